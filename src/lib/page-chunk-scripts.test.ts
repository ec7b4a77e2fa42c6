import { pageChunkScripts } from "./page-chunk-scripts";

const stats = {
  assetsByChunkName: {
    app: ["webpack-runtime-b82a.js", "framework-d95c.js", "app-cc55.js"],
    "component---src-pages-index-tsx": [
      "commons-2082.js",
      "component---src-pages-index-tsx-7d1f.js",
      "component---src-pages-index-tsx-7d1f.css",
    ],
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
