import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodeRequestPath, listSiteFiles, matchSiteFile } from "./site-files";

describe("decodeRequestPath", () => {
  it("decodes a path as sent, without its query", () => {
    expect(decodeRequestPath("/about?x=%")).toBe("/about");
    expect(decodeRequestPath("/caf%C3%A9")).toBe("/café");
    expect(decodeRequestPath("/")).toBe("/");
  });

  it("refuses what no browser sends for a page: bad escapes, climbing, NUL, backslashes", () => {
    for (const url of [
      "%",
      "/%",
      "/%FF",
      "/%E0%A4%A",
      "/about/%",
      "//",
      "//etc/passwd",
      "/../package.json",
      "/static/../../x",
      "/%2e%2e/x",
      "/./about",
      "/a%00b",
      "/a%5cb",
      "http://example.com/",
      "*",
      "",
    ]) {
      expect([url, decodeRequestPath(url)]).toEqual([url, undefined]);
    }
  });
});

describe("matchSiteFile", () => {
  const files = new Set([
    "index.html",
    "about/index.html",
    "app-1.js",
    "404.html",
    "a b/index.html",
  ]);

  it("finds pages by their folder and files by their path", () => {
    expect(matchSiteFile(files, "/")).toEqual({ kind: "file", file: "index.html" });
    expect(matchSiteFile(files, "/about")).toEqual({ kind: "file", file: "about/index.html" });
    expect(matchSiteFile(files, "/app-1.js")).toEqual({ kind: "file", file: "app-1.js" });
    expect(matchSiteFile(files, "/a b")).toEqual({ kind: "file", file: "a b/index.html" });
  });

  it("sends a page's address with a final slash to the one without, keeping the query", () => {
    expect(matchSiteFile(files, "/about/", "?q=1")).toEqual({
      kind: "redirect",
      location: "/about?q=1",
    });
    expect(matchSiteFile(files, "/a b/")).toEqual({ kind: "redirect", location: "/a%20b" });
  });

  it("names nothing else", () => {
    for (const pathname of ["/nope", "/about/index", "/app-1.js/", "/ABOUT", "/index.html/"]) {
      expect(matchSiteFile(files, pathname)).toEqual({ kind: "missing" });
    }
  });
});

describe("listSiteFiles", () => {
  it("lists what the build wrote, without the host's files and the compressed copies", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-files-"));
    try {
      for (const file of [
        "index.html",
        "index.html.br",
        "index.html.gz",
        "_headers",
        "_redirects",
        "about/index.html",
        ".well-known/x.txt",
      ]) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), "x");
      }
      expect([...listSiteFiles(dir)].sort()).toEqual([
        ".well-known/x.txt",
        "about/index.html",
        "index.html",
      ]);
      expect(listSiteFiles(path.join(dir, "absent")).size).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
