/**
 * The blog index's category filter lives in the query string (?category=Cloud%20Computing)
 * so a filtered list can be shared and survives a reload.
 */
export const CATEGORY_PARAM = "category";

/** The category named by the query string, spelled as the site spells it; null means all. */
export function categoryFromSearch(search: string, categories: readonly string[]): string | null {
  const wanted = new URLSearchParams(search).get(CATEGORY_PARAM)?.trim().toLowerCase();
  if (!wanted) return null;
  return categories.find((category) => category.toLowerCase() === wanted) ?? null;
}

/**
 * The query string for a choice, other parameters kept. Spaces are written as %20 (not "+"),
 * which reads the same everywhere a link is pasted.
 */
export function searchWithCategory(search: string, category: string | null): string {
  const others = search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && decodeURIComponent(part.split("=")[0]) !== CATEGORY_PARAM);
  if (category) others.push(`${CATEGORY_PARAM}=${encodeURIComponent(category)}`);
  return others.length > 0 ? `?${others.join("&")}` : "";
}

export function filterByCategory<T extends { category: string }>(
  posts: readonly T[],
  category: string | null,
): readonly T[] {
  return category ? posts.filter((post) => post.category === category) : posts;
}

/** How many articles each category holds (categories without any count 0). */
export function countByCategory(
  posts: readonly { category: string }[],
  categories: readonly string[],
): Record<string, number> {
  const counts = Object.fromEntries(categories.map((category) => [category, 0]));
  for (const post of posts) counts[post.category] = (counts[post.category] ?? 0) + 1;
  return counts;
}

/** The live line under the filter: "Showing 14 articles", "Showing 1 article". */
export function articleCountLabel(count: number): string {
  return `Showing ${count} ${count === 1 ? "article" : "articles"}`;
}
