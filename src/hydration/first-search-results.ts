/**
 * The first results the search page's inline script showed before hydration
 * (inline/search-first-results.ts), handed to the page's first render so React hydrates them as
 * they are: the same elements, later filled with Pagefind's results in place.
 */
import type { SearchResult } from "../lib/search/search-results";
import { isInitialHydration } from "./initial-hydration";

export interface FirstSearchResults {
  /** The query in the address, as written there. */
  query: string;
  results: SearchResult[];
}

declare global {
  interface Window {
    __firstSearchResults?: FirstSearchResults;
  }
}

/** What the inline script showed, while the prebuilt page hydrates; null on any later render. */
export function shownFirstSearchResults(): FirstSearchResults | null {
  if (typeof window === "undefined" || !isInitialHydration()) return null;
  return window.__firstSearchResults ?? null;
}
