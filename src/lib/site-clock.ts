/**
 * The site's "today": the calendar day in the UK (Europe/London, so GMT in winter and BST in
 * summer), which decides whether an article dated today or later is published yet. The build,
 * the content check and the admin page all read it here.
 *
 * SITE_BUILD_DATE (YYYY-MM-DD) fixes the day, for tests only (a build "on" a given day); the
 * site never sets it.
 */
import { isIsoDate } from "./british-date";

/** The variable that fixes the site's day, for tests. */
export const SITE_BUILD_DATE_VARIABLE = "SITE_BUILD_DATE";

/** The day an instant falls on in the UK, as an ISO date ("2026-12-06"). */
export function londonDay(instant: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The value of SITE_BUILD_DATE where there is an environment (not in a browser). */
function fixedDay(): string | undefined {
  return typeof process === "undefined" ? undefined : process.env.SITE_BUILD_DATE || undefined;
}

/** Today in the UK as an ISO date, or the day SITE_BUILD_DATE fixes. */
export function siteToday(now: Date = new Date(), fixed: string | undefined = fixedDay()): string {
  if (fixed === undefined) return londonDay(now);
  if (!isIsoDate(fixed)) {
    throw new Error(
      `${SITE_BUILD_DATE_VARIABLE}=${JSON.stringify(fixed)} is not a day written as YYYY-MM-DD; leave it unset outside tests`,
    );
  }
  return fixed;
}
