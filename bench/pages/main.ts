/**
 * npm run bench: builds the site, a grown copy of it and a bare Gatsby page, serves them on
 * loopback and runs Lighthouse (mobile preset) several times on every page of the sitemap and
 * the grown copy's blog pages, each run followed by a run of the bare page, so every figure
 * stands beside the bare page's from the same moment of the machine; then the interactions
 * (bench/pages/interactions.ts). Writes bench/results.json and bench/RESULTS.md with the
 * browser's version, the medians and ranges, the bare page's figures and whether each target is
 * met. Bounded: it stops by itself (a time limit per run and overall).
 *
 *   npm run bench                              everything, three runs each, fresh builds
 *   npm run bench -- --routes /,/contact       only these pages (and the grown copy, interactions)
 *   npm run bench -- --grown-routes /blogs     only these pages of the grown copy
 *   npm run bench -- --only pages --runs 1 --no-build   a quick look at the existing build
 *   npm run bench -- --chromium /path/to/chromium       another browser build
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium as playwrightChromium } from "@playwright/test";
import {
  BENCH_GROWN_SITE_DIR,
  BENCH_GROWTH,
  buildGrownSite,
  grownSiteIsBuilt,
} from "../../scripts/grown-site";
import { parseBenchArgs } from "./args";
import { directorySize, listSitemapRoutes } from "../files";
import { grownRoutes } from "./grown-routes";
import { measureInteractions } from "./interactions";
import { freePort, waitForServer } from "../../test-support/ports";
import { bestPracticesOnline, type BestPracticesLhr } from "./offline-errors";
import { type LighthouseSample, type PagePair, summariseRoute, targetsFor } from "./results";
import { type BenchReport, type CheckedPair, pairLine, renderResultsMarkdown } from "./report";
import { siteServerArguments } from "../../scripts/serve/command";
import { precompressFiles } from "../../plugins/site-build/post-build/precompress-files";
import { startHttp2HeadMeter } from "../../scripts/html-size/http2-head-bytes";
import { pageBytes } from "../../scripts/html-size/page-bytes";
import { BROWSER_ACCEPT_ENCODING, fetchServed } from "../../scripts/html-size/served-page";

const ROOT = path.resolve(__dirname, "../..");
const BASELINE = path.join(ROOT, "bench", "baseline");
const OUT_DIR = path.join(ROOT, "bench");
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
/** Whole-run guard: never more than this, whatever happens. */
const OVERALL_LIMIT_MS = 120 * 60 * 1000;
const RUN_LIMIT_MS = 90 * 1000;

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const gatsbyBin = path.join(ROOT, "node_modules", ".bin", "gatsby");

function timedBuild(cwd: string, clean: boolean): number {
  if (clean) execFileSync(gatsbyBin, ["clean"], { cwd, env, stdio: "ignore" });
  const started = Date.now();
  execFileSync(gatsbyBin, ["build"], { cwd, env, stdio: "ignore" });
  return Date.now() - started;
}

/**
 * Serves a built site as `npm run serve` does (scripts/serve.cjs), so pages are as served. The
 * site's builds wrote their compressed copies; the bare page's build is given the same, so
 * both go out alike.
 */
async function serve(cwd: string): Promise<{ child: ChildProcess; origin: string }> {
  if (cwd === BASELINE) precompressFiles(path.join(cwd, "public"));
  const port = String(await freePort());
  const child = spawn(process.execPath, siteServerArguments({ host: "127.0.0.1", port }), {
    cwd,
    env: { ...env, NODE_ENV: "production" },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${origin}/`, 60_000);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { child, origin };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms),
    ),
  ]);
}

async function main() {
  const options = parseBenchArgs(process.argv.slice(2), process.env.CHROMIUM_PATH);
  const started = Date.now();
  const guard = setTimeout(() => {
    console.error("bench: overall time limit reached, stopping");
    process.exit(2);
  }, OVERALL_LIMIT_MS);
  guard.unref();
  const chromiumVersion = execFileSync(options.chromium, ["--version"]).toString().trim();
  console.log(`bench: ${chromiumVersion} (${options.chromium}), ${os.cpus().length} cores`);

  const builds: BenchReport["builds"] = { coldMs: null, warmMs: null, baselineMs: null };
  if (options.build && options.parts.includes("pages")) {
    console.log("bench: cold build of the site…");
    builds.coldMs = timedBuild(ROOT, true);
    console.log("bench: warm build of the site…");
    builds.warmMs = timedBuild(ROOT, false);
  }
  if (options.build || !fs.existsSync(path.join(BASELINE, "public", "index.html"))) {
    console.log("bench: build of the bare baseline page…");
    builds.baselineMs = timedBuild(BASELINE, true);
  }
  const grown = options.parts.includes("grown");
  if (grown && (options.build || !grownSiteIsBuilt(BENCH_GROWN_SITE_DIR))) {
    console.log(
      `bench: build of a copy grown to ${BENCH_GROWTH.articles} articles and ${BENCH_GROWTH.services} services…`,
    );
    await buildGrownSite({ dir: BENCH_GROWN_SITE_DIR, ...BENCH_GROWTH });
  }
  const publicBytes = directorySize(path.join(ROOT, "public"));
  const sitemapRoutes = (dir: string) =>
    listSitemapRoutes(fs.readFileSync(path.join(dir, "public", "sitemap-0.xml"), "utf8"));

  const servers: ChildProcess[] = [];
  const servedAt = async (cwd: string) => {
    const server = await serve(cwd);
    servers.push(server.child);
    return server.origin;
  };
  const [siteOrigin, bareOrigin] = [await servedAt(ROOT), await servedAt(BASELINE)];
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromium,
    chromeFlags: CHROME_FLAGS,
  });
  const loadAverages: number[] = [];
  const meter = await startHttp2HeadMeter();

  async function measure(url: string): Promise<LighthouseSample> {
    loadAverages.push(os.loadavg()[0]);
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      }),
      RUN_LIMIT_MS,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const sample = sampleFromLhr(result.lhr as unknown as LhrLike);
    // The HTML as check:html-size counts it (headers as HTTP/2 sends them): Lighthouse's own
    // transfer size spells them as this loopback server's HTTP/1.1 does.
    const { origin, pathname, search } = new URL(url);
    const served = await fetchServed(
      origin,
      `${pathname}${search}`,
      BROWSER_ACCEPT_ENCODING,
      meter,
    );
    return { ...sample, htmlBytes: pageBytes(served) };
  }

  /** Each run of the page is followed by a run of the bare page. */
  async function measurePairs(origin: string, routes: readonly string[]): Promise<CheckedPair[]> {
    const pairs: CheckedPair[] = [];
    for (const route of routes) {
      const site: LighthouseSample[] = [];
      const bare: LighthouseSample[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        site.push(await measure(`${origin}${route}`));
        bare.push(await measure(`${bareOrigin}/`));
      }
      const pair: PagePair = {
        route,
        site: summariseRoute(route, site),
        bare: summariseRoute("/", bare),
      };
      console.log(`bench: ${pairLine(pair)}`);
      pairs.push({ ...pair, targets: targetsFor(pair.site, pair.bare) });
    }
    return pairs;
  }

  try {
    const pages = options.parts.includes("pages")
      ? await measurePairs(siteOrigin, options.routes ?? sitemapRoutes(ROOT))
      : [];
    let grownReport: BenchReport["grown"] = null;
    if (grown) {
      const grownOrigin = await servedAt(BENCH_GROWN_SITE_DIR);
      console.log("bench: the grown copy's blog pages…");
      grownReport = {
        ...BENCH_GROWTH,
        pages: await measurePairs(
          grownOrigin,
          options.grownRoutes ?? grownRoutes(sitemapRoutes(BENCH_GROWN_SITE_DIR)),
        ),
      };
    }
    let interactions: BenchReport["interactions"] = null;
    if (options.parts.includes("interactions")) {
      console.log("bench: interactions…");
      const browser = await playwrightChromium.launch({
        executablePath: options.chromium,
        args: ["--no-sandbox", "--disable-gpu"],
      });
      try {
        interactions = await measureInteractions({
          browser,
          origin: siteOrigin,
          runs: options.runs,
          log: (line) => console.log(`bench: ${line}`),
        });
      } finally {
        await browser.close();
      }
    }
    const sortedLoad = [...loadAverages].sort((a, b) => a - b);
    const report: BenchReport = {
      measuredAt: new Date().toISOString(),
      runsPerRoute: options.runs,
      chromium: chromiumVersion,
      lighthouse: (
        JSON.parse(
          fs.readFileSync(path.join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8"),
        ) as { version: string }
      ).version,
      builds,
      publicBytes,
      machine: {
        cpus: os.cpus().length,
        loadAverage: {
          min: sortedLoad[0] ?? 0,
          median: sortedLoad[Math.floor((sortedLoad.length - 1) / 2)] ?? 0,
          max: sortedLoad[sortedLoad.length - 1] ?? 0,
        },
      },
      pages,
      grown: grownReport,
      interactions,
      durationMs: Date.now() - started,
    };
    const markdown = renderResultsMarkdown(report);
    fs.writeFileSync(path.join(OUT_DIR, "results.json"), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(OUT_DIR, "RESULTS.md"), markdown);
    console.log(markdown);
    console.log(`bench: wrote bench/results.json and bench/RESULTS.md in ${report.durationMs} ms`);
  } finally {
    await meter.close();
    await chrome.kill();
    for (const server of servers) server.kill();
  }
}

/** The parts of a Lighthouse result this benchmark reads. */
interface LhrLike extends BestPracticesLhr {
  environment?: { benchmarkIndex?: number };
  audits: Record<
    string,
    {
      score?: number | null;
      numericValue?: number;
      details?: {
        items?: Array<Record<string, unknown>>;
      };
    }
  >;
}

function sampleFromLhr(lhr: LhrLike): LighthouseSample {
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as Array<{
    url?: string;
    resourceType?: string;
    transferSize?: number;
  }>;
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const sum = (items: typeof requests) => items.reduce((t, r) => t + (r.transferSize ?? 0), 0);
  const document = requests.find((r) => r.resourceType === "Document");
  const shared = scripts.filter((r) => /\/(framework|app|webpack-runtime)-/.test(r.url ?? ""));
  // Lighthouse 13 names the LCP element in its LCP breakdown insight (older versions in an audit).
  const lcpItems =
    lhr.audits["lcp-breakdown-insight"]?.details?.items ??
    lhr.audits["largest-contentful-paint-element"]?.details?.items ??
    [];
  const lcpNode = findNode(lcpItems);
  const online = bestPracticesOnline(lhr);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    bestPracticesOnline: online.score,
    unreachable: online.unreachable,
    seo: score("seo"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    lcpElement: lcpNode,
    scriptBytes: sum(scripts),
    sharedScriptBytes: sum(shared),
    totalBytes: sum(requests),
    htmlBytes: document?.transferSize ?? 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  };
}

/** The LCP element sits somewhere in a list of tables and nodes; take the first node's selector. */
export function findNode(items: Array<Record<string, unknown>>): string {
  for (const item of items) {
    if (item.type === "node") return String(item.selector ?? item.snippet ?? "");
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    if (node) return node.selector ?? node.snippet ?? "";
    const nested = (item.items as Array<Record<string, unknown>> | undefined) ?? [];
    const found = findNode(nested);
    if (found) return found;
  }
  return "";
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
