/**
 * Pagefind's browser runtime, written by the build into /pagefind/ and loaded only when a
 * visitor opens search, or with the search page opened with a query. It fetches its WebAssembly and the parts of the
 * index a query needs as the visitor types.
 */
import { QUERY_IN_ADDRESS } from "./first-results";
import { EXCERPT_WORDS, type FilterCounts, type PagefindFragment } from "./search-results";

/** The index and runtime's folder (plugins/site-build/search/write-search-index.ts). */
export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

/** The part of pagefind.js the site calls (its API is documented at pagefind.app/docs/api). */
export interface PagefindRuntime {
  options(options: {
    excerptLength?: number;
    noWorker?: boolean;
    ranking?: { metaWeights?: Record<string, number> };
  }): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<FilterCounts>;
  preload(term: string, options?: { filters?: Record<string, string> }): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{
    results: Array<{ id: string; data(): Promise<PagefindFragment> }>;
    unfilteredResultCount: number;
    filters: FilterCounts;
    totalFilters: FilterCounts;
  }>;
}

/**
 * A page whose title holds the searched word is what the visitor most likely wants: its title
 * counts this much (Pagefind's default is 5), so "Compliance Cost Calculator" leads for "cost
 * calculator" rather than every page that mentions a cost in passing.
 */
const TITLE_WEIGHT = 10;

/**
 * Where Pagefind searches: on the page's main thread as a rule, since its worker costs the first
 * search 13 KiB more and brings results no sooner (`npm run bench:search`). In its worker when
 * the page was opened with a query in its address ("/search?q=backup"): that search runs while
 * the page hydrates, and its first use of Intl.Segmenter (10 to 20 ms) and the results' parsing
 * would then be long tasks on the main thread (`npm run bench`, Total Blocking Time).
 */
function searchesInWorker(): boolean {
  return document.documentElement.hasAttribute(QUERY_IN_ADDRESS);
}

let loading: Promise<PagefindRuntime> | null = null;

function isRuntime(module: unknown): module is PagefindRuntime {
  return typeof (module as Partial<PagefindRuntime> | null)?.search === "function";
}

/**
 * Loads and starts the runtime once; the filters are loaded with it, so every search also
 * answers how many results each filter would show. A failed load is forgotten, so the next
 * attempt starts again.
 */
export function loadPagefind(): Promise<PagefindRuntime> {
  loading ??= import(/* webpackIgnore: true */ PAGEFIND_SCRIPT)
    .then(async (module: unknown) => {
      if (!isRuntime(module)) throw new Error(`${PAGEFIND_SCRIPT} is not Pagefind's runtime`);
      await module.options({
        excerptLength: EXCERPT_WORDS,
        noWorker: !searchesInWorker(),
        ranking: { metaWeights: { title: TITLE_WEIGHT } },
      });
      await module.init();
      await module.filters();
      return module;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Starts loading the runtime while the visitor types their first word; a failure waits for the search. */
export function preloadSearch(): void {
  loadPagefind().catch(() => undefined);
}
