import { calendarDayProblem, writtenDateParts } from "./calendar-date";
import { MONTH_NAMES } from "./month-names";

/**
 * "July 3, 2025" → a UTC date. Throws on any other shape and on a day the calendar does not
 * have ("February 30, 2026"), rather than rolling it over (the content check prevents both).
 */
export function parseBlogDate(text: string): Date {
  const parts = writtenDateParts(text, "MMMM D, YYYY");
  if (!parts || calendarDayProblem(parts)) {
    throw new Error(`Not a blog date: ${JSON.stringify(text)}`);
  }
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

/** A day as the site writes it: "July 3, 2025" (the date's own calendar day, local time). */
export function formatBlogDate(date: Date): string {
  return `${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
