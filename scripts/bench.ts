/**
 * npm run bench: builds the site and a bare Gatsby page, serves both on loopback and runs
 * Lighthouse (mobile preset) several times on every page of the sitemap, then writes
 * bench/results.json and bench/RESULTS.md with the median run of each page, the spread, and
 * whether each target is met. Bounded: it stops by itself (a time limit per run and overall).
 *
 *   npm run bench                          every page, three runs each, fresh builds
 *   npm run bench -- --routes /,/contact   only these pages
 *   npm run bench -- --runs 1 --no-build   one run each, on the existing build
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseBenchArgs } from "./bench/args";
import { directorySize, listSitemapRoutes } from "./bench/files";
import { freePort } from "./bench/ports";
import {
  type LighthouseSample,
  type RouteResult,
  summariseRoute,
  targetsFor,
} from "./bench/results";
import { renderResultsMarkdown } from "./bench/report";

const ROOT = path.resolve(__dirname, "..");
const BASELINE = path.join(ROOT, "bench", "baseline");
const OUT_DIR = path.join(ROOT, "bench");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
const OVERALL_LIMIT_MS = 40 * 60 * 1000;
const RUN_LIMIT_MS = 90 * 1000;

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const gatsbyBin = path.join(ROOT, "node_modules", ".bin", "gatsby");

function timedBuild(cwd: string, clean: boolean): number {
  if (clean) execFileSync(gatsbyBin, ["clean"], { cwd, env, stdio: "ignore" });
  const started = Date.now();
  execFileSync(gatsbyBin, ["build"], { cwd, env, stdio: "ignore" });
  return Date.now() - started;
}

async function serve(cwd: string, port: number): Promise<ChildProcess> {
  const child = spawn(gatsbyBin, ["serve", "--host", "127.0.0.1", "--port", String(port)], {
    cwd,
    env,
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error(`gatsby serve in ${cwd} did not start on port ${port}`);
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
  const options = parseBenchArgs(process.argv.slice(2));
  const started = Date.now();
  const guard = setTimeout(() => {
    console.error("bench: overall time limit reached, stopping");
    process.exit(2);
  }, OVERALL_LIMIT_MS);
  guard.unref();

  const builds: { coldMs: number | null; warmMs: number | null; baselineMs: number | null } = {
    coldMs: null,
    warmMs: null,
    baselineMs: null,
  };
  if (options.build) {
    console.log("bench: cold build of the site…");
    builds.coldMs = timedBuild(ROOT, true);
    console.log("bench: warm build of the site…");
    builds.warmMs = timedBuild(ROOT, false);
  }
  if (options.build || !fs.existsSync(path.join(BASELINE, "public", "index.html"))) {
    console.log("bench: build of the bare baseline page…");
    builds.baselineMs = timedBuild(BASELINE, true);
  }
  const publicBytes = directorySize(path.join(ROOT, "public"));
  const routes =
    options.routes ??
    listSitemapRoutes(fs.readFileSync(path.join(ROOT, "public", "sitemap-0.xml"), "utf8"));

  const [sitePort, basePort] = [await freePort(), await freePort()];
  const servers = [await serve(ROOT, sitePort), await serve(BASELINE, basePort)];
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
  });

  async function measure(url: string): Promise<LighthouseSample> {
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
    return sampleFromLhr(result.lhr as unknown as LhrLike);
  }

  try {
    const measureRoute = async (base: string, route: string): Promise<RouteResult> => {
      const samples: LighthouseSample[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        samples.push(await measure(`${base}${route}`));
      }
      return summariseRoute(route, samples);
    };
    console.log("bench: baseline…");
    const baseline = await measureRoute(`http://127.0.0.1:${basePort}`, "/");
    const results: RouteResult[] = [];
    for (const route of routes) {
      console.log(`bench: ${route}`);
      results.push(await measureRoute(`http://127.0.0.1:${sitePort}`, route));
    }
    const report = {
      measuredAt: new Date().toISOString(),
      runsPerRoute: options.runs,
      chromium: execFileSync(CHROMIUM, ["--version"]).toString().trim(),
      lighthouse: (
        JSON.parse(
          fs.readFileSync(path.join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8"),
        ) as { version: string }
      ).version,
      builds,
      publicBytes,
      baseline,
      routes: results.map((r) => ({ ...r, targets: targetsFor(r, baseline) })),
      durationMs: Date.now() - started,
    };
    fs.writeFileSync(path.join(OUT_DIR, "results.json"), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(OUT_DIR, "RESULTS.md"), renderResultsMarkdown(report));
    console.log(`bench: wrote bench/results.json and bench/RESULTS.md in ${report.durationMs} ms`);
  } finally {
    await chrome.kill();
    for (const server of servers) server.kill();
  }
}

/** The parts of a Lighthouse result this benchmark reads. */
interface LhrLike {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
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
  const shared = scripts.filter((r) => /\/(framework|app|webpack-runtime)-/.test(r.url ?? ""));
  // Lighthouse 13 names the LCP element in its LCP breakdown insight (older versions in an audit).
  const lcpItems =
    lhr.audits["lcp-breakdown-insight"]?.details?.items ??
    lhr.audits["largest-contentful-paint-element"]?.details?.items ??
    [];
  const lcpNode = findNode(lcpItems);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    lcpElement: lcpNode,
    scriptBytes: sum(scripts),
    sharedScriptBytes: sum(shared),
    totalBytes: sum(requests),
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
