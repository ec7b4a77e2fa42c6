/**
 * The first results of the search page opened with a query in its address ("/search?q=backup"),
 * found before any bundle loads: the page's inline script (src/hydration/inline/
 * search-first-results.ts) reads the list of every page the page already holds and shows, at
 * the first paint, the pages whose title or summary has every word of the query. They are
 * marked as first matches; Pagefind's ranked results then take their places, element for
 * element, once the page's scripts and the index have loaded. Pure, so it is tested without a
 * browser.
 */
import type { ExcerptPart, SearchResult } from "./search-results";
import { EXCERPT_WORDS } from "./excerpt-words";

/**
 * On the root element, set before the first paint when the address holds a query: the results
 * hold their room from the start, so nothing below them moves as they arrive.
 */
export const QUERY_IN_ADDRESS = "data-search-query";

/** The attributes the inline script reads and writes on the search page. */
export const FIRST_RESULTS_DOM = {
  /** On each kind's part of the list of every page: one result's kind ("Service"). */
  kind: "data-kind",
  /** On each link of that list: the page's summary, as its card or its search result has it. */
  summary: "data-summary",
  /** The results' <ol>: while it has no results, hidden, its one item a result's template. */
  results: "data-results",
  /** On the results' <ol> when it shows results. */
  shown: "data-shown",
  /** The polite status above the results. */
  status: "data-status",
  /** The hint shown before anything is typed. */
  hint: "data-hint",
} as const;

/** At most this many first results: more than a phone's first screen holds. */
export const FIRST_RESULTS_MAX = 8;

/**
 * What the status says over the first results, before the index has answered: one line, as the
 * count that replaces it, so nothing below it moves.
 */
export function firstResultsMessage(query: string): string {
  return `First matches for “${query.trim()}”…`;
}

/** A page of the list of every page. */
export interface ListedPage {
  title: string;
  url: string;
  /** One result's kind: "Article", "Service", "Case study", "Tool", "Page". */
  kind: string;
  summary: string;
}

/** The words of a query or a text, in lower case: letters and digits, accented ones too. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9\u00c0-\u024f]+/)
    .filter((word) => word !== "");
}

/** Whether a page's word is one of the query's, or starts with one ("backups" for "backup"). */
function matchesOne(word: string, wanted: readonly string[]): boolean {
  return wanted.some((query) => word.startsWith(query));
}

/**
 * The summary as an excerpt: the query's words marked, as Pagefind marks them, cut after
 * `length` words with an ellipsis.
 */
export function markedSummary(
  summary: string,
  wanted: readonly string[],
  length: number,
): ExcerptPart[] {
  const pieces = summary.trim().split(/(\s+)/);
  const words = pieces.filter((_, index) => index % 2 === 0);
  const shown = pieces.slice(0, length * 2 - 1);
  if (words.length > length) shown.push(" …");
  const parts: ExcerptPart[] = [];
  for (const piece of shown) {
    const marked = piece.trim() !== "" && matchesOne(searchWords(piece)[0] ?? "", wanted);
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += piece;
    else parts.push({ text: piece, marked });
  }
  return parts;
}

/**
 * The listed pages whose title and summary together have every word of the query (as a word or
 * the start of one), those with every word in the title first, otherwise in the list's order;
 * at most `max`, each with its summary as the excerpt.
 */
export function firstMatches(
  pages: readonly ListedPage[],
  query: string,
  max = FIRST_RESULTS_MAX,
): SearchResult[] {
  const wanted = searchWords(query);
  if (wanted.length === 0) return [];
  const has = (text: string) => {
    const words = searchWords(text);
    return (query: string) => words.some((word) => word.startsWith(query));
  };
  const found = pages.flatMap((page) => {
    const inTitle = has(page.title);
    const inEither = has(`${page.title} ${page.summary}`);
    if (!wanted.every(inEither)) return [];
    return [{ page, titleFirst: wanted.every(inTitle) ? 0 : 1 }];
  });
  return found
    .sort((a, b) => a.titleFirst - b.titleFirst)
    .slice(0, max)
    .map(({ page }) => ({
      url: page.url,
      title: page.title,
      kind: page.kind,
      excerpt: markedSummary(page.summary, wanted, EXCERPT_WORDS),
    }));
}
