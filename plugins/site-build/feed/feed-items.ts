/**
 * The RSS feed's items (/rss.xml, gatsby-plugin-feed in gatsby-config.ts): every published
 * article, newest first. A scheduled article (src/lib/blog/schedule.ts) joins the feed with the
 * first build on its day.
 */
import { withoutScheduled } from "../../../src/lib/blog/schedule";

/** The article fields the feed's query asks for. */
export interface FeedArticle {
  title: string;
  description: string;
  /** ISO date, "2025-07-03". */
  datePublished: string;
  path: string;
  scheduled: boolean;
}

/** The query gatsby-plugin-feed runs for the feed. */
export const FEED_QUERY = `{
  allBlogPost {
    nodes { title description datePublished path scheduled }
  }
}`;

export function feedItems(articles: readonly FeedArticle[], siteUrl: string) {
  return withoutScheduled(articles)
    .sort((a, b) => b.datePublished.localeCompare(a.datePublished))
    .map((post) => ({
      title: post.title,
      description: post.description,
      url: `${siteUrl}${post.path}`,
      guid: `${siteUrl}${post.path}`,
      date: new Date(`${post.datePublished}T00:00:00Z`).toISOString(),
    }));
}
