import {
  ARTICLES_PER_PAGE,
  articleCountLabel,
  fitDescription,
  pagedDescription,
  pagedTitle,
} from "./listing";

describe("blog listings", () => {
  it("show the launch index's fourteen articles on one page", () => {
    expect(ARTICLES_PER_PAGE).toBeGreaterThanOrEqual(14);
  });

  it("say how many articles are shown, and which of how many on a page of several", () => {
    expect(articleCountLabel(14)).toBe("Showing 14 articles");
    expect(articleCountLabel(1)).toBe("Showing 1 article");
    expect(articleCountLabel(14, 40, 15)).toBe("Showing 15–28 of 40 articles");
    expect(articleCountLabel(1, 15, 15)).toBe("Showing 15–15 of 15 articles");
  });

  it("tell later pages apart in title and description", () => {
    expect(pagedTitle("Cloud Computing articles", 1)).toBe("Cloud Computing articles");
    expect(pagedTitle("Cloud Computing articles", 2)).toBe("Cloud Computing articles, page 2");
    expect(pagedDescription("Guides to the cloud for small firms.", 1, 3)).toBe(
      "Guides to the cloud for small firms.",
    );
    expect(pagedDescription("Guides to the cloud for small firms.", 2, 3)).toBe(
      "Page 2 of 3. Guides to the cloud for small firms.",
    );
  });

  it("keep a description within 160 characters, cut at a word", () => {
    const long = `${"word ".repeat(40)}end.`;
    const fitted = fitDescription(long);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted).toMatch(/word…$/);
    expect(pagedDescription("x".repeat(158), 2, 2).length).toBeLessThanOrEqual(160);
  });
});
