/**
 * Which JavaScript files a built page loads, from what Gatsby writes into public/: the page's
 * <script> tags and the list its loader starts after first paint (runtime, framework, app, and
 * the component's own chunks), its component's
 * chunk group in webpack.stats.json, and the chunk groups of the on-demand parts and the
 * consent banner it loads after idle.
 */

import { attributesOf, BuiltPage } from "../../plugins/site-build/built-html/built-html";
import { pageScriptList } from "../../plugins/site-build/hydration/page-scripts";
import {
  chunkGroupScripts,
  SHARED_GROUP,
  type WebpackStats,
} from "../../plugins/site-build/hydration/page-chunk-scripts";

export type { WebpackStats };

/** One page's script files (names relative to public/), each counted once. */
export interface PageScripts {
  /** Loaded by every page: webpack runtime, framework (React), app. */
  shared: string[];
  /** The page component's own chunks, not already shared. */
  page: string[];
  /** Loaded once the page is idle: its on-demand parts and the consent banner. */
  afterIdle: string[];
}

/** The chunk group of a part made with onDemandPart("name", ...) is "part-name". */
export const partChunkGroup = (part: string): string => `part-${part}`;
/** The banner's chunk, loaded on every first visit (no consent choice stored yet). */
export const CONSENT_BANNER_GROUP = "consent-banner";

/** The src of every script of the site's own that a page loads, without the leading slash. */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  const tagged = new BuiltPage(html)
    .named("script")
    .flatMap((script) => attributesOf(script).src ?? []);
  for (const src of [...tagged, ...pageScriptList(html)]) {
    if (/^(https?:)?\/\//i.test(src)) continue;
    sources.push(src.replace(/^\//, "").replace(/[?#].*$/, ""));
  }
  return sources;
}

/**
 * The names of the on-demand parts prebuilt into a page that load their code (their
 * data-on-demand wrappers); a part that stays prebuilt (data-stays-prebuilt) never does.
 */
export function onDemandParts(html: string): string[] {
  const names = new BuiltPage(html).elements.flatMap((element) => {
    const attributes = attributesOf(element);
    return "data-stays-prebuilt" in attributes ? [] : (attributes["data-on-demand"] ?? []);
  });
  return [...new Set(names)];
}

function groupScripts(stats: WebpackStats, group: string): string[] {
  const scripts = chunkGroupScripts(stats, group);
  if (!scripts) throw new Error(`webpack.stats.json has no chunk group "${group}"`);
  return scripts;
}

/** Sorts a page's script files into shared, page and after-idle, each file once. */
export function pageScripts(options: {
  html: string;
  componentChunkName: string;
  stats: WebpackStats;
}): PageScripts {
  const { html, componentChunkName, stats } = options;
  const seen = new Set<string>();
  const take = (names: readonly string[]) =>
    names.filter((name) => {
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    });
  // The page's own chunks are listed in it too (finish-pages), but they are still its own.
  const pageGroup = groupScripts(stats, componentChunkName);
  const shared = take([
    ...groupScripts(stats, SHARED_GROUP),
    ...scriptSources(html).filter((name) => name.endsWith(".js") && !pageGroup.includes(name)),
  ]);
  const page = take(pageGroup);
  const afterIdle = take([
    ...onDemandParts(html).flatMap((part) => groupScripts(stats, partChunkGroup(part))),
    ...(chunkGroupScripts(stats, CONSENT_BANNER_GROUP) ?? []),
  ]);
  return { shared, page, afterIdle };
}

/** Total size of some files, each looked up once (e.g. its gzip size). */
export function totalSize(files: readonly string[], sizeOf: (file: string) => number): number {
  return files.reduce((sum, file) => sum + sizeOf(file), 0);
}

export const KIB = 1024;

/** Budget problems for the measured pages; empty when all are within budget. */
export function budgetProblems(options: {
  routes: readonly { route: string; total: number; shared: number }[];
  homeBudget: number;
  sharedBaseline: number;
  sharedRatio: number;
}): string[] {
  const problems: string[] = [];
  const home = options.routes.find((r) => r.route === "/");
  if (!home) problems.push("the home page / was not measured");
  else if (home.total > options.homeBudget) {
    problems.push(
      `/ loads ${(home.total / KIB).toFixed(1)} KiB of JavaScript, over the budget of ${(options.homeBudget / KIB).toFixed(1)} KiB`,
    );
  }
  const shared = Math.max(0, ...options.routes.map((r) => r.shared));
  const limit = options.sharedBaseline * options.sharedRatio;
  if (shared > limit) {
    problems.push(
      `framework + app + runtime are ${(shared / KIB).toFixed(1)} KiB, ${(shared / options.sharedBaseline).toFixed(2)}x the bare Gatsby page (limit ${options.sharedRatio}x = ${(limit / KIB).toFixed(1)} KiB)`,
    );
  }
  return problems;
}
