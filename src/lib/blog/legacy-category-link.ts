/**
 * Before categories had their own pages, the index filtered itself by a query string
 * (/blogs?category=Cloud%20Computing). Such links, shared or bookmarked, now lead to the
 * category's page: its name is matched ignoring case, spaces and punctuation, so the old
 * "Cybersecurity" finds "Cyber Security", and so are the slugs of categories merged into it
 * (`formerSlugs`), so the old "Cloud Solutions" finds "Cloud Computing".
 */
const CATEGORY_PARAM = "category";

const letters = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The page of the category an old link names, or null when it names none. */
export function legacyCategoryPath(
  search: string,
  categories: readonly { name: string; path: string; formerSlugs?: readonly string[] | null }[],
): string | null {
  const wanted = new URLSearchParams(search).get(CATEGORY_PARAM);
  if (!wanted || letters(wanted) === "") return null;
  const names = (category: (typeof categories)[number]) => [
    category.name,
    ...(category.formerSlugs ?? []),
  ];
  return (
    categories.find((category) => names(category).some((name) => letters(name) === letters(wanted)))
      ?.path ?? null
  );
}
