import { useCallback, useEffect, useState } from "react";
import { categoryFromSearch, searchWithCategory } from "../../lib/blog/category-filter";

/**
 * The chosen category, kept in the address (?category=…). The prebuilt page shows every
 * article; the address is read after mounting (reading it during the first render would not
 * match the prebuilt HTML) and again whenever the router moves to another address of this
 * page, e.g. back/forward or a category link on an article.
 */
export function useCategoryFilter(
  categories: readonly string[],
  routerLocation: { key?: string; search: string },
): [string | null, (category: string | null) => void] {
  const [category, setCategory] = useState<string | null>(null);
  const { key, search } = routerLocation;

  useEffect(() => {
    setCategory(categoryFromSearch(window.location.search, categories));
    // `key` and `search` change with every router navigation, including to this same page.
  }, [categories, key, search]);

  const choose = useCallback((next: string | null) => {
    setCategory(next);
    const { pathname, search: current, hash } = window.location;
    // Replaced, not pushed: trying filters should not fill the Back button's history.
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}${searchWithCategory(current, next)}${hash}`,
    );
  }, []);

  return [category, choose];
}
