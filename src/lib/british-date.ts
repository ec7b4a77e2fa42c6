/** Dates stored as ISO dates (a legal text's "Last updated", an article's dates), shown the British way. */
import { calendarDayProblem, writtenDateParts } from "./calendar-date";
import { MONTH_NAMES } from "./month-names";

/** Is this a real calendar date written as YYYY-MM-DD? */
export function isIsoDate(value: string): boolean {
  const parts = writtenDateParts(value, "YYYY-MM-DD");
  return parts !== null && calendarDayProblem(parts) === null;
}

/** "2026-11-23" -> "23 November 2026" (no Intl: the same on every build machine). */
export function formatBritishDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) throw new Error(`"${isoDate}" is not a date written as YYYY-MM-DD`);
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}
