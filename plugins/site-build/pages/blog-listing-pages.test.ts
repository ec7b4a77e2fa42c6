import { blogListingPages, type ListedArticle } from "./blog-listing-pages";

const article = (slug: string, date: string, category: string, author: string): ListedArticle => ({
  slug,
  title: slug,
  datePublished: date,
  category: { name: category },
  author: { name: author },
});

const CATEGORIES = [
  { slug: "cloud", name: "Cloud" },
  { slug: "security", name: "Security" },
  { slug: "empty", name: "Empty" },
];
const AUTHORS = [
  { slug: "ann", name: "Ann" },
  { slug: "bob", name: "Bob" },
  { slug: "idle", name: "Idle" },
];

/** Five articles, newest first: e d c b a. */
const ARTICLES = [
  article("a", "2024-01-01", "Cloud", "Ann"),
  article("b", "2024-02-01", "Security", "Bob"),
  article("c", "2024-03-01", "Cloud", "Ann"),
  article("d", "2024-04-01", "Cloud", "Bob"),
  article("e", "2024-05-01", "Security", "Ann"),
];

describe("blogListingPages", () => {
  it("lists every article newest first on the index, one page when they fit", () => {
    const [index] = blogListingPages(ARTICLES, CATEGORIES, AUTHORS, 14);
    expect(index).toEqual({
      path: "/blogs",
      context: {
        kind: "index",
        recordSlug: "",
        slugs: ["e", "d", "c", "b", "a"],
        pageNumber: 1,
        pageCount: 1,
        first: 1,
        basePath: "/blogs",
        total: 5,
        categories: ["cloud", "security"],
        newest: "2024-05-01",
      },
    });
  });

  it("gives each category and author with articles its own page, none to those without", () => {
    const paths = blogListingPages(ARTICLES, CATEGORIES, AUTHORS, 14).map((page) => page.path);
    expect(paths).toEqual([
      "/blogs",
      "/blogs/category/cloud",
      "/blogs/category/security",
      "/blogs/author/ann",
      "/blogs/author/bob",
    ]);
    const cloud = blogListingPages(ARTICLES, CATEGORIES, AUTHORS, 14)[1].context;
    expect(cloud).toMatchObject({ kind: "category", recordSlug: "cloud", slugs: ["d", "c", "a"] });
  });

  it("splits a long listing into pages at /page/N, each knowing its place", () => {
    const pages = blogListingPages(ARTICLES, CATEGORIES, AUTHORS, 2).filter(
      (page) => page.context.kind === "index",
    );
    expect(pages.map((page) => page.path)).toEqual(["/blogs", "/blogs/page/2", "/blogs/page/3"]);
    expect(pages.map((page) => page.context.slugs)).toEqual([["e", "d"], ["c", "b"], ["a"]]);
    expect(pages.map((page) => [page.context.first, page.context.pageCount])).toEqual([
      [1, 3],
      [3, 3],
      [5, 3],
    ]);
    expect(pages[2].context.newest).toBe("2024-01-01");
    const cloud = blogListingPages(ARTICLES, CATEGORIES, AUTHORS, 2).filter(
      (page) => page.context.recordSlug === "cloud",
    );
    expect(cloud.map((page) => page.path)).toEqual([
      "/blogs/category/cloud",
      "/blogs/category/cloud/page/2",
    ]);
  });

  it("takes a fifteenth and a fortieth article onto a second and third page of fourteen", () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      article(`a${i}`, `2024-01-${String((i % 28) + 1).padStart(2, "0")}`, "Cloud", "Ann"),
    );
    const index = (count: number) =>
      blogListingPages(many.slice(0, count), CATEGORIES, AUTHORS).filter(
        (page) => page.context.kind === "index",
      );
    expect(index(14).map((page) => page.context.slugs.length)).toEqual([14]);
    expect(index(15).map((page) => page.context.slugs.length)).toEqual([14, 1]);
    expect(index(40).map((page) => page.context.slugs.length)).toEqual([14, 14, 12]);
  });
});
