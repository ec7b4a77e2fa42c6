import fs from "node:fs";
import path from "node:path";
import { FAVICON_SVG } from "../artwork/mark";
import { FAVICON_DATA_URL, svgDataUrl } from "./favicon";

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

describe("FAVICON_DATA_URL", () => {
  it("is the favicon file npm run images writes, as the browser reads it", () => {
    const file = fs.readFileSync(path.join(SITE, "static", "favicon.svg"), "utf8");
    expect(file).toBe(FAVICON_SVG);
    const body = decodeURIComponent(FAVICON_DATA_URL.slice("data:image/svg+xml,".length));
    expect(body).toBe(FAVICON_SVG.trim());
  });
});
