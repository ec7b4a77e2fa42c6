/**
 * Gatsby 5 writes only the shared scripts (runtime, framework, app) into a page; the page's own
 * chunks are fetched once the app has run and fetched the page's data: a chain of three round
 * trips, and a burst of script insertion in the middle of start-up. Listing them in the page
 * lets the browser fetch them alongside the shared ones. They are webpack chunks that only
 * register their modules when they arrive, so their order does not matter. Parts loaded on
 * demand are separate chunk groups and stay out.
 *
 * The build adds them to the finished page's script list (post-build/finish-pages.ts) rather
 * than while rendering it: reading files while rendering makes Gatsby rebuild every page every
 * time. The files are read by build-files.ts.
 */
import { attributesOf, parsedPage, textOf, type BuiltPage } from "../built-html/built-html";

/** Gatsby's chunk group of the runtime, framework and app bundles every page starts with. */
export const SHARED_GROUP = "app";

/** The part of webpack.stats.json (written by gatsby build) that names each chunk group's files. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: readonly { name: string }[] } | undefined>;
}

/** The script files (relative to public/) of a named chunk group, or undefined if there is none. */
export function chunkGroupScripts(stats: WebpackStats, group: string): string[] | undefined {
  return stats.namedChunkGroups[group]?.assets
    .map((asset) => asset.name)
    .filter((name) => name.endsWith(".js"));
}

/** Paths of the scripts of a page template's chunk group, as the page links them. */
export function pageChunkScripts(stats: WebpackStats, componentChunkName: string): string[] {
  return (chunkGroupScripts(stats, componentChunkName) ?? []).map((name) => `/${name}`);
}

/** Gatsby's statement naming the page, inside its inline loader script. */
const PAGE_PATH_STATEMENT = /\bwindow\.pagePath\s*=\s*("(?:[^"\\]|\\.)*")/;

/** The site path Gatsby wrote into a built page (window.pagePath), or null if there is none. */
export function builtPagePath(html: string | BuiltPage): string | null {
  for (const script of parsedPage(html).named("script")) {
    if ("src" in attributesOf(script)) continue;
    const match = PAGE_PATH_STATEMENT.exec(textOf(script));
    if (match) return JSON.parse(match[1]) as string;
  }
  return null;
}
