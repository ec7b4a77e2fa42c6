/** The About timeline starts with 2014 selected. */
export const INITIAL_TIMELINE_YEAR = 2014;

/**
 * The year selected when the page opens: 2014 when the timeline has it,
 * otherwise the earliest year (an editor may one day drop or rename entries).
 */
export function initialTimelineYear(years: readonly number[]): number | undefined {
  if (years.includes(INITIAL_TIMELINE_YEAR)) return INITIAL_TIMELINE_YEAR;
  return years.length > 0 ? Math.min(...years) : undefined;
}

/** The DOM id of a year's entry, shared by the entry and the button that controls it. */
export function timelineEntryId(year: number): string {
  return `journey-${year}`;
}

/** Smooth scrolling unless the visitor asked for reduced motion. */
export function timelineScrollOptions(prefersReducedMotion: boolean): ScrollIntoViewOptions {
  return { behavior: prefersReducedMotion ? "auto" : "smooth", block: "nearest" };
}
