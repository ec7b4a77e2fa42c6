/**
 * What the report's table controls decide, apart from the page they run in: how two cells
 * compare, which way a column sorts next, which rows a filter keeps, and what the live region
 * says. The browser script (report-controls.ts) applies them to the table.
 */

export type SortKind = "text" | "number";
export type SortDirection = "ascending" | "descending";

/** Two cells' values in a column's order (numbers as numbers, text as a reader sorts it). */
export function compareValues(a: string, b: string, kind: SortKind): number {
  if (kind === "number") return Number(a) - Number(b);
  return a.localeCompare(b, "en", { sensitivity: "base", numeric: true });
}

/** A first press sorts a column ascending; pressing the sorted column again turns it round. */
export function nextDirection(isSortedColumn: boolean, current: SortDirection): SortDirection {
  if (!isSortedColumn) return "ascending";
  return current === "ascending" ? "descending" : "ascending";
}

/** What a row says about its problems (its data attributes). */
export interface RowProblems {
  /** The kinds of problem ("duplicate-title orphan"). */
  kinds: readonly string[];
  /** Their severities ("error warning"). */
  severities: readonly string[];
}

/**
 * The filter's values: "" every page, "any" a page with any problem, "error", "warning" or
 * "notice" a page with a problem of that severity, "kind:<kind>" a page with that problem.
 */
export function rowMatches(filter: string, row: RowProblems): boolean {
  if (filter === "") return true;
  if (filter === "any") return row.kinds.length > 0;
  if (filter.startsWith("kind:")) return row.kinds.includes(filter.slice("kind:".length));
  return row.severities.includes(filter);
}

/** The live region's words after a change: how many rows show, and in what order. */
export function rowsStatus({
  shown,
  total,
  filterLabel,
  sortLabel,
  direction,
}: {
  shown: number;
  total: number;
  /** The filter's label, or null when every page shows. */
  filterLabel: string | null;
  sortLabel: string;
  direction: SortDirection;
}): string {
  const pages = `${total} ${total === 1 ? "page" : "pages"}`;
  const which = filterLabel === null ? `All ${pages}` : `${shown} of ${pages} (${filterLabel})`;
  return `${which}, sorted by ${sortLabel}, ${direction}.`;
}
