import fs from "node:fs";
import path from "node:path";

import { measureText } from "../artwork/render";
import {
  TITLE_MAX_LINES,
  TITLE_MAX_WIDTH,
  TITLE_TRACKING,
  shareImageSvg,
  titleWidth,
  wrapTitle,
} from "./template";
import { CONTENT_DIR } from "../site-paths";

const CONTENT = CONTENT_DIR;
const read = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8"));
/** Every title the build draws a card for. */
const TITLES = [
  ...(read("services.json") as { title: string }[]).map((s) => s.title),
  ...(read("case-studies.json") as { title: string }[]).map((s) => s.title),
  ...fs
    .readdirSync(path.join(CONTENT, "blog"))
    .map((file) => (read(`blog/${file}`) as { title: string }).title),
];

describe("wrapTitle", () => {
  it("keeps a short title on one line at the largest size", () => {
    expect(wrapTitle("IT Consulting")).toEqual({ lines: ["IT Consulting"], size: 76 });
  });

  it("breaks a long title into at most three even lines that fit the width", () => {
    const title =
      "ISO 27001 in nine months and a 22% smaller cloud bill for a sustainability software firm";
    const { lines, size } = wrapTitle(title);
    expect(lines.length).toBeLessThanOrEqual(TITLE_MAX_LINES);
    expect(lines.join(" ")).toBe(title);
    const widths = lines.map((line) => titleWidth(line, size));
    for (const width of widths) expect(width).toBeLessThanOrEqual(TITLE_MAX_WIDTH);
    // Even: no short last line left over.
    expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.7);
  });

  it("cuts a title too long for three lines with an ellipsis", () => {
    const title = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const { lines, size } = wrapTitle(title);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith("…")).toBe(true);
    expect(title.startsWith(lines.join(" ").slice(0, -1))).toBe(true);
    for (const line of lines) expect(titleWidth(line, size)).toBeLessThanOrEqual(TITLE_MAX_WIDTH);
  });

  it("cuts a single word wider than the card", () => {
    const { lines } = wrapTitle("W".repeat(60));
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith("…")).toBe(true);
  });

  it.each(TITLES)("every title of the site fits without cutting: %s", (title) => {
    const { lines } = wrapTitle(title);
    expect(lines.join(" ")).toBe(title.split(/\s+/).join(" "));
  });

  it("the widest line of every title, rendered by librsvg, fits and is close to the estimate", async () => {
    for (const title of TITLES) {
      const { lines, size } = wrapTitle(title);
      const widest = lines.reduce((a, b) => (titleWidth(a, size) >= titleWidth(b, size) ? a : b));
      const ink = await measureText(widest, size, 700, { letterSpacing: size * TITLE_TRACKING });
      expect(ink.width).toBeLessThanOrEqual(TITLE_MAX_WIDTH);
      expect(Math.abs(ink.width - titleWidth(widest, size))).toBeLessThan(size * 0.6);
    }
  });
});

describe("shareImageSvg", () => {
  const svg = shareImageSvg({
    title: "Backup & Recovery",
    kicker: "Service",
    brand: "Northbridge IT",
  });

  it("is a 1200x630 SVG with the title, the label and the brand", () => {
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain(">Backup &amp; Recovery</text>");
    expect(svg).toContain(">SERVICE</text>");
    expect(svg).toContain('Northbridge <tspan fill="#1d4ed8">IT</tspan>');
  });

  it("escapes markup in every text", () => {
    const hostile = shareImageSvg({
      title: 'A <b>"bold"</b> & more',
      kicker: "<x>",
      brand: "A&B <C>",
    });
    const title = [...hostile.matchAll(/fill="#0f172a">([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(title.join(" ")).toBe("A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; more");
    expect(hostile).toContain("&lt;X&gt;");
    expect(hostile).toContain("A&amp;B <tspan");
    expect(hostile).toContain("&lt;C&gt;</tspan>");
    expect(hostile).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  it("draws the same card for the same text", () => {
    const again = shareImageSvg({
      title: "Backup & Recovery",
      kicker: "Service",
      brand: "Northbridge IT",
    });
    expect(again).toBe(svg);
  });
});
