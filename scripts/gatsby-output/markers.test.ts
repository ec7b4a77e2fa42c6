import { pageMarkerProblems } from "./markers";

/** The end of a page as Gatsby 5.16 writes it (the bare page in bench/baseline). */
const GATSBY_PAGE = `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><title>Baseline</title></head><body><div id="___gatsby"><main><h1>Baseline</h1></main></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-e682c817ae730a372d8a.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="bd03f74ace7f757a1efe";</script><script src="/webpack-runtime-c133cdea31052689391c.js" async></script><script src="/framework-c0d0d9a7124084b0c623.js" async></script><script src="/app-e682c817ae730a372d8a.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const PAGE_DATA = { componentChunkName: "component---src-pages-index-js", path: "/" };

describe("pageMarkerProblems", () => {
  it("finds every marker in a page as Gatsby writes it", () => {
    expect(pageMarkerProblems(GATSBY_PAGE, PAGE_DATA)).toEqual([]);
  });

  it("names the page-path script when Gatsby stops writing it", () => {
    const page = GATSBY_PAGE.replace('window.pagePath="/";', 'window.___pagePath="/";');
    expect(pageMarkerProblems(page, PAGE_DATA)).toEqual([
      "no inline script sets window.pagePath",
      "the page-path script is not among the inline scripts the policy hashes",
    ]);
  });

  it("names the chunk mapping when it is renamed", () => {
    const page = GATSBY_PAGE.replace('id="gatsby-chunk-mapping"', 'id="gatsby-chunks"');
    expect(pageMarkerProblems(page, PAGE_DATA)).toEqual([
      'no inline <script id="gatsby-chunk-mapping"> (window.___chunkMapping)',
    ]);
  });

  it("names bundle tags the list would not take, and a missing runtime", () => {
    const deferred = GATSBY_PAGE.replaceAll(" async>", " async data-x>");
    expect(pageMarkerProblems(deferred, PAGE_DATA)).toEqual([
      "the page's first script is not the webpack runtime ()",
      "no app bundle among the page's scripts ()",
      "3 async script tag(s) carry other attributes than src and async, so the list would not take them",
    ]);
    const modules = GATSBY_PAGE.replaceAll(" async>", ' type="module">');
    expect(pageMarkerProblems(modules, PAGE_DATA)).toContain(
      '<script src="/…js" async> bundle tags are missing',
    );
  });

  it("names page data without its template's chunk", () => {
    expect(pageMarkerProblems(GATSBY_PAGE, { path: "/" })).toEqual([
      "its page-data.json names no componentChunkName",
    ]);
  });
});
