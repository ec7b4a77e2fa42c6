/**
 * An article says what was true when it was last reviewed: its `updated` date, or else its
 * `date`. Past twelve months it may no longer be, so `npm run check:launch` lists it (a
 * warning: an old article can still be right, but someone should read it again).
 */
import { parseBlogDate } from "../blog-date";

export const REVIEW_AFTER_MONTHS = 12;

export interface ReviewedArticle {
  slug: string;
  title: string;
  /** "July 3, 2025", as the content writes dates. */
  date: string;
  updated?: string | null;
}

/** The day the article was last reviewed, as a UTC date. */
export function lastReviewed(article: ReviewedArticle): Date {
  return parseBlogDate(article.updated ?? article.date);
}

/** Articles whose last review is more than twelve months before `today`, oldest first. */
export function articlesDueForReview<T extends ReviewedArticle>(
  articles: readonly T[],
  today: Date,
): T[] {
  const limit = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - REVIEW_AFTER_MONTHS, today.getUTCDate()),
  );
  return articles
    .filter((article) => lastReviewed(article) < limit)
    .sort((a, b) => lastReviewed(a).getTime() - lastReviewed(b).getTime());
}
