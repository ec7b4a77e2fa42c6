import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { headersForPath, REVALIDATE_CACHE } from "../../../src/lib/security-headers";
import { inlineScriptHashes } from "../built-html/inline-scripts";
import { pageScriptList } from "../hydration/page-scripts";
import { finishPages } from "./finish-pages";

const MAPPING = 'window.___chunkMapping="{\\"app\\":[\\"/app-9.js\\"]}";';

/** A public/ folder with one page, its page data and the stats naming its template's chunks. */
function builtSite(pagePath: string, htmlFile: string, dataDir: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-chunks-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    "webpack.stats.json",
    JSON.stringify({
      namedChunkGroups: {
        "component---src-templates-post-tsx": {
          assets: [{ name: "commons-1.js" }, { name: "component---post-2.js" }, { name: "x.css" }],
        },
      },
    }),
  );
  write(
    `page-data/${dataDir}/page-data.json`,
    JSON.stringify({ componentChunkName: "component---src-templates-post-tsx" }),
  );
  write(
    htmlFile,
    `<html><head><meta charset="utf-8"/></head><body><script>window.pagePath=${JSON.stringify(pagePath)};</script>` +
      `<script\n    id="gatsby-chunk-mapping"\n  >\n    ${MAPPING}\n  </script>` +
      `<script src="/app-9.js" async></script></body></html>\u0000`,
  );
  // Gatsby's own folders hold no pages.
  write("page-data/sq/d/1.json", "{}");
  return dir;
}

describe("finishPages", () => {
  it("lists Gatsby's scripts and the template's for the loader, once however often it runs", () => {
    const dir = builtSite("/blogs/a-post", "blogs/a-post/index.html", "blogs/a-post");
    expect(finishPages(dir).pages).toBe(1);
    const once = fs.readFileSync(path.join(dir, "blogs/a-post/index.html"), "utf8");
    expect(finishPages(dir).pages).toBe(1);
    const html = fs.readFileSync(path.join(dir, "blogs/a-post/index.html"), "utf8");
    const [mappingFile, ...scripts] = pageScriptList(html);
    expect(scripts).toEqual(["/app-9.js", "/commons-1.js", "/component---post-2.js"]);
    expect(html).not.toContain("<script src=");
    // The chunk mapping leaves the page for a file named by its content, listed first.
    expect(mappingFile).toMatch(/^\/chunk-mapping-[0-9a-f]{20}\.js$/);
    expect(fs.readFileSync(path.join(dir, mappingFile), "utf8")).toBe(`${MAPPING}\n`);
    expect(html).not.toContain("___chunkMapping");
    expect(html).not.toContain("\u0000");
    expect(html).toBe(once);
  });

  it("gives each page the policy of its final inline scripts, and its caching in _headers", () => {
    const dir = builtSite("/blogs/a-post", "blogs/a-post/index.html", "blogs/a-post");
    expect(finishPages(dir).policies).toBe(1);
    const html = fs.readFileSync(path.join(dir, "blogs/a-post/index.html"), "utf8");
    const hashes = inlineScriptHashes(html);
    // One: the loader, opened by the page-path statement, as it stands after the list is written.
    expect(hashes).toHaveLength(1);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    for (const hash of hashes) expect(meta).toContain(hash);
    const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8");
    expect(headersForPath(headers, "/blogs/a-post")).toContainEqual({
      key: "Cache-Control",
      value: REVALIDATE_CACHE,
    });
    for (const hash of hashes) expect(headers).not.toContain(hash);
  });

  it("stops the build when a page's data is missing", () => {
    const dir = builtSite("/gone", "gone/index.html", "elsewhere");
    expect(() => finishPages(dir)).toThrow("page-data/gone/page-data.json is missing");
  });

  it("stops the build, naming the marker, when a page does not say which page it is", () => {
    const dir = builtSite("/a-post", "a-post/index.html", "a-post");
    const file = path.join(dir, "a-post/index.html");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("window.pagePath", "window.path"));
    expect(() => finishPages(dir)).toThrow(
      "a-post/index.html has no window.pagePath script: Gatsby writes its pages differently",
    );
  });
});
