import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FAVICON_SVG_FILE, faviconDataUrl, svgDataUrl } from "./favicon";

const SITE = path.join(__dirname, "..", "..", "..");

describe("svgDataUrl", () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">\n  <rect fill="#2563eb" width="64%"/>\n  <text>It\'s &amp; é</text>\n</svg>\n';

  it("writes the drawing as a URL that needs no escaping in HTML or a URL checker", () => {
    const url = svgDataUrl(svg);
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    // Nothing React would escape in an attribute, nothing a URL may not carry.
    expect(url).not.toMatch(/[\s"'&<>#]/);
    expect(url).not.toMatch(/%(?![0-9A-F]{2})/);
    expect(new URL(url).href).toBe(url);
  });

  it("reads back as the same drawing, without the whitespace between tags", () => {
    const body = decodeURIComponent(svgDataUrl(svg).slice("data:image/svg+xml,".length));
    expect(body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect fill="#2563eb" width="64%"/><text>It\'s &amp; é</text></svg>',
    );
  });
});

describe("faviconDataUrl", () => {
  it("is the site's favicon file", () => {
    const file = fs.readFileSync(path.join(SITE, FAVICON_SVG_FILE), "utf8");
    const body = decodeURIComponent(faviconDataUrl(SITE).slice("data:image/svg+xml,".length));
    expect(body).toBe(file.trim());
  });

  it("names the missing file and how to draw it", () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "favicon-"));
    expect(() => faviconDataUrl(empty)).toThrow(`${FAVICON_SVG_FILE} is missing: npm run images`);
  });
});
