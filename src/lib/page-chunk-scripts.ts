/**
 * Gatsby 5 writes only the shared scripts (runtime, framework, app) into a page; the page's own
 * chunks are fetched once the app has run and fetched the page's data: a chain of three round
 * trips, and a burst of script insertion in the middle of start-up. Listing them in the page
 * lets the browser fetch them alongside the shared ones. They are webpack chunks that only
 * register their modules when they arrive, so their order does not matter. Parts loaded on
 * demand are separate chunk groups and stay out.
 */

/** The part of webpack.stats.json (written by gatsby build) that names each chunk group's files. */
export interface WebpackChunkStats {
  assetsByChunkName: Record<string, string[] | undefined>;
}

/** Paths of the scripts of a page template's chunk group. */
export function pageChunkScripts(stats: WebpackChunkStats, componentChunkName: string): string[] {
  return (stats.assetsByChunkName[componentChunkName] ?? [])
    .filter((asset) => asset.endsWith(".js"))
    .map((asset) => `/${asset}`);
}
