import { MONTH_NAMES } from "./month-names";

/** "July 3, 2025" → a UTC date. Throws on any other shape (the content check prevents that). */
export function parseBlogDate(text: string): Date {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim());
  const month = match ? (MONTH_NAMES as readonly string[]).indexOf(match[1]) : -1;
  if (!match || month < 0) throw new Error(`Not a blog date: ${JSON.stringify(text)}`);
  return new Date(Date.UTC(Number(match[3]), month, Number(match[2])));
}

/** A day as the site writes it: "July 3, 2025" (the date's own calendar day, local time). */
export function formatBlogDate(date: Date): string {
  return `${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
