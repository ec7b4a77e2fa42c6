/**
 * A blog category merged into another names the old one's slug in `formerSlugs`; its old page
 * leads to the category it is part of now with a permanent redirect (created by the build for
 * every host: see plugins/site-build/node/create-pages.ts and docs/architecture.md).
 */
import { blogCategoryPath } from "../routes";

export interface CategoryRedirect {
  from: string;
  to: string;
}

type Category = { readonly slug?: unknown; readonly formerSlugs?: unknown };

const slugsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** One permanent redirect per former slug, from its old page to the category's page. */
export function categoryRedirects(categories: readonly Category[]): CategoryRedirect[] {
  return categories.flatMap((category) =>
    typeof category.slug === "string"
      ? slugsOf(category.formerSlugs).map((former) => ({
          from: blogCategoryPath(former),
          to: blogCategoryPath(category.slug as string),
        }))
      : [],
  );
}

/** A former slug that is still a category's, or that two categories claim, leads nowhere sure. */
export function formerSlugProblems(categories: readonly Category[]): string[] {
  const current = new Set(categories.map((category) => category.slug));
  const claimed = new Map<string, unknown>();
  const problems: string[] = [];
  for (const category of categories) {
    for (const former of slugsOf(category.formerSlugs)) {
      if (current.has(former)) {
        problems.push(
          `category "${String(category.slug)}": "formerSlugs" names "${former}", which is still a category's slug; a page cannot be both a category and a redirect`,
        );
      } else if (claimed.has(former)) {
        problems.push(
          `category "${String(category.slug)}": "formerSlugs" names "${former}", which category "${String(claimed.get(former))}" names too`,
        );
      }
      claimed.set(former, category.slug);
    }
  }
  return problems;
}
