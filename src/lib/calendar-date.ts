/**
 * Whether a date a person wrote is a day of the calendar, and if not, which part is wrong.
 * JavaScript's Date rolls "December 32" over to the next January and "February 30" into March
 * without a word; content dates are checked here first, so such a date never reaches a page.
 */
import { MONTH_NAMES } from "./month-names";

/** A day of the Gregorian calendar; month 1 is January. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** How many days the month has (month 1 is January). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Which part of the date is wrong, in an editor's words ("day 32 does not exist in December",
 * "February 2026 has 28 days"), or null for a real day.
 */
export function calendarDayProblem({ year, month, day }: CalendarDay): string | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return `month ${month} does not exist (months run from 1 to 12)`;
  }
  const name = MONTH_NAMES[month - 1];
  if (!Number.isInteger(day) || day < 1 || day > 31) return `day ${day} does not exist in ${name}`;
  const days = daysInMonth(year, month);
  if (day <= days) return null;
  // February's length depends on the year, so the year is named with it.
  return month === 2 ? `${name} ${year} has ${days} days` : `${name} has ${days} days`;
}

/** The two ways content writes a date (Day.js tokens, as the CMS's date picker takes them). */
export const WRITTEN_DATE_FORMATS = {
  "MMMM D, YYYY": /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/,
  "YYYY-MM-DD": /^(\d{4})-(\d{2})-(\d{2})$/,
} as const;

export type WrittenDateFormat = keyof typeof WRITTEN_DATE_FORMATS;

/** The year, month and day a date is written with ("July 3, 2025", "2025-07-03"), or null. */
export function writtenDateParts(text: string, format: WrittenDateFormat): CalendarDay | null {
  const match = WRITTEN_DATE_FORMATS[format].exec(text.trim());
  if (!match) return null;
  if (format === "YYYY-MM-DD") {
    const [year, month, day] = match.slice(1).map(Number);
    return { year, month, day };
  }
  const month = (MONTH_NAMES as readonly string[]).indexOf(match[1]) + 1;
  return month === 0 ? null : { year: Number(match[3]), month, day: Number(match[2]) };
}

/**
 * Why a date written in that format is not a day of the calendar, or null when it is one (or is
 * not written in that format at all: the field's pattern says so in its own words).
 */
export function writtenDateProblem(text: string, format: WrittenDateFormat): string | null {
  const parts = writtenDateParts(text, format);
  const problem = parts && calendarDayProblem(parts);
  return problem ? `${JSON.stringify(text)} is not a day of the calendar: ${problem}` : null;
}
