import {
  builtPagePath,
  chunkGroupScripts,
  pageChunkScripts,
  pageDataFile,
  withPageChunkScripts,
  type WebpackStats,
} from "./page-chunk-scripts";

const files = (...names: string[]) => ({ assets: names.map((name) => ({ name })) });
const stats: WebpackStats = {
  namedChunkGroups: {
    app: files("webpack-runtime-b82a.js", "framework-d95c.js", "app-cc55.js"),
    "component---src-pages-index-tsx": files(
      "commons-2082.js",
      "component---src-pages-index-tsx-7d1f.js",
      "component---src-pages-index-tsx-7d1f.css",
    ),
  },
};

describe("pageChunkScripts", () => {
  it("lists the scripts of the page template's chunk group, not its styles", () => {
    expect(pageChunkScripts(stats, "component---src-pages-index-tsx")).toEqual([
      "/commons-2082.js",
      "/component---src-pages-index-tsx-7d1f.js",
    ]);
  });

  it("is empty for a template webpack does not know", () => {
    expect(pageChunkScripts(stats, "component---src-pages-gone-tsx")).toEqual([]);
  });
});

describe("chunkGroupScripts", () => {
  it("names a group's scripts relative to public/, and nothing for an unknown group", () => {
    expect(chunkGroupScripts(stats, "app")).toEqual([
      "webpack-runtime-b82a.js",
      "framework-d95c.js",
      "app-cc55.js",
    ]);
    expect(chunkGroupScripts(stats, "part-gone")).toBeUndefined();
  });
});

describe("builtPagePath and pageDataFile", () => {
  it("reads the path Gatsby wrote into the page", () => {
    expect(
      builtPagePath('<script>window.pagePath="/services/upgrades-&-migrations";</script>'),
    ).toBe("/services/upgrades-&-migrations");
    expect(builtPagePath("<p>no Gatsby here</p>")).toBeNull();
  });

  it("finds the page data where Gatsby writes it", () => {
    expect(pageDataFile("/")).toBe("page-data/index/page-data.json");
    expect(pageDataFile("/blogs/x")).toBe("page-data/blogs/x/page-data.json");
    expect(pageDataFile("/404.html")).toBe("page-data/404.html/page-data.json");
  });
});

describe("withPageChunkScripts", () => {
  const page = '<html><body><main></main><script src="/app-1.js" async></script></body></html>';

  it("adds async tags after Gatsby's scripts, at the end of the body", () => {
    const html = withPageChunkScripts(page, ["/commons-2.js", "/component-3.js"]);
    expect(html).toBe(
      '<html><body><main></main><script src="/app-1.js" async></script>' +
        '<script src="/commons-2.js" async="" data-page-chunk=""></script>' +
        '<script src="/component-3.js" async="" data-page-chunk=""></script></body></html>',
    );
  });

  it("replaces the tags of an earlier run instead of adding more", () => {
    const once = withPageChunkScripts(page, ["/component-3.js"]);
    expect(withPageChunkScripts(once, ["/component-4.js"])).toBe(
      withPageChunkScripts(page, ["/component-4.js"]),
    );
  });

  it("refuses a page without a body end", () => {
    expect(() => withPageChunkScripts("<p>cut off", ["/a.js"])).toThrow("</body>");
  });
});
