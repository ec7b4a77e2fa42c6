/**
 * npm run check:bundle-size: the JavaScript each built page loads, gzip-compressed with
 * Node's zlib at its default level (what most servers send on the fly), and two budgets:
 *
 *   - the home page `/` loads at most 150 KiB (everything it loads without a click: the shared
 *     bundles, its own chunks, its on-demand parts and the consent banner after idle);
 *   - the shared framework + app + webpack runtime stay within 1.6x a bare Gatsby page's.
 *
 * Prints a table of every page. `--public DIR` measures another build; the bare page's figure
 * below was measured that way: `npx tsx scripts/check-bundle-size.ts --public bench/baseline/public`
 * after `npm run bench` (or `npx gatsby build` in bench/baseline) has built it.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import {
  budgetProblems,
  KIB,
  pageScripts,
  totalSize,
  type PageScripts,
  type WebpackStats,
} from "./bundle-size/page-javascript";
import { allPageData, readWebpackStats } from "../plugins/site-build/built-html/build-files";

/**
 * webpack runtime + framework + app of the bare Gatsby page in bench/baseline (one page, one
 * heading, no plugins), gzip at zlib's default level: 1,707 + 45,456 + 19,116 bytes.
 * Figures of Gatsby 5.16.1 with React 18.3.1: measure them again after upgrading either.
 */
export const BARE_GATSBY_SHARED_GZIP_BYTES = 66_279;
const HOME_BUDGET_BYTES = 150 * KIB;
const SHARED_RATIO_LIMIT = 1.6;

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const publicDir = path.resolve(argument("--public") ?? path.join(__dirname, "..", "public"));

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(publicDir, file))).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The HTML file Gatsby wrote for a page path ("/" -> index.html, "/404.html" -> 404.html). */
function htmlFileOf(pagePath: string): string {
  if (pagePath.endsWith(".html")) return path.join(publicDir, pagePath);
  return path.join(publicDir, pagePath, "index.html");
}

interface RouteSize {
  route: string;
  scripts: PageScripts;
  shared: number;
  page: number;
  afterIdle: number;
  total: number;
}

function measure(stats: WebpackStats): RouteSize[] {
  return allPageData(publicDir)
    .filter(
      (data): data is { path: string; componentChunkName: string } =>
        typeof data.path === "string" && typeof data.componentChunkName === "string",
    )
    .filter((data) => fs.existsSync(htmlFileOf(data.path)))
    .map((data) => {
      const html = fs.readFileSync(htmlFileOf(data.path), "utf8");
      const scripts = pageScripts({ html, componentChunkName: data.componentChunkName, stats });
      const shared = totalSize(scripts.shared, gzipSize);
      const page = totalSize(scripts.page, gzipSize);
      const afterIdle = totalSize(scripts.afterIdle, gzipSize);
      return {
        route: data.path,
        scripts,
        shared,
        page,
        afterIdle,
        total: shared + page + afterIdle,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

function printTable(routes: readonly RouteSize[]): void {
  const header = ["page", "shared", "page chunks", "after idle", "total", "x bare"];
  const rows = routes.map((r) => [
    r.route,
    kib(r.shared),
    kib(r.page),
    kib(r.afterIdle),
    kib(r.total),
    `${(r.total / BARE_GATSBY_SHARED_GZIP_BYTES).toFixed(2)}x`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ");
  console.log("JavaScript per page, KiB gzip (zlib default level):");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

function main(): void {
  const stats = readWebpackStats(publicDir);
  if (stats === null) {
    console.error(`${publicDir}/webpack.stats.json is missing: build the site first.`);
    process.exit(1);
  }
  const routes = measure(stats);
  printTable(routes);
  const shared = Math.max(0, ...routes.map((r) => r.shared));
  console.log(
    `shared framework + app + runtime: ${kib(shared)} KiB (${shared} bytes), ` +
      `${(shared / BARE_GATSBY_SHARED_GZIP_BYTES).toFixed(2)}x the bare Gatsby page's ${kib(BARE_GATSBY_SHARED_GZIP_BYTES)} KiB`,
  );
  // Measuring another build (e.g. the bare page itself) prints its figures without judging them.
  if (argument("--public")) return;
  const problems = budgetProblems({
    routes,
    homeBudget: HOME_BUDGET_BYTES,
    sharedBaseline: BARE_GATSBY_SHARED_GZIP_BYTES,
    sharedRatio: SHARED_RATIO_LIMIT,
  });
  if (problems.length > 0) {
    console.error("check:bundle-size: over budget:");
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    `check:bundle-size: / within ${kib(HOME_BUDGET_BYTES)} KiB, shared within ${SHARED_RATIO_LIMIT}x the bare page.`,
  );
}

main();
