/**
 * The blog's listing pages, worked out from the articles: the index (/blogs) and one page per
 * category and per author, each split into pages of ARTICLES_PER_PAGE, newest first
 * (/blogs/page/2, /blogs/category/cloud-computing/page/2). gatsby-node creates them; each
 * page's context carries the slugs it shows, so its query fetches just those articles.
 */
import { newestFirst } from "../../../src/lib/blog/article-order";
import { ARTICLES_PER_PAGE, type BlogListingContext } from "../../../src/lib/blog/listing";
import { blogAuthorPath, blogCategoryPath, listingPagePath } from "../../../src/lib/routes";
import { PAGES } from "../../../src/lib/routes";

export interface ListedArticle {
  slug: string;
  title: string;
  /** ISO date, "2025-07-03". */
  datePublished: string;
  category: { name: string };
  author: { name: string };
}

export interface NamedRecord {
  slug: string;
  name: string;
}

export interface BlogListingPage {
  path: string;
  context: BlogListingContext;
}

function pagesOf(
  kind: BlogListingContext["kind"],
  recordSlug: string,
  basePath: string,
  articles: readonly ListedArticle[],
  categories: string[],
  perPage: number,
): BlogListingPage[] {
  const ordered = newestFirst(articles);
  const pageCount = Math.ceil(ordered.length / perPage);
  return Array.from({ length: pageCount }, (_, index) => {
    const shown = ordered.slice(index * perPage, (index + 1) * perPage);
    return {
      path: listingPagePath(basePath, index + 1),
      context: {
        kind,
        recordSlug,
        slugs: shown.map((article) => article.slug),
        pageNumber: index + 1,
        pageCount,
        first: index * perPage + 1,
        basePath,
        total: ordered.length,
        categories,
        newest: shown[0].datePublished,
      },
    };
  });
}

/** Every listing page; categories and authors without articles get none. */
export function blogListingPages(
  articles: readonly ListedArticle[],
  categories: readonly NamedRecord[],
  authors: readonly NamedRecord[],
  perPage: number = ARTICLES_PER_PAGE,
): BlogListingPage[] {
  const of = (field: "category" | "author", name: string) =>
    articles.filter((article) => article[field].name === name);
  const withArticles = categories.filter((category) => of("category", category.name).length > 0);
  const categorySlugs = withArticles.map((category) => category.slug);
  return [
    ...pagesOf("index", "", PAGES.blogs.path, articles, categorySlugs, perPage),
    ...withArticles.flatMap((category) =>
      pagesOf(
        "category",
        category.slug,
        blogCategoryPath(category.slug),
        of("category", category.name),
        categorySlugs,
        perPage,
      ),
    ),
    ...authors
      .filter((author) => of("author", author.name).length > 0)
      .flatMap((author) =>
        pagesOf(
          "author",
          author.slug,
          blogAuthorPath(author.slug),
          of("author", author.name),
          categorySlugs,
          perPage,
        ),
      ),
  ];
}
