import { PAGE_SCRIPTS_LOADER } from "../../../src/hydration/inline-scripts.generated";
import { PAGE_SCRIPTS_ID } from "../../../src/hydration/scripts-after-first-paint";
import {
  chunkMappingFile,
  gatsbyGlobalStatements,
  inlineChunkMapping,
  pageScriptList,
  withoutInlineChunkMapping,
  withScriptsAfterFirstPaint,
} from "./page-scripts";
import { builtPagePath } from "./page-chunk-scripts";

describe("withScriptsAfterFirstPaint", () => {
  const built =
    "<html><body><main></main>" +
    '<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>' +
    '<script type="application/ld+json">{}</script>' +
    '<script src="https://www.google.com/recaptcha/api.js"></script></body></html>';

  it("turns Gatsby's async tags and the page's chunks into one list and the loader", () => {
    const page = withScriptsAfterFirstPaint(built, ["/commons-3.js", "/component-4.js"]);
    expect(page).toBe(
      "<html><body><main></main>" +
        '<script type="application/ld+json">{}</script>' +
        '<script src="https://www.google.com/recaptcha/api.js"></script>' +
        `<script type="application/json" id="${PAGE_SCRIPTS_ID}">` +
        '["/webpack-runtime-1.js","/app-2.js","/commons-3.js","/component-4.js"]</script>' +
        `<script>${PAGE_SCRIPTS_LOADER}</script></body></html>`,
    );
    expect(pageScriptList(page)).toEqual([
      "/webpack-runtime-1.js",
      "/app-2.js",
      "/commons-3.js",
      "/component-4.js",
    ]);
  });

  it("gives the same page when it runs again on its own output", () => {
    const once = withScriptsAfterFirstPaint(built, ["/component-4.js"]);
    expect(withScriptsAfterFirstPaint(once, ["/component-4.js"])).toBe(once);
  });

  it("replaces last build's list when Gatsby has written new tags into the page", () => {
    const lastBuild = withScriptsAfterFirstPaint(
      built,
      ["/component-4.js"],
      ["/chunk-mapping-5.js"],
    );
    // A later build: Gatsby puts its new tags back where its scripts slice is.
    const restitched = lastBuild.replace(
      "<main></main>",
      '<main></main><script src="/webpack-runtime-7.js" async></script><script src="/app-8.js" async></script>',
    );
    expect(
      pageScriptList(
        withScriptsAfterFirstPaint(restitched, ["/component-4.js"], ["/chunk-mapping-9.js"]),
      ),
    ).toEqual(["/chunk-mapping-9.js", "/webpack-runtime-7.js", "/app-8.js", "/component-4.js"]);
  });

  it("keeps the list free of anything that could close its tag", () => {
    const page = withScriptsAfterFirstPaint(built, ["/a</script>.js"]);
    expect(page.match(/<\/script>/g)).toHaveLength(4);
    expect(pageScriptList(page)).toContain("/a</script>.js");
  });

  it("refuses a page cut off before its end", () => {
    expect(() => withScriptsAfterFirstPaint("<p>cut off", ["/a.js"])).toThrow("</body>");
  });

  it("finds no list in a page without one", () => {
    expect(pageScriptList(built)).toEqual([]);
  });

  it("puts the leading scripts first, and keeps them first when it runs again", () => {
    const once = withScriptsAfterFirstPaint(built, ["/component-4.js"], ["/chunk-mapping-5.js"]);
    expect(pageScriptList(once)).toEqual([
      "/chunk-mapping-5.js",
      "/webpack-runtime-1.js",
      "/app-2.js",
      "/component-4.js",
    ]);
    expect(withScriptsAfterFirstPaint(once, ["/component-4.js"], ["/chunk-mapping-5.js"])).toBe(
      once,
    );
  });
});

describe("Gatsby's inline page globals", () => {
  // As Gatsby 5.16 writes them: the page's path, then (in its scripts slice) the build's hash.
  const built =
    '<html><body><main></main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/blogs/a \\"b\\"";/*]]>*/</script>' +
    '<script>window.___webpackCompilationHash="0398398cd96030a7b189";</script>' +
    '<script src="/app-2.js" async></script></body></html>';
  const globals =
    'window.pagePath="/blogs/a \\"b\\"";window.___webpackCompilationHash="0398398cd96030a7b189";';

  it("open the loader's script, so the page has one inline script to hash instead of three", () => {
    const page = withScriptsAfterFirstPaint(built, []);
    expect(page).toBe(
      "<html><body><main></main>" +
        `<script type="application/json" id="${PAGE_SCRIPTS_ID}">["/app-2.js"]</script>` +
        `<script>${globals}${PAGE_SCRIPTS_LOADER}</script></body></html>`,
    );
    expect(builtPagePath(page)).toBe('/blogs/a "b"');
  });

  it("stay in the loader when it runs again, and give way to those of a later build, the page's path kept", () => {
    const once = withScriptsAfterFirstPaint(built, []);
    expect(withScriptsAfterFirstPaint(once, [])).toBe(once);
    const later = once.replace(
      "<main></main>",
      '<main></main><script>window.___webpackCompilationHash="ffffffffffffffffffff";</script>',
    );
    const again = withScriptsAfterFirstPaint(later, []);
    // A later build that rewrote only its scripts slice sets the hash, not the page's path.
    expect(again).toContain(
      `<script>window.pagePath="/blogs/a \\"b\\"";window.___webpackCompilationHash="ffffffffffffffffffff";${PAGE_SCRIPTS_LOADER}</script>`,
    );
    expect(builtPagePath(again)).toBe('/blogs/a "b"');
    expect(again.match(/<script>/g)).toHaveLength(1);
  });

  it("are only assignments of the page's path and the build's hash", () => {
    expect(gatsbyGlobalStatements('/*<![CDATA[*/window.pagePath="/";/*]]>*/')).toBe(
      'window.pagePath="/";',
    );
    expect(gatsbyGlobalStatements('window.pagePath="/";alert(1);')).toBeNull();
    expect(gatsbyGlobalStatements('window.pageData={"a":1};')).toBeNull();
    expect(gatsbyGlobalStatements('window.pagePath="</script>";')).toBeNull();
    const other = "<html><body><script>window.pageData={};</script></body></html>";
    expect(withScriptsAfterFirstPaint(other, [])).toContain("<script>window.pageData={};</script>");
  });
});

describe("Gatsby's inline chunk mapping", () => {
  // As Gatsby writes it: padded with newlines and spaces.
  const page =
    '<html><body><script>window.pagePath="/";</script><script\n            id="gatsby-chunk-mapping"\n          >\n' +
    '            window.___chunkMapping="{\\"app\\":[\\"/app-2.js\\"]}";\n          </script></body></html>';

  it("reads the script's body, trimmed", () => {
    expect(inlineChunkMapping(page)).toBe(
      'window.___chunkMapping="{\\"app\\":[\\"/app-2.js\\"]}";',
    );
  });

  it("leaves the page without it, other scripts untouched", () => {
    expect(withoutInlineChunkMapping(page)).toBe(
      '<html><body><script>window.pagePath="/";</script></body></html>',
    );
    expect(inlineChunkMapping(withoutInlineChunkMapping(page))).toBeNull();
  });

  it("refuses a page with two", () => {
    expect(() => inlineChunkMapping(page + page)).toThrow("more than one");
  });

  it("names the file by a 20-digit content hash, like webpack's bundles", () => {
    expect(chunkMappingFile("0123456789abcdef0123")).toBe("/chunk-mapping-0123456789abcdef0123.js");
    expect(() => chunkMappingFile("xyz")).toThrow("not a 20-digit hash");
  });
});
