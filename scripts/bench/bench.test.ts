import { parseBenchArgs } from "./args";
import { listSitemapRoutes } from "./files";
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
  seo: 1,
  fcpMs: 800,
  lcpMs: 1000,
  tbtMs: 20,
  cls: 0,
  lcpElement: "main > h1",
  scriptBytes: 100_000,
  sharedScriptBytes: 90_000,
  totalBytes: 200_000,
  benchmarkIndex: 2000,
  ...overrides,
});

describe("parseBenchArgs", () => {
  it("defaults to three runs of every page after fresh builds", () => {
    expect(parseBenchArgs([])).toEqual({ runs: 3, build: true, routes: null });
  });

  it("reads --runs, --no-build and --routes in both spellings", () => {
    expect(parseBenchArgs(["--runs", "1", "--no-build", "--routes=/,/about"])).toEqual({
      runs: 1,
      build: false,
      routes: ["/", "/about"],
    });
  });

  it("rejects what it does not understand, with the reason", () => {
    expect(() => parseBenchArgs(["--runs", "0"])).toThrow("--runs");
    expect(() => parseBenchArgs(["--routes", "about"])).toThrow("starting with /");
    expect(() => parseBenchArgs(["--fast"])).toThrow("unknown option --fast");
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

  it("holds the home page to its own limits and every other page to the strict ones", () => {
    const baseline = summariseRoute("/", [sample({ scriptBytes: 70_000 })]);
    const home = summariseRoute("/", [
      sample({ performance: 0.96, tbtMs: 90, lcpMs: 1400, scriptBytes: 140_000 }),
    ]);
    expect(targetsFor(home, baseline).every((t) => t.met)).toBe(true);
    const page = summariseRoute("/about", [sample({ performance: 0.96, tbtMs: 90, lcpMs: 1400 })]);
    const missed = targetsFor(page, baseline)
      .filter((t) => !t.met)
      .map((t) => t.name);
    expect(missed).toEqual(["performance", "LCP", "TBT"]);
  });

  it("checks the shared JavaScript against 1.6 times the bare page", () => {
    const baseline = summariseRoute("/", [sample({ scriptBytes: 50_000 })]);
    const page = summariseRoute("/about", [sample({ sharedScriptBytes: 81_000 })]);
    const shared = targetsFor(page, baseline).find((t) => t.name === "shared JS");
    expect(shared?.met).toBe(false);
  });
});

/** A whole report around these page results, each checked against its targets. */
const benchReport = (
  baseline: RouteResult,
  routes: RouteResult[],
  overrides: Partial<BenchReport> = {},
): BenchReport => ({
  measuredAt: "2026-11-23T00:00:00.000Z",
  runsPerRoute: 1,
  chromium: "Chromium 156",
  lighthouse: "13.5.0",
  builds: { coldMs: null, warmMs: null, baselineMs: null },
  publicBytes: 0,
  baseline,
  routes: routes.map((route) => ({ ...route, targets: targetsFor(route, baseline) })),
  durationMs: 1,
  ...overrides,
});

describe("renderResultsMarkdown", () => {
  it("summarises what was missed and lists every page", () => {
    const baseline: RouteResult = summariseRoute("/", [sample()]);
    const about = summariseRoute("/about", [sample({ tbtMs: 120 })]);
    const markdown = renderResultsMarkdown(
      benchReport(baseline, [about], {
        builds: { coldMs: 60_000, warmMs: 30_000, baselineMs: 20_000 },
        publicBytes: 10 * 1024 * 1024,
        durationMs: 90_000,
      }),
    );
    expect(markdown).toContain("1 target(s) missed");
    expect(markdown).toContain("/about: TBT 120 ms (target <= 50 ms)");
    expect(markdown).toContain("| `/about` |");
    expect(markdown).toContain("cold 60.0 s, warm 30.0 s");
    expect(markdown).toContain(
      "| machine speed | Lighthouse CPU benchmark index 2000 (2000-2000);",
    );
  });

  it("gives the machine's speed over the pages and the baseline, leaving out runs without one", () => {
    const baseline: RouteResult = summariseRoute("/", [sample({ benchmarkIndex: 3400 })]);
    const pages = [1800, 0, 2600].map((benchmarkIndex) =>
      summariseRoute("/about", [sample({ benchmarkIndex })]),
    );
    const report = benchReport(baseline, pages);
    expect(machineSpeed(report)).toEqual({ min: 1800, median: 2600, max: 3400 });
  });
});
