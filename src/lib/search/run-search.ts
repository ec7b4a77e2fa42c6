/**
 * One search: the query and its filters sent to Pagefind, the first results' data loaded, and
 * everything the dialog and the search page show made from the answer.
 */
import type { PagefindRuntime } from "./pagefind-runtime";
import { answerAsked } from "./search-answers";
import { SEARCH_FIELDS, type SearchKindId } from "./search-kinds";
import {
  categoryFilterOptions,
  kindFilterOptions,
  toSearchResult,
  type FilterOption,
  type SearchResult,
} from "./search-results";
import { KIND_NAMES, resultCountMessage } from "./search-words";

export interface SearchQuery {
  text: string;
  kind: SearchKindId | null;
  /** Only with the articles kind. */
  category: string | null;
}

export const EMPTY_QUERY: SearchQuery = { text: "", kind: null, category: null };

export interface SearchOutcome {
  query: SearchQuery;
  /** The first results, in Pagefind's order (best first). */
  results: SearchResult[];
  /** How many results the query and its filters have in all. */
  total: number;
  kinds: FilterOption<SearchKindId>[];
  /** Only when the articles kind is chosen. */
  categories: FilterOption[];
  message: string;
}

function filtersOf(query: SearchQuery): Record<string, string> {
  const filters: Record<string, string> = {};
  if (query.kind) filters[SEARCH_FIELDS.kind] = query.kind;
  if (query.kind === "articles" && query.category) filters[SEARCH_FIELDS.category] = query.category;
  return filters;
}

type PagefindResult = Awaited<ReturnType<PagefindRuntime["search"]>>["results"][number];

/**
 * The results in Pagefind's order, except that a page answering the question the query asks
 * ("how much": the plans page) comes first when it is among them. Pagefind ranks by the words
 * alone, where a calculator that mentions prices outranks the page of prices.
 */
async function answersFirst(
  pagefind: PagefindRuntime,
  text: string,
  filters: Record<string, string>,
  results: readonly PagefindResult[],
): Promise<PagefindResult[]> {
  const answer = answerAsked(text);
  if (answer === null) return [...results];
  const answering = await pagefind.search(text, {
    filters: { ...filters, [SEARCH_FIELDS.answers]: answer },
  });
  const first = new Set(answering.results.map((result) => result.id));
  return [
    ...results.filter((result) => first.has(result.id)),
    ...results.filter((result) => !first.has(result.id)),
  ];
}

export async function runSearch(
  pagefind: PagefindRuntime,
  query: SearchQuery,
  limit: number,
): Promise<SearchOutcome> {
  const text = query.text.trim();
  const filters = filtersOf(query);
  const search = await pagefind.search(text, { filters });
  const ordered = await answersFirst(pagefind, text, filters, search.results);
  const fragments = await Promise.all(ordered.slice(0, limit).map((r) => r.data()));
  const kind = query.kind ? KIND_NAMES[query.kind] : undefined;
  const category = query.kind === "articles" ? query.category : null;
  const articles = search.totalFilters[SEARCH_FIELDS.kind]?.articles ?? 0;
  return {
    query,
    results: fragments.map(toSearchResult),
    total: search.results.length,
    kinds: kindFilterOptions(search.totalFilters, search.unfilteredResultCount, query.kind),
    categories:
      query.kind === "articles"
        ? categoryFilterOptions(search.totalFilters, articles, category)
        : [],
    message: resultCountMessage(
      search.results.length,
      query.text,
      [kind?.label, category].filter((name): name is string => Boolean(name)),
    ),
  };
}
