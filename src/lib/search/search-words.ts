/**
 * Every word site search shows, in one place: the dialog, the search page and the filters read
 * them from here (the header's control, in every page's bundle, only needs SEARCH_LABEL). The
 * status over the first results of a query in the address is first-results.ts's, as the inline
 * script that shows them bundles nothing else.
 */
import { SEARCH_LABEL, type SearchKindId } from "./search-kinds";

export const SEARCH_WORDS = {
  /** The dialog's name and its field's label, the search page's title. */
  search: SEARCH_LABEL,
  placeholder: "Articles, services, tools…",
  hint: "Find articles, services, case studies, tools and pages. Open search from any page with / or Ctrl+K.",
  clear: "Clear",
  results: "Results",
  seeAll: "See all results",
  searching: "Searching…",
  failed: "Search could not be loaded.",
  retry: "Try again",
  kindFilter: "Kind",
  categoryFilter: "Category",
  allKinds: "All",
  allCategories: "All categories",
  pageLead: "Find articles, services, case studies and tools.",
  pageField: "Search the site",
  showMore: "Show more results",
  everything: "Everything on the site",
  /** The search page without scripts, above the list of every page. */
  needsScripts: "Search needs JavaScript. Below is every page of the site.",
} as const;

/** Each kind's filter name (as the site names the group) and one result's kind. */
export const KIND_NAMES: Readonly<Record<SearchKindId, { label: string; one: string }>> = {
  articles: { label: "Articles", one: "Article" },
  services: { label: "Services", one: "Service" },
  "case-studies": { label: "Case studies", one: "Case study" },
  tools: { label: "Tools", one: "Tool" },
  pages: { label: "Plans and pages", one: "Page" },
};

/** What the result count says, politely announced: "3 results for “backup” in Services". */
export function resultCountMessage(
  count: number,
  query: string,
  within: readonly string[] = [],
): string {
  const scope = within.length > 0 ? ` in ${within.join(", ")}` : "";
  const quoted = `“${query.trim()}”`;
  if (count === 0) return `No results for ${quoted}${scope}`;
  return `${count} ${count === 1 ? "result" : "results"} for ${quoted}${scope}`;
}
