/**
 * Every page in the sitemap must be reachable by following links from another page: a page
 * only the sitemap names is found by search engines but by no visitor. Checked over the whole
 * build by check-public.
 */

/** The site paths a sitemap lists (<loc> URLs, decoded). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = new URL(match[1].replace(/&amp;/g, "&")).pathname;
    try {
      return decodeURIComponent(pathname);
    } catch {
      return pathname;
    }
  });
}

const normalise = (sitePath: string): string =>
  sitePath.length > 1 ? sitePath.replace(/\/+$/, "") : sitePath;

/** One line per sitemap page that no other page links to. */
export function orphanPageProblems(
  listed: readonly string[],
  pages: readonly { path: string; links: readonly string[] }[],
): string[] {
  const linked = new Set<string>();
  for (const page of pages) {
    for (const link of page.links) {
      if (normalise(link) !== normalise(page.path)) linked.add(normalise(link));
    }
  }
  return listed
    .filter((sitePath) => !linked.has(normalise(sitePath)))
    .map(
      (sitePath) =>
        `${sitePath}: is in the sitemap but no other page links to it (link it from a page, a menu or an index)`,
    );
}
