/**
 * The grown copy's pages the benchmark measures: every blog listing (the index, each
 * category's and each author's, with their later pages), whose size grows with the number of
 * articles, and three articles (the first, middle and last the sitemap names).
 */
export function grownRoutes(sitemapRoutes: readonly string[]): string[] {
  const isListing = (route: string) =>
    /^\/blogs(\/(category|author)\/[^/]+)?(\/page\/\d+)?$/.test(route);
  const listings = sitemapRoutes.filter(isListing);
  const articles = sitemapRoutes.filter(
    (route) => /^\/blogs\/[^/]+$/.test(route) && !isListing(route),
  );
  const sample = [articles[0], articles[Math.floor(articles.length / 2)], articles.at(-1)];
  return [...listings, ...new Set(sample.filter((route): route is string => Boolean(route)))];
}
