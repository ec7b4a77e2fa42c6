import { parse } from "node-html-parser";
import { expectedShareImage, pngSize, shareImageProblems } from "./share-image-rule";

const origin = "http://localhost:9000";
/** The first 24 bytes of a PNG: signature, IHDR length and type, width, height. */
function pngHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(24);
  Buffer.from("89504e470d0a1a0a0000000d49484452", "hex").copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

function head(image: string, { width = "1200", height = "630", alt = "Service: X. Brand" } = {}) {
  return parse(`<html><head>
    <meta property="og:image" content="${image}"/>
    <meta property="og:image:width" content="${width}"/>
    <meta property="og:image:height" content="${height}"/>
    <meta property="og:image:alt" content="${alt}"/>
    <meta name="twitter:image" content="${image}"/></head><body></body></html>`);
}

const files = new Map([["share/services/x.png", pngHeader(1200, 630)]]);
const check = (path: string) => ({
  path,
  siteOrigin: origin,
  readFile: (f: string) => files.get(f) ?? null,
});

describe("expectedShareImage", () => {
  it("names the card of service, case-study and article pages only", () => {
    expect(expectedShareImage("/services/cloud-migration")).toBe(
      "/share/services/cloud-migration.png",
    );
    expect(expectedShareImage("/case-studies/greenomy")).toBe("/share/case-studies/greenomy.png");
    expect(expectedShareImage("/blogs/ai-it-support")).toBe("/share/blogs/ai-it-support.png");
    expect(expectedShareImage("/services")).toBeNull();
    expect(expectedShareImage("/about")).toBeNull();
  });
});

describe("pngSize", () => {
  it("reads the size from the header, null for anything else", () => {
    expect(pngSize(pngHeader(1200, 630))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(Buffer.from("GIF89a............................"))).toBeNull();
  });
});

describe("shareImageProblems", () => {
  it("passes a page that shares its own 1200x630 card", () => {
    expect(
      shareImageProblems(head(`${origin}/share/services/x.png`), check("/services/x")),
    ).toEqual([]);
  });

  it("ignores pages without a card of their own", () => {
    expect(shareImageProblems(head(`${origin}/og-image.png`), check("/about"))).toEqual([]);
  });

  it("flags the brand image, a wrong size and a missing card", () => {
    const problems = shareImageProblems(
      head(`${origin}/og-image.png`, { width: "800", alt: "" }),
      check("/blogs/y"),
    );
    expect(problems).toEqual([
      `property="og:image" is "${origin}/og-image.png", expected ${origin}/share/blogs/y.png`,
      `name="twitter:image" is "${origin}/og-image.png", expected ${origin}/share/blogs/y.png`,
      'og:image:width is "800", expected 1200',
      "og:image:alt is empty",
      "share image /share/blogs/y.png is missing from public/ or not a PNG",
    ]);
  });

  it("flags a card of the wrong size", () => {
    files.set("share/services/small.png", pngHeader(600, 315));
    const problems = shareImageProblems(
      head(`${origin}/share/services/small.png`),
      check("/services/small"),
    );
    expect(problems).toEqual([
      "share image /share/services/small.png is 600x315, expected 1200x630",
    ]);
  });
});
