/** Dates stored as ISO dates (a legal text's "Last updated", an article's dates), shown the British way. */
import { MONTH_NAMES } from "./month-names";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Is this a real calendar date written as YYYY-MM-DD? */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** "2026-11-23" -> "23 November 2026" (no Intl: the same on every build machine). */
export function formatBritishDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) throw new Error(`"${isoDate}" is not a date written as YYYY-MM-DD`);
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}
