import CATEGORIES from "../../../content/blog-categories.json";
import { categoryRedirects, formerSlugProblems } from "./category-redirects";

describe("category redirects", () => {
  it("leads each former category's page to the category it is part of", () => {
    expect(
      categoryRedirects([
        { slug: "cloud-computing", formerSlugs: ["cloud-solutions", "cloud-migration"] },
        { slug: "it-support" },
      ]),
    ).toEqual([
      { from: "/blogs/category/cloud-solutions", to: "/blogs/category/cloud-computing" },
      { from: "/blogs/category/cloud-migration", to: "/blogs/category/cloud-computing" },
    ]);
  });

  it("refuses a former slug that is still a category, or that two categories claim", () => {
    expect(
      formerSlugProblems([
        { slug: "cloud", formerSlugs: ["it-support", "old"] },
        { slug: "it-support", formerSlugs: ["old"] },
      ]),
    ).toEqual([
      expect.stringContaining('"it-support", which is still a category\'s slug'),
      expect.stringContaining('"old", which category "cloud" names too'),
    ]);
  });

  it("the launch categories each hold their own subject, and merged ones lead somewhere", () => {
    expect(formerSlugProblems(CATEGORIES)).toEqual([]);
    for (const { from } of categoryRedirects(CATEGORIES)) {
      expect(CATEGORIES.map((category) => `/blogs/category/${category.slug}`)).not.toContain(from);
    }
  });
});
