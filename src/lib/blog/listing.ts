/**
 * What the blog's listing pages (the index, a category, an author) share with the browser:
 * how many articles a page shows and the words around them.
 */
import { DESCRIPTION_MAX } from "../seo";

/**
 * Articles on one listing page: as many as keep its HTML within the first round trip
 * (14 KiB compressed); more go on /blogs/page/2 and after.
 */
export const ARTICLES_PER_PAGE = 14;

/** What a listing page's template is told (see src/templates/blog-listing.tsx). */
export interface BlogListingContext {
  kind: "index" | "category" | "author";
  /** The category's or author's slug, "" on the index (a query variable must not be null). */
  recordSlug: string;
  /** The articles on this page, in order. */
  slugs: string[];
  /** 1-based. */
  pageNumber: number;
  /** The place of this page's first article in the whole listing, 1-based. */
  first: number;
  pageCount: number;
  /** The listing's first page ("/blogs/category/it-support"); later pages add /page/N. */
  basePath: string;
  /** How many articles the whole listing holds, over all its pages. */
  total: number;
  /** Slugs of the categories that have articles, in the editors' order (the category links). */
  categories: string[];
  /** ISO date of the newest article on this page (the sitemap's lastmod). */
  newest: string;
}

/** "Showing 14 articles", "Showing 1 article", or on one of several pages "Showing 15–28 of 40 articles". */
export function articleCountLabel(shown: number, total = shown, first = 1): string {
  if (shown === total) return `Showing ${total} ${total === 1 ? "article" : "articles"}`;
  return `Showing ${first}–${first + shown - 1} of ${total} articles`;
}

/** Cut at a word boundary to fit, with an ellipsis when anything was cut. */
export function fitDescription(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** A listing's description, told apart on its later pages ("Page 2 of 3. ..."). */
export function pagedDescription(description: string, pageNumber: number, pageCount: number) {
  return pageNumber <= 1
    ? fitDescription(description)
    : fitDescription(`Page ${pageNumber} of ${pageCount}. ${description}`);
}

/** A listing's title, told apart on its later pages ("Cloud Computing articles, page 2"). */
export function pagedTitle(title: string, pageNumber: number): string {
  return pageNumber <= 1 ? title : `${title}, page ${pageNumber}`;
}
