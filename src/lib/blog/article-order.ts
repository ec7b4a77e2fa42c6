/** Articles are listed newest first; related articles prefer the same category. */
export interface DatedArticle {
  slug: string;
  title: string;
  category: { name: string };
  /** ISO date, "2025-07-03". */
  datePublished: string;
}

/** Code-unit order: ISO dates sort by it, and it needs no collator (slow to start in a browser). */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first; articles of the same day by title, so the order never depends on file order. */
export function newestFirst<T extends Pick<DatedArticle, "title" | "datePublished">>(
  posts: readonly T[],
): T[] {
  return [...posts].sort(
    (a, b) => byCodeUnits(b.datePublished, a.datePublished) || byCodeUnits(a.title, b.title),
  );
}

/**
 * The slugs of the articles to suggest under an article: those of its category first,
 * then the others, each group newest first.
 */
export function relatedArticleSlugs(
  current: { slug: string; category: { name: string } },
  posts: readonly DatedArticle[],
  count = 3,
): string[] {
  const others = newestFirst(posts.filter((post) => post.slug !== current.slug));
  const sameCategory = others.filter((post) => post.category.name === current.category.name);
  const rest = others.filter((post) => post.category.name !== current.category.name);
  return [...sameCategory, ...rest].slice(0, count).map((post) => post.slug);
}

/** Puts records back into the order of a list of slugs (a query returns them in its own order). */
export function inSlugOrder<T extends { slug: string }>(
  posts: readonly T[],
  slugs: readonly string[],
): T[] {
  return slugs.flatMap((slug) => posts.filter((post) => post.slug === slug));
}
