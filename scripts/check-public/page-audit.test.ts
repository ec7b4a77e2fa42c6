import { withScriptsAfterFirstPaint } from "../../plugins/site-build/hydration/page-scripts";
import { auditPage, duplicateProblems, scriptListProblems } from "./page-audit";

const origin = "http://localhost:9000";
const description = "A description that is long enough to pass the fifty character minimum.";
const built = new Set([
  "index.html",
  "about/index.html",
  "static/logo.png",
  "webpack-runtime-0a1b.js",
  "app-2c3d.js",
  "app-6a7b.js",
]);
const fileExists = (relative: string) => built.has(relative);

const ICONS =
  '<link rel="icon" href="data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E" type="image/svg+xml"/>' +
  '<link rel="apple-touch-icon" href="/static/logo.png"/>';

function page({
  icons = ICONS,
  head = "",
  body = "<h1>Heading</h1>",
  title = "About | Brand",
  meta = description,
} = {}) {
  return `<!DOCTYPE html><html lang="en-GB"><head><title>${title}</title>
    <meta name="description" content="${meta}"/>
    <meta property="og:title" content="${title}"/><meta property="og:description" content="${meta}"/>
    <meta property="og:url" content="${origin}/about"/><meta property="og:type" content="website"/>
    <meta property="og:image" content="${origin}/static/logo.png"/>
    <meta name="twitter:card" content="summary_large_image"/>
    <link rel="canonical" href="${origin}/about"/>${icons}${head}</head><body>${body}</body></html>`;
}

const audit = (html: string) =>
  auditPage(html, { path: "/contact", siteOrigin: origin, fileExists });

describe("auditPage", () => {
  it("flags a styled component used as a selector (.undefined once targets are dropped)", () => {
    const head = "<style>.css-1a{color:red}.undefined:hover .css-2b{color:blue}</style>";
    expect(audit(page({ head })).problems).toEqual([
      "its CSS has an `.undefined` selector: a styled component used as a selector",
    ]);
    const fine = "<style>.css-1a{content:'undefined'}.css-undefinedish{}</style>";
    expect(audit(page({ head: fine })).problems).toEqual([]);
  });

  it("passes a complete page and reads its title and description", () => {
    const result = audit(
      page({ body: '<h1>Hi</h1><a href="/">Home</a><img src="/static/logo.png" alt="">' }),
    );
    expect(result.problems).toEqual([]);
    expect(result.title).toBe("About | Brand");
    expect(result.description).toBe(description);
  });

  it("requires the favicon inline and a touch icon", () => {
    expect(audit(page({ icons: "" })).problems).toEqual([
      "has 0 SVG favicons (expected one)",
      "has no apple-touch-icon",
    ]);
    const asFile = '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>';
    expect(audit(page({ icons: asFile })).problems).toEqual([
      "its SVG favicon is not inline (a data:image/svg+xml URL)",
      "has no apple-touch-icon",
      "internal reference does not resolve: /favicon.svg",
    ]);
  });

  it("requires exactly one h1", () => {
    expect(audit(page({ body: "<h1>a</h1><h1>b</h1>" })).problems).toEqual([
      "has 2 <h1> elements (expected exactly one)",
    ]);
  });

  it("flags an empty title and a short description", () => {
    const problems = audit(page({ title: "", meta: "Too short." })).problems;
    expect(problems).toContain("has an empty <title>");
    expect(problems.some((p) => p.startsWith("meta description is 10 characters"))).toBe(true);
  });

  it("requires the site's language and the social card tags", () => {
    const html = page()
      .replace('lang="en-GB"', 'lang="en"')
      .replace('<meta property="og:type" content="website"/>', "")
      .replace('content="summary_large_image"', 'content="summary"');
    expect(audit(html).problems).toEqual([
      '<html lang> is "en", expected en-GB',
      "has 0 og:type meta tags (expected one)",
      'twitter:card is "summary", expected summary_large_image',
    ]);
  });

  it("flags a relative canonical", () => {
    const html = page().replace(`href="${origin}/about"`, 'href="/about"');
    expect(audit(html).problems).toEqual(['canonical is not absolute: "/about"']);
  });

  it("reports broken internal references but not external, mail or fragment links", () => {
    const body = `<h1>x</h1><a href="/missing?a=1">x</a><a href="https://example.com/x">x</a>
      <a href="mailto:a@b.c">m</a><a href="#top">t</a><img srcset="/static/logo.png 1x, /static/gone.png 2x" alt="">`;
    expect(audit(page({ body })).problems).toEqual([
      "internal reference does not resolve: /missing?a=1",
      "internal reference does not resolve: /static/gone.png",
    ]);
  });

  it("checks fonts and images in inline CSS, video posters and preloaded srcsets", () => {
    const head = `<style>@font-face{src:url(/static/logo.png) format("woff2")}
      .a{background:url('/static/gone-font.woff2')}.b{background:url(data:image/png;base64,AA)}</style>
      <link rel="preload" as="image" imagesrcset="/static/preload.webp 1x">`;
    const body = `<h1>x</h1><div style="background-image: url(&quot;/static/bg.png&quot;)"></div>
      <video poster="/static/poster.jpg"></video>`;
    expect(audit(page({ head, body })).problems).toEqual([
      "internal reference does not resolve: /static/poster.jpg",
      "internal reference does not resolve: /static/preload.webp",
      "internal reference does not resolve: /static/gone-font.woff2",
      "internal reference does not resolve: /static/bg.png",
    ]);
  });

  it("checks the scripts the page starts after its first paint", () => {
    const body = withScriptsAfterFirstPaint("<body><h1>x</h1></body>", [
      "/webpack-runtime-0a1b.js",
      "/app-2c3d.js",
      "/static/logo.png",
      "/app-gone.js",
    ]).replace(/^<body>|<\/body>$/g, "");
    expect(audit(page({ body })).problems).toEqual([
      "internal reference does not resolve: /app-gone.js",
    ]);
  });

  it("checks the JSON-LD blocks", () => {
    const head = '<script type="application/ld+json">{"@context":"https://schema.org"}</script>';
    expect(audit(page({ head })).problems).toEqual(["JSON-LD node has no @type"]);
  });
});

describe("scriptListProblems", () => {
  const runtime = "/webpack-runtime-0a1b.js";
  const app = "/app-2c3d.js";

  it("passes one runtime and one app bundle among the page's chunks", () => {
    expect(scriptListProblems(["/chunk-mapping-9f.js", runtime, "/framework-1.js", app])).toEqual(
      [],
    );
  });

  it("flags a second runtime or app bundle, as one left from an earlier build", () => {
    expect(scriptListProblems([runtime, app, "/webpack-runtime-4e5f.js", "/app-6a7b.js"])).toEqual([
      "its script list has 2 webpack-runtime bundles (expected one)",
      "its script list has 2 app bundles (expected one)",
    ]);
  });

  it("flags a list without them", () => {
    expect(scriptListProblems(["/component---a.js"])).toEqual([
      "its script list has 0 webpack-runtime bundles (expected one)",
      "its script list has 0 app bundles (expected one)",
    ]);
  });

  it("applies to a built page's list", () => {
    const withList = withScriptsAfterFirstPaint(page(), [runtime, app, "/app-6a7b.js"]);
    expect(audit(withList).problems).toEqual(["its script list has 2 app bundles (expected one)"]);
  });
});

describe("duplicateProblems", () => {
  it("names pages sharing a title or description", () => {
    const a = { path: "/a", title: "T", description: "D", problems: [], links: [] };
    const b = { path: "/b", title: "T", description: "E", problems: [], links: [] };
    expect(duplicateProblems([a, b])).toEqual(['title "T" is shared by /a, /b']);
  });
});
