import { inSlugOrder, newestFirst, relatedArticleSlugs, type DatedArticle } from "./article-order";

const post = (slug: string, category: string, datePublished: string): DatedArticle => ({
  slug,
  title: slug.toUpperCase(),
  category: { name: category },
  datePublished,
});

const POSTS = [
  post("old-cloud", "Cloud Computing", "2024-01-30"),
  post("new-security", "Security", "2025-09-09"),
  post("mid-cloud", "Cloud Computing", "2024-11-26"),
  post("current", "Cloud Computing", "2025-07-03"),
  post("ai", "AI & Innovation", "2024-09-10"),
  post("backup", "Business Continuity", "2024-05-14"),
];

describe("newestFirst", () => {
  it("orders by publication date, newest first, without changing its input", () => {
    const copy = [...POSTS];
    expect(newestFirst(POSTS).map((p) => p.slug)).toEqual([
      "new-security",
      "current",
      "mid-cloud",
      "ai",
      "backup",
      "old-cloud",
    ]);
    expect(POSTS).toEqual(copy);
  });

  it("orders articles of the same day by title", () => {
    const sameDay = [post("b", "Security", "2025-01-01"), post("a", "Security", "2025-01-01")];
    expect(newestFirst(sameDay).map((p) => p.slug)).toEqual(["a", "b"]);
  });
});

describe("relatedArticleSlugs", () => {
  it("suggests the same category first, then the newest others, never the article itself", () => {
    expect(relatedArticleSlugs(POSTS[3], POSTS)).toEqual([
      "mid-cloud",
      "old-cloud",
      "new-security",
    ]);
  });

  it("fills up with other categories when the category has no other article", () => {
    expect(relatedArticleSlugs(POSTS[4], POSTS)).toEqual(["new-security", "current", "mid-cloud"]);
  });

  it("gives fewer when there are not enough articles", () => {
    expect(relatedArticleSlugs(POSTS[0], POSTS.slice(0, 2))).toEqual(["new-security"]);
  });
});

describe("inSlugOrder", () => {
  it("returns records in the order of the slugs, skipping unknown ones", () => {
    expect(inSlugOrder(POSTS, ["ai", "nope", "old-cloud"]).map((p) => p.slug)).toEqual([
      "ai",
      "old-cloud",
    ]);
  });
});
