/**
 * The sitemap's pages, each with `lastmod` where a record's date says when it last changed:
 * an article's last review (its update, or else its date), a case study's update (or publication), a legal page's "last updated",
 * and for a listing (the blog's pages, the case studies index) the newest of what it lists.
 * Pages without a dated record (home, services, tools) carry no lastmod rather than a
 * build time that would claim a change every day. gatsby-config hands this to
 * gatsby-plugin-sitemap as its query and resolvePages. A scheduled article is left out.
 */
import { LEGAL_DOCUMENTS, isLegalSlug } from "../../../src/lib/legal/legal-documents";
import { PAGES } from "../../../src/lib/routes";

export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
  allBlogPost { nodes { path dateModified scheduled } }
  allCaseStudy { nodes { path dateModified } }
  allLegalDocument { nodes { slug lastUpdated } }
}`;

export interface SitemapQueryData {
  allSitePage: { nodes: { path: string; pageContext?: unknown }[] };
  allBlogPost: { nodes: { path: string; dateModified: string; scheduled: boolean }[] };
  allCaseStudy: { nodes: { path: string; dateModified: string }[] };
  allLegalDocument: { nodes: { slug: string; lastUpdated: string }[] };
}

export interface SitemapPage {
  path: string;
  /** ISO date, "2025-07-03". */
  lastmod?: string;
}

const newest = (dates: readonly string[]): string | undefined =>
  dates.length === 0 ? undefined : [...dates].sort().at(-1);

/** A listing page's newest article, as gatsby-node put it in the page's context. */
function listingNewest(context: unknown): string | undefined {
  const value = (context as { newest?: unknown } | null | undefined)?.newest;
  return typeof value === "string" ? value : undefined;
}

export function sitemapPages(data: SitemapQueryData): SitemapPage[] {
  const dates = new Map<string, string>();
  for (const post of data.allBlogPost.nodes) dates.set(post.path, post.dateModified);
  for (const study of data.allCaseStudy.nodes) dates.set(study.path, study.dateModified);
  for (const legal of data.allLegalDocument.nodes) {
    if (isLegalSlug(legal.slug)) dates.set(LEGAL_DOCUMENTS[legal.slug].path, legal.lastUpdated);
  }
  const studies = newest(data.allCaseStudy.nodes.map((study) => study.dateModified));
  if (studies) dates.set(PAGES.caseStudies.path, studies);
  // A scheduled article's page is built but left out until its day (src/lib/blog/schedule.ts).
  const scheduled = new Set(
    data.allBlogPost.nodes.filter((post) => post.scheduled).map((post) => post.path),
  );
  return data.allSitePage.nodes
    .filter(({ path }) => !scheduled.has(path))
    .map(({ path, pageContext }) => {
      const lastmod = dates.get(path) ?? listingNewest(pageContext);
      return lastmod ? { path, lastmod } : { path };
    });
}

/** One sitemap entry: the page's address and, where known, its lastmod. */
export function sitemapEntry({ path, lastmod }: SitemapPage): { url: string; lastmod?: string } {
  return lastmod ? { url: path, lastmod } : { url: path };
}
