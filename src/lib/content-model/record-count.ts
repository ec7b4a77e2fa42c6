/**
 * How many records a collection may hold. Most collections take any number: their layouts
 * adapt. A range is kept only where a page truly needs it, and it carries its reason in the
 * words an editor reads when the build stops.
 */
export interface RecordCount {
  min?: number;
  max?: number;
  /** One record and several, as an editor says them: ["plan", "plans"]. */
  noun: readonly [string, string];
  /** Why the page needs this range; the message reads "..., because <because>". */
  because: string;
}

const nounFor = (count: RecordCount, n: number): string => count.noun[n === 1 ? 0 : 1];

/** "2 to 4 plans", "at least 1 article", "exactly 5 questions", "at most 10 milestones". */
export function countRange(count: RecordCount): string {
  const { min, max } = count;
  if (min !== undefined && max !== undefined) {
    return min === max
      ? `exactly ${min} ${nounFor(count, min)}`
      : `${min} to ${max} ${nounFor(count, max)}`;
  }
  if (min !== undefined) return `at least ${min} ${nounFor(count, min)}`;
  if (max !== undefined) return `at most ${max} ${nounFor(count, max)}`;
  return `any number of ${count.noun[1]}`;
}

export function countFits(count: RecordCount, found: number): boolean {
  return (
    (count.min === undefined || found >= count.min) &&
    (count.max === undefined || found <= count.max)
  );
}

/**
 * The editor's sentence for a number of records outside the range, or null when it fits:
 * "content/plans.json: the site needs 2 to 4 plans, because ...; this file has 5. Remove 1 plan."
 */
export function countProblem(where: string, count: RecordCount, found: number): string | null {
  if (countFits(count, found)) return null;
  const tooFew = count.min !== undefined && found < count.min;
  const difference = tooFew ? (count.min ?? 0) - found : found - (count.max ?? found);
  const fix = `${tooFew ? "Add" : "Remove"} ${difference} ${nounFor(count, difference)}.`;
  return `${where}: the site needs ${countRange(count)}, because ${count.because}; ${found === 1 ? "there is" : "there are"} ${found} now. ${fix}`;
}
