/**
 * An article dated after today (the UK's day, site-clock.ts) is scheduled: its page is built,
 * so a link to it can be previewed, but the page asks search engines not to index it, and it
 * is listed nowhere: not on the blog's index, category or author pages, under another article,
 * in site search, the RSS feed or the sitemap. The first build on or after its date publishes
 * it (on Netlify a daily scheduled function starts that build, on a day an article is due:
 * docs/operations.md).
 */
import { formatBritishDate } from "../british-date";

/** Is an article published on `datePublished` (ISO) still to come on `today` (ISO)? */
export function isScheduled(datePublished: string, today: string): boolean {
  return datePublished > today;
}

/** The articles a visitor may be shown today: those dated today or earlier. */
export function publishedOn<T extends { datePublished: string }>(
  posts: readonly T[],
  today: string,
): T[] {
  return posts.filter((post) => !isScheduled(post.datePublished, today));
}

/** The articles to list, link, search and feed: those the build has not marked scheduled. */
export function withoutScheduled<T extends { readonly scheduled: boolean }>(
  posts: readonly T[],
): T[] {
  return posts.filter((post) => !post.scheduled);
}

/** "scheduled for 12 December 2026" */
export function scheduledFor(datePublished: string): string {
  return `scheduled for ${formatBritishDate(datePublished)}`;
}

/** What a scheduled article's editor is told, after the file or record it is about. */
export function scheduleNote(datePublished: string, pagePath: string): string {
  return `${scheduledFor(datePublished)}: its page ${pagePath} is built but hidden from search engines, and it is not listed, linked, searched, in the RSS feed or in the sitemap until that day`;
}

/**
 * Where each build publishes the days its scheduled articles are due: the daily scheduled
 * function (functions/scheduled-rebuild.ts) asks for a build only once one of them has come.
 * Days only, no titles or addresses.
 */
export const PUBLISH_DAYS_PATH = "/publish-days.json";

/** The list's text: the days (ISO) scheduled articles are due, each once, in order. */
export function publishDaysText(scheduledDates: readonly string[]): string {
  return `${JSON.stringify({ days: [...new Set(scheduledDates)].sort() })}\n`;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days a published list holds; null for anything that is not such a list. */
export function publishDaysIn(json: unknown): string[] | null {
  const days = (json as { days?: unknown } | null)?.days;
  if (!Array.isArray(days)) return null;
  return days.every((day) => typeof day === "string" && ISO_DAY.test(day)) ? days : null;
}

/**
 * Whether an article the deployed build held back is due on `today`: any listed day that is no
 * longer to come (a missed night's day too, as no build has run since).
 */
export function hasDueArticle(days: readonly string[], today: string): boolean {
  return days.some((day) => !isScheduled(day, today));
}
