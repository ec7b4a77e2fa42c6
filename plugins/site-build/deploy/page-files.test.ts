import {
  builtHtmlFile,
  deployedHtmlFiles,
  prettyHtmlFile,
  restoreBuiltLayoutSteps,
  sitePathOf,
} from "./page-files";

describe("builtHtmlFile and prettyHtmlFile", () => {
  it.each([
    ["/", "index.html", "index.html"],
    ["/about", "about/index.html", "about.html"],
    ["/services/cloud", "services/cloud/index.html", "services/cloud.html"],
    ["/404.html", "404.html", "404.html"],
    ["/404", "404/index.html", "404.html"],
    ["/blogs/", "blogs/index.html", "blogs.html"],
  ])("%s: built %s, pretty %s", (pagePath, built, pretty) => {
    expect(builtHtmlFile(pagePath)).toBe(built);
    expect(prettyHtmlFile(pagePath)).toBe(pretty);
  });
});

describe("sitePathOf", () => {
  it("undoes builtHtmlFile for every page path", () => {
    for (const pagePath of ["/", "/about", "/services/cyber-security", "/404.html", "/404"]) {
      expect(sitePathOf(builtHtmlFile(pagePath))).toBe(pagePath);
    }
  });

  it("is null for a file that is not a page", () => {
    expect(sitePathOf("robots.txt")).toBeNull();
    expect(sitePathOf("rss.xml")).toBeNull();
  });
});

const pages = ["/", "/about", "/404", "/404.html", "/services/cloud"];

describe("deployedHtmlFiles", () => {
  it("moves pages to their pretty file, except onto another page's file", () => {
    expect(Object.fromEntries(deployedHtmlFiles(pages))).toEqual({
      "/": "index.html",
      "/about": "about.html",
      "/404": "404/index.html",
      "/404.html": "404.html",
      "/services/cloud": "services/cloud.html",
    });
  });
});

describe("restoreBuiltLayoutSteps", () => {
  it("moves the adapter's files back", () => {
    const files = new Set([
      "index.html",
      "about.html",
      "404/index.html",
      "404.html",
      "services/cloud.html",
    ]);
    expect(restoreBuiltLayoutSteps(pages, (file) => files.has(file))).toEqual([
      { kind: "move", from: "about.html", to: "about/index.html" },
      { kind: "move", from: "services/cloud.html", to: "services/cloud/index.html" },
    ]);
  });

  it("does nothing to a layout gatsby build wrote", () => {
    const files = new Set([
      "index.html",
      "about/index.html",
      "404/index.html",
      "404.html",
      "services/cloud/index.html",
    ]);
    expect(restoreBuiltLayoutSteps(pages, (file) => files.has(file))).toEqual([]);
  });

  it("deletes a stale moved copy when the page was built again", () => {
    const files = new Set(["index.html", "about/index.html", "about.html"]);
    expect(restoreBuiltLayoutSteps(["/", "/about"], (file) => files.has(file))).toEqual([
      { kind: "delete", file: "about.html" },
    ]);
  });
});
