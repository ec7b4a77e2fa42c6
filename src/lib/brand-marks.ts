/**
 * Brands' marks from the `simple-icons` package (CC0; each mark stays its owner's trademark,
 * used as the owner's guidelines allow: `guidelines` links them where simple-icons knows them):
 * the social networks' own marks in the footer.
 * Build time only: the package is 5 MB of JavaScript, so a page receives a mark as a generated
 * file or as its path, never the package.
 */
import * as simpleIcons from "simple-icons";
import type { SimpleIcon } from "simple-icons";

export type BrandMark = Pick<SimpleIcon, "title" | "slug" | "path" | "guidelines">;

let bySlug: Map<string, SimpleIcon> | undefined;

/** The mark simple-icons ships under this slug ("googlecloud"), or null when it has none. */
export function findBrandMark(slug: string): BrandMark | null {
  bySlug ??= new Map(
    Object.values(simpleIcons as Record<string, SimpleIcon>)
      .filter((icon) => typeof icon === "object" && icon !== null && "slug" in icon)
      .map((icon) => [icon.slug, icon]),
  );
  const icon = bySlug.get(slug);
  return icon
    ? { title: icon.title, slug: icon.slug, path: icon.path, guidelines: icon.guidelines }
    : null;
}
