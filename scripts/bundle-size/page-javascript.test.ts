import { withScriptsAfterFirstPaint } from "../../plugins/site-build/hydration/page-scripts";
import {
  budgetProblems,
  KIB,
  onDemandParts,
  pageScripts,
  scriptSources,
  totalSize,
  type WebpackStats,
} from "./page-javascript";

const stats: WebpackStats = {
  namedChunkGroups: {
    app: {
      assets: [
        { name: "webpack-runtime-1.js" },
        { name: "framework-2.js" },
        { name: "styles.3.css" },
        { name: "app-4.js" },
      ],
    },
    "component---src-pages-index-tsx": {
      assets: [{ name: "commons-5.js" }, { name: "component---src-pages-index-tsx-6.js" }],
    },
    "part-stats-section": { assets: [{ name: "part-stats-section-7.js" }] },
    "part-contact-form": { assets: [{ name: "commons-5.js" }, { name: "part-contact-form-8.js" }] },
    "consent-banner": { assets: [{ name: "commons-5.js" }, { name: "consent-banner-9.js" }] },
  },
};

const html = `<!DOCTYPE html><html><head><script>inline()</script></head><body>
<div data-on-demand="stats-section"></div><div data-on-demand="contact-form"></div>
<div data-on-demand="stats-section"></div>
<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>
<script src="/app-4.js" async></script><script src="https://www.google.com/recaptcha/api.js"></script>
</body></html>`;

describe("scriptSources and onDemandParts", () => {
  it("lists the site's own external scripts, without the slash", () => {
    expect(scriptSources(html)).toEqual(["webpack-runtime-1.js", "framework-2.js", "app-4.js"]);
  });

  it("lists the scripts a page starts after its first paint as well", () => {
    const listed = withScriptsAfterFirstPaint(html, ["/component-6.js"]);
    expect(scriptSources(listed)).toEqual([
      "webpack-runtime-1.js",
      "framework-2.js",
      "app-4.js",
      "component-6.js",
    ]);
  });

  it("lists each prebuilt on-demand part once", () => {
    expect(onDemandParts(html)).toEqual(["stats-section", "contact-form"]);
  });

  it("leaves out a part that stays prebuilt: its code never loads", () => {
    const page = html.replace(
      '<div data-on-demand="contact-form">',
      '<div data-on-demand="partners" data-stays-prebuilt=""></div><div data-on-demand="contact-form">',
    );
    expect(onDemandParts(page)).toEqual(["stats-section", "contact-form"]);
  });
});

describe("pageScripts", () => {
  it("sorts the page's scripts into shared, its own chunks and after idle, each file once", () => {
    expect(
      pageScripts({ html, componentChunkName: "component---src-pages-index-tsx", stats }),
    ).toEqual({
      shared: ["webpack-runtime-1.js", "framework-2.js", "app-4.js"],
      page: ["commons-5.js", "component---src-pages-index-tsx-6.js"],
      afterIdle: ["part-stats-section-7.js", "part-contact-form-8.js", "consent-banner-9.js"],
    });
  });

  it("keeps the page's own chunks its own when the page also lists them", () => {
    const withPageChunks = withScriptsAfterFirstPaint(html, [
      "/commons-5.js",
      "/component---src-pages-index-tsx-6.js",
    ]);
    const scripts = pageScripts({
      html: withPageChunks,
      componentChunkName: "component---src-pages-index-tsx",
      stats,
    });
    expect(scripts.shared).toEqual(["webpack-runtime-1.js", "framework-2.js", "app-4.js"]);
    expect(scripts.page).toEqual(["commons-5.js", "component---src-pages-index-tsx-6.js"]);
  });

  it("counts a script tag the app group does not name as shared too", () => {
    const withExtra = html.replace("</body>", '<script src="/polyfill-0.js"></script></body>');
    const scripts = pageScripts({
      html: withExtra,
      componentChunkName: "component---src-pages-index-tsx",
      stats,
    });
    expect(scripts.shared).toContain("polyfill-0.js");
  });

  it("fails when a page names a chunk group the build did not write", () => {
    expect(() =>
      pageScripts({ html, componentChunkName: "component---src-pages-gone-tsx", stats }),
    ).toThrow('webpack.stats.json has no chunk group "component---src-pages-gone-tsx"');
  });
});

describe("totalSize", () => {
  it("adds up the size of each file", () => {
    const sizes: Record<string, number> = { "a.js": 100, "b.js": 50 };
    expect(totalSize(["a.js", "b.js"], (file) => sizes[file])).toBe(150);
  });
});

describe("budgetProblems", () => {
  const budget = { homeBudget: 150 * KIB, sharedBaseline: 60 * KIB, sharedRatio: 1.6 };

  it("passes pages within both budgets", () => {
    const routes = [
      { route: "/", total: 150 * KIB, shared: 96 * KIB },
      { route: "/about", total: 200 * KIB, shared: 96 * KIB },
    ];
    expect(budgetProblems({ routes, ...budget })).toEqual([]);
  });

  it("names the home page over its budget and shared bundles over the ratio", () => {
    const routes = [{ route: "/", total: 151 * KIB, shared: 97 * KIB }];
    expect(budgetProblems({ routes, ...budget })).toEqual([
      "/ loads 151.0 KiB of JavaScript, over the budget of 150.0 KiB",
      "framework + app + runtime are 97.0 KiB, 1.62x the bare Gatsby page (limit 1.6x = 96.0 KiB)",
    ]);
  });

  it("fails when the home page was not measured", () => {
    expect(budgetProblems({ routes: [], ...budget })).toEqual(["the home page / was not measured"]);
  });
});
