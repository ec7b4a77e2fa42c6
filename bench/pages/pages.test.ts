import { parseBenchArgs } from "./args";
import { listSitemapRoutes } from "../files";
import { grownRoutes } from "./grown-routes";
import { summariseInteraction, worstOf } from "./interactions";
import {
  medianSample,
  summariseRoute,
  targetsFor,
  type LighthouseSample,
  type RouteResult,
} from "./results";
import { type BenchReport, machineSpeed, renderResultsMarkdown } from "./report";

const sample = (overrides: Partial<LighthouseSample> = {}): LighthouseSample => ({
  performance: 0.99,
  accessibility: 1,
  bestPractices: 1,
  bestPracticesOnline: 1,
  unreachable: "",
  seo: 1,
  fcpMs: 800,
  lcpMs: 1000,
  tbtMs: 20,
  cls: 0,
  lcpElement: "main > h1",
  scriptBytes: 100_000,
  sharedScriptBytes: 90_000,
  totalBytes: 200_000,
  htmlBytes: 12_000,
  benchmarkIndex: 2000,
  ...overrides,
});

describe("parseBenchArgs", () => {
  it("defaults to three runs of everything after fresh builds, in Debian's Chromium", () => {
    expect(parseBenchArgs([])).toEqual({
      runs: 3,
      build: true,
      routes: null,
      grownRoutes: null,
      chromium: "/usr/bin/chromium",
      parts: ["pages", "grown", "interactions"],
    });
  });

  it("reads every option in both spellings", () => {
    expect(
      parseBenchArgs([
        "--runs",
        "1",
        "--no-build",
        "--routes=/,/about",
        "--grown-routes",
        "/blogs,/blogs/page/2",
        "--chromium",
        "/opt/chromium",
        "--only=interactions,pages",
      ]),
    ).toEqual({
      runs: 1,
      build: false,
      routes: ["/", "/about"],
      grownRoutes: ["/blogs", "/blogs/page/2"],
      chromium: "/opt/chromium",
      parts: ["pages", "interactions"],
    });
  });

  it("takes the browser from the caller's default (CHROMIUM_PATH) when given", () => {
    expect(parseBenchArgs([], "/opt/other").chromium).toBe("/opt/other");
  });

  it("rejects what it does not understand, with the reason", () => {
    expect(() => parseBenchArgs(["--runs", "0"])).toThrow("--runs");
    expect(() => parseBenchArgs(["--routes", "about"])).toThrow("starting with /");
    expect(() => parseBenchArgs(["--grown-routes", "blogs"])).toThrow("--grown-routes");
    expect(() => parseBenchArgs(["--only", "pages,speed"])).toThrow("pages, grown, interactions");
    expect(() => parseBenchArgs(["--fast"])).toThrow("unknown option --fast");
  });
});

describe("grownRoutes", () => {
  it("takes every blog listing and three articles", () => {
    const sitemap = [
      "/",
      "/blogs",
      "/blogs/page/2",
      "/blogs/category/cloud",
      "/blogs/category/cloud/page/2",
      "/blogs/author/ada",
      "/blogs/a",
      "/blogs/b",
      "/blogs/c",
      "/blogs/d",
      "/services/x",
    ];
    expect(grownRoutes(sitemap)).toEqual([
      "/blogs",
      "/blogs/page/2",
      "/blogs/category/cloud",
      "/blogs/category/cloud/page/2",
      "/blogs/author/ada",
      "/blogs/a",
      "/blogs/c",
      "/blogs/d",
    ]);
  });
});

describe("interactions", () => {
  const event = (name: string, duration: number) => ({
    name,
    duration,
    interactionId: 7,
    startTime: 0,
  });

  it("counts an interaction's slowest event", () => {
    expect(
      worstOf([event("pointerdown", 48), event("click", 112), event("pointerup", 40)]),
    ).toEqual({ worstMs: 112, worstEvent: "click" });
    expect(worstOf([])).toEqual({ worstMs: 0, worstEvent: "none over 16 ms" });
  });

  it("reports the median run against the 100 ms limit", () => {
    const scenario = { name: "menu", route: "/", act: async () => undefined };
    const samples = [96, 160, 88].map((worstMs) => ({ worstMs, worstEvent: "click" }));
    expect(summariseInteraction(scenario, samples)).toMatchObject({
      medianMs: 96,
      minMs: 88,
      maxMs: 160,
      met: true,
    });
  });
});

describe("listSitemapRoutes", () => {
  it("gives decoded paths in sitemap order", () => {
    const xml = `<urlset><url><loc>https://example.co.uk/</loc></url><url><loc>https://example.co.uk/services/upgrades-&amp;-migrations</loc></url><url><loc>https://example.co.uk/about</loc></url></urlset>`;
    expect(listSitemapRoutes(xml)).toEqual(["/", "/services/upgrades-&-migrations", "/about"]);
  });
});

describe("median and targets", () => {
  it("reports each measure's median over the runs and the spread", () => {
    const runs = [
      sample({ performance: 0.9, lcpMs: 1400, tbtMs: 0, lcpElement: "img" }),
      sample({ performance: 0.99, tbtMs: 70, lcpElement: "p" }),
      sample({ performance: 0.95, lcpMs: 1100, tbtMs: 20, lcpElement: "h1" }),
    ];
    expect(medianSample(runs)).toMatchObject({
      performance: 0.95,
      lcpMs: 1100,
      tbtMs: 20,
      lcpElement: "h1",
    });
    const summary = summariseRoute("/about", runs);
    expect(summary.median.lcpMs).toBe(1100);
    expect(summary.range.performance).toEqual({ min: 0.9, max: 0.99 });
    expect(summary.range.lcpMs).toEqual({ min: 1000, max: 1400 });
  });

  it("does not report the second run's TBT when the performance scores tie", () => {
    const runs = [
      sample({ performance: 1, tbtMs: 0 }),
      sample({ performance: 1, tbtMs: 71 }),
      sample({ performance: 1, tbtMs: 4 }),
    ];
    expect(medianSample(runs).tbtMs).toBe(4);
  });

  it("sets performance and TBT against the bare page measured beside the page", () => {
    const bare = summariseRoute("/", [sample({ performance: 0.97, tbtMs: 160 })]);
    const within = summariseRoute("/about", [sample({ performance: 0.97, tbtMs: 240 })]);
    expect(targetsFor(within, bare).every((t) => t.met)).toBe(true);
    const over = summariseRoute("/about", [sample({ performance: 0.96, tbtMs: 241 })]);
    expect(
      targetsFor(over, bare)
        .filter((t) => !t.met)
        .map((t) => t.name),
    ).toEqual(["performance", "TBT"]);
  });

  it("takes the bare page's TBT as at least 50 ms, so a quiet machine's 0 ms allows 75", () => {
    const bare = summariseRoute("/", [sample({ tbtMs: 0 })]);
    const tbt = (tbtMs: number) =>
      targetsFor(summariseRoute("/", [sample({ tbtMs })]), bare).find((t) => t.name === "TBT");
    expect(tbt(75)?.met).toBe(true);
    expect(tbt(76)).toMatchObject({ met: false, target: "<= 1.5x bare page (75 ms)" });
  });

  it("holds every page, the home page too, to LCP 1 s, CLS 0 and the first round trip", () => {
    const bare = summariseRoute("/", [sample()]);
    const home = summariseRoute("/", [sample({ lcpMs: 1001, cls: 0.001, htmlBytes: 14_337 })]);
    expect(
      targetsFor(home, bare)
        .filter((t) => !t.met)
        .map((t) => t.name),
    ).toEqual(["LCP", "CLS", "HTML"]);
  });

  it("checks the shared JavaScript against 1.6 times the bare page, the home page's to 150 KiB", () => {
    const bare = summariseRoute("/", [sample({ scriptBytes: 50_000 })]);
    const page = summariseRoute("/about", [sample({ sharedScriptBytes: 81_000 })]);
    expect(targetsFor(page, bare).find((t) => t.name === "shared JS")?.met).toBe(false);
    const home = summariseRoute("/", [sample({ scriptBytes: 150 * 1024 + 1 })]);
    expect(targetsFor(home, bare).find((t) => t.name === "home JS")?.met).toBe(false);
  });
});

/** A whole report around these page results, each beside the same bare page. */
const benchReport = (
  bare: RouteResult,
  routes: RouteResult[],
  overrides: Partial<BenchReport> = {},
): BenchReport => ({
  measuredAt: "2026-11-23T00:00:00.000Z",
  runsPerRoute: 1,
  chromium: "Chromium 150.0.7871.100",
  lighthouse: "13.5.0",
  builds: { coldMs: null, warmMs: null, baselineMs: null },
  publicBytes: 0,
  machine: { cpus: 2, loadAverage: { min: 1.2, median: 2.5, max: 4 } },
  pages: routes.map((site) => ({
    route: site.route,
    site,
    bare,
    targets: targetsFor(site, bare),
  })),
  grown: null,
  interactions: null,
  durationMs: 1,
  ...overrides,
});

describe("renderResultsMarkdown", () => {
  it("names the browser, summarises what was missed and sets every page beside the bare page", () => {
    const bare = summariseRoute("/", [sample({ tbtMs: 40, performance: 1 })]);
    const about = summariseRoute("/about", [sample({ tbtMs: 120, performance: 1 })]);
    const markdown = renderResultsMarkdown(
      benchReport(bare, [about], {
        builds: { coldMs: 60_000, warmMs: 30_000, baselineMs: 20_000 },
        publicBytes: 10 * 1024 * 1024,
        durationMs: 90_000,
        interactions: [
          {
            name: "phone menu: open",
            route: "/",
            runs: 3,
            medianMs: 120,
            minMs: 96,
            maxMs: 150,
            worstEvent: "click",
            met: false,
          },
        ],
      }),
    );
    expect(markdown).toContain("in **Chromium 150.0.7871.100**");
    expect(markdown).toContain("2 cores, 1-minute load average 2.5 (1.2-4.0)");
    expect(markdown).toContain("2 target(s) missed");
    expect(markdown).toContain("/about: TBT 120 ms (target <= 1.5x bare page (75 ms))");
    expect(markdown).toContain("phone menu: open: 120 ms (target <= 100 ms)");
    expect(markdown).toContain(
      "| `/about` | 1.00 (1.00-1.00) (1.00) | 1000 (1000-1000) (1000) | 120 (120-120) (40, 3.00x) |",
    );
    expect(markdown).toContain("cold 60.0 s, warm 30.0 s");
    expect(markdown).toContain("| phone menu: open | `/` | 120 (96-150) | click | missed |");
  });

  it("counts a best-practices score lowered only by a host this machine cannot reach as met, and says so", () => {
    const bare = summariseRoute("/", [sample({ performance: 1, lcpMs: 900 })]);
    const offline = {
      performance: 1,
      lcpMs: 900,
      bestPractices: 0.96,
      bestPracticesOnline: 1,
      unreachable: "https://www.google.com/recaptcha/api.js",
    };
    const contact = summariseRoute("/contact", [sample(offline)]);
    const other = summariseRoute("/about", [sample({ ...offline, bestPracticesOnline: 0.96 })]);
    const markdown = renderResultsMarkdown(benchReport(bare, [contact, other]));
    expect(markdown).toContain("1 target(s) missed:\n\n- /about: bestPractices 0.96");
    expect(markdown).toContain(
      "Counted as met, as this machine cannot measure them:\n\n- /contact: bestPractices 0.96 only for https://www.google.com/recaptcha/api.js, which this machine cannot reach (1.00 without it)",
    );
    expect(markdown).toMatch(/\| `\/contact` \|.*\| 1\.00 \/ 0\.96 \/ 1\.00 \| met \|/);
  });

  it("gives the machine's speed over the pages and the bare page, leaving out runs without one", () => {
    const bare: RouteResult = summariseRoute("/", [sample({ benchmarkIndex: 3400 })]);
    const pages = [1800, 0, 2600].map((benchmarkIndex) =>
      summariseRoute("/about", [sample({ benchmarkIndex })]),
    );
    const report = benchReport(bare, pages);
    expect(machineSpeed(report)).toEqual({ min: 1800, median: 3400, max: 3400 });
  });
});
