/**
 * The SEO report for a terminal and for a pipeline (`npm run seo`, `npm run seo -- --json`):
 * the same findings the page at /admin/seo/ lists, one line each, or as JSON.
 */
import { FINDING_KINDS, SEVERITIES } from "./finding-kinds";
import { findingsByPage, type SeoReport } from "./seo-report";

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** One line of totals, then one line per finding, errors first. */
export function reportText(report: SeoReport): string {
  const { error, warning, notice } = report.counts;
  const lines = [
    `seo: ${plural(report.pages.length, "page")} on ${report.siteOrigin}: ${plural(error, "error")}, ${plural(warning, "warning")}, ${plural(notice, "notice")}`,
  ];
  for (const severity of SEVERITIES) {
    for (const item of report.findings.filter((f) => f.severity === severity)) {
      const pages = item.pages.length === 0 ? "" : ` [${item.pages.join(", ")}]`;
      lines.push(
        `${severity.padEnd(7)} ${FINDING_KINDS[item.kind].label}: ${item.message}${pages}`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

/** What a pipeline reads: the totals, every finding, and each page's row without its HTML. */
export function reportJson(report: SeoReport): string {
  const byPage = findingsByPage(report.findings);
  return `${JSON.stringify(
    {
      siteOrigin: report.siteOrigin,
      counts: report.counts,
      findings: report.findings,
      pages: report.pages.map((row) => ({
        path: row.path,
        title: row.title,
        titleCharacters: row.title.length,
        titlePixels: row.titleWidth,
        description: row.description,
        descriptionCharacters: row.description?.length ?? 0,
        descriptionPixels: row.descriptionWidth,
        canonical: row.canonical,
        robots: row.robots,
        indexable: row.indexable,
        inSitemap: row.inSitemap,
        lastModified: row.lastModified,
        h1: row.h1,
        wordCount: row.wordCount,
        imagesWithoutAlt: row.imagesWithoutAlt,
        linksIn: row.linksIn,
        linksOut: row.links,
        structuredDataTypes: row.types,
        openGraph: row.openGraph,
        problems: (byPage.get(row.path) ?? []).map((f) => f.kind),
      })),
      redirects: report.redirects,
      robots: { sitemaps: report.robots.sitemaps, disallowed: report.robots.disallowed },
      feed: { title: report.feed.title, items: report.feed.items },
    },
    null,
    2,
  )}\n`;
}
