import {
  articleCountLabel,
  categoryFromSearch,
  countByCategory,
  filterByCategory,
  searchWithCategory,
} from "./category-filter";

const CATEGORIES = ["Cloud Computing", "AI & Innovation", "Security", "Cyber Security"];

describe("categoryFromSearch", () => {
  it("reads the category whether spaces are %20 or +", () => {
    expect(categoryFromSearch("?category=Cloud%20Computing", CATEGORIES)).toBe("Cloud Computing");
    expect(categoryFromSearch("?category=Cloud+Computing", CATEGORIES)).toBe("Cloud Computing");
    expect(categoryFromSearch("?category=AI%20%26%20Innovation", CATEGORIES)).toBe(
      "AI & Innovation",
    );
  });

  it("matches regardless of letter case and returns the site's spelling", () => {
    expect(categoryFromSearch("?category=cyber%20security", CATEGORIES)).toBe("Cyber Security");
  });

  it("means all articles when the parameter is missing, empty or unknown", () => {
    expect(categoryFromSearch("", CATEGORIES)).toBeNull();
    expect(categoryFromSearch("?category=", CATEGORIES)).toBeNull();
    expect(categoryFromSearch("?category=Gardening", CATEGORIES)).toBeNull();
    expect(categoryFromSearch("?utm_source=mail", CATEGORIES)).toBeNull();
  });
});

describe("searchWithCategory", () => {
  it("writes the category with %20 for spaces and %26 for &", () => {
    expect(searchWithCategory("", "Cloud Computing")).toBe("?category=Cloud%20Computing");
    expect(searchWithCategory("", "AI & Innovation")).toBe("?category=AI%20%26%20Innovation");
  });

  it("replaces an earlier choice and keeps other parameters", () => {
    expect(searchWithCategory("?utm_source=mail&category=Security", "Cyber Security")).toBe(
      "?utm_source=mail&category=Cyber%20Security",
    );
  });

  it("drops the parameter for all articles", () => {
    expect(searchWithCategory("?category=Security", null)).toBe("");
    expect(searchWithCategory("?category=Security&utm_source=mail", null)).toBe("?utm_source=mail");
  });
});

describe("filtering and counting", () => {
  const posts = [
    { slug: "a", category: "Security" },
    { slug: "b", category: "Cloud Computing" },
    { slug: "c", category: "Security" },
  ];

  it("keeps the articles of one category in their order, or all", () => {
    expect(filterByCategory(posts, "Security").map((p) => p.slug)).toEqual(["a", "c"]);
    expect(filterByCategory(posts, null)).toBe(posts);
    expect(filterByCategory(posts, "AI & Innovation")).toEqual([]);
  });

  it("counts articles per category, with zero for categories without any", () => {
    expect(countByCategory(posts, CATEGORIES)).toEqual({
      "Cloud Computing": 1,
      "AI & Innovation": 0,
      Security: 2,
      "Cyber Security": 0,
    });
  });

  it("says how many articles are shown", () => {
    expect(articleCountLabel(14)).toBe("Showing 14 articles");
    expect(articleCountLabel(1)).toBe("Showing 1 article");
    expect(articleCountLabel(0)).toBe("Showing 0 articles");
  });
});
