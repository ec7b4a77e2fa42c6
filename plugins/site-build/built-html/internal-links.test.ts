import { builtFileCandidates, cssUrls, internalPath, srcsetUrls } from "./internal-links";

const origin = "http://localhost:9000";
const page = `${origin}/blogs/a-post`;

describe("internalPath", () => {
  it.each([
    ["/about", "/about"],
    ["/about?x=1#top", "/about"],
    ["http://localhost:9000/rss.xml", "/rss.xml"],
    ["other-post", "/blogs/other-post"],
    ["/static/a%20b.png", "/static/a b.png"],
  ])("%s is internal at %s", (reference, expected) => {
    expect(internalPath(reference, page, origin)).toBe(expected);
  });

  it.each([
    "https://www.linkedin.com/company/x",
    "//cdn.example.com/a.js",
    "mailto:info@example.co.uk",
    "tel:+442079460958",
    "#main",
    "",
    "data:image/png;base64,AAAA",
  ])("%s is not checked", (reference) => {
    expect(internalPath(reference, page, origin)).toBeNull();
  });
});

describe("builtFileCandidates", () => {
  it("maps the root to index.html", () => {
    expect(builtFileCandidates("/")).toEqual(["index.html"]);
  });

  it("accepts a file or a page folder", () => {
    expect(builtFileCandidates("/services/cloud/")).toEqual([
      "services/cloud",
      "services/cloud/index.html",
      "services/cloud.html",
    ]);
  });
});

describe("srcsetUrls", () => {
  it("lists each candidate's URL", () => {
    expect(srcsetUrls("/a.webp 200w, /b.webp 400w,/c.webp")).toEqual([
      "/a.webp",
      "/b.webp",
      "/c.webp",
    ]);
  });
});

describe("cssUrls", () => {
  it("lists url() references, quoted or not", () => {
    expect(
      cssUrls(`@font-face{src:url(/static/a.woff2) format("woff2")} .b{background:url( "/b.png" )}
        .c{background-image:url('/c.svg')}`),
    ).toEqual(["/static/a.woff2", "/b.png", "/c.svg"]);
  });
});
