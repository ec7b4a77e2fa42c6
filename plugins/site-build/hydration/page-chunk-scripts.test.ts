import {
  builtPagePath,
  chunkGroupScripts,
  pageChunkScripts,
  type WebpackStats,
} from "./page-chunk-scripts";
import { pageDataFile } from "../built-html/build-files";

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
