import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageScriptList } from "../built-html/page-scripts";
import { writePageScripts } from "./write-page-scripts";

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
    `<html><body><script>window.pagePath=${JSON.stringify(pagePath)};</script>` +
      `<script\n    id="gatsby-chunk-mapping"\n  >\n    ${MAPPING}\n  </script>` +
      `<script src="/app-9.js" async></script></body></html>\u0000`,
  );
  // Gatsby's own folders hold no pages.
  write("page-data/sq/d/1.json", "{}");
  return dir;
}

describe("writePageScripts", () => {
  it("lists Gatsby's scripts and the template's for the loader, once however often it runs", () => {
    const dir = builtSite("/blogs/a-post", "blogs/a-post/index.html", "blogs/a-post");
    expect(writePageScripts(dir)).toBe(1);
    expect(writePageScripts(dir)).toBe(1);
    const html = fs.readFileSync(path.join(dir, "blogs/a-post/index.html"), "utf8");
    const [mappingFile, ...scripts] = pageScriptList(html);
    expect(scripts).toEqual(["/app-9.js", "/commons-1.js", "/component---post-2.js"]);
    expect(html).not.toContain("<script src=");
    // The chunk mapping leaves the page for a file named by its content, listed first.
    expect(mappingFile).toMatch(/^\/chunk-mapping-[0-9a-f]{20}\.js$/);
    expect(fs.readFileSync(path.join(dir, mappingFile), "utf8")).toBe(`${MAPPING}\n`);
    expect(html).not.toContain("___chunkMapping");
    expect(html).not.toContain("\u0000");
  });

  it("stops the build when a page's data is missing", () => {
    const dir = builtSite("/gone", "gone/index.html", "elsewhere");
    expect(() => writePageScripts(dir)).toThrow("page-data/gone/page-data.json is missing");
  });

  it("stops the build, naming the marker, when a page does not say which page it is", () => {
    const dir = builtSite("/a-post", "a-post/index.html", "a-post");
    const file = path.join(dir, "a-post/index.html");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("window.pagePath", "window.path"));
    expect(() => writePageScripts(dir)).toThrow(
      "a-post/index.html has no window.pagePath script: Gatsby writes its pages differently",
    );
  });
});
