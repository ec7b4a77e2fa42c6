import { legacyCategoryPath } from "./legacy-category-link";

const CATEGORIES = [
  {
    name: "Cloud Computing",
    path: "/blogs/category/cloud-computing",
    formerSlugs: ["cloud-solutions", "cloud-migration"],
  },
  { name: "AI & Innovation", path: "/blogs/category/ai-and-innovation" },
  { name: "Cyber Security", path: "/blogs/category/cyber-security" },
];

describe("legacyCategoryPath", () => {
  it("leads an old filter link to its category's page, spaces written %20 or +", () => {
    expect(legacyCategoryPath("?category=Cloud%20Computing", CATEGORIES)).toBe(
      "/blogs/category/cloud-computing",
    );
    expect(legacyCategoryPath("?category=Cloud+Computing", CATEGORIES)).toBe(
      "/blogs/category/cloud-computing",
    );
    expect(legacyCategoryPath("?category=AI%20%26%20Innovation", CATEGORIES)).toBe(
      "/blogs/category/ai-and-innovation",
    );
  });

  it("leads a category merged into another to the one it is part of now", () => {
    expect(legacyCategoryPath("?category=Cloud%20Solutions", CATEGORIES)).toBe(
      "/blogs/category/cloud-computing",
    );
    expect(legacyCategoryPath("?category=Cloud+Migration", CATEGORIES)).toBe(
      "/blogs/category/cloud-computing",
    );
  });

  it("matches the merged spellings of one subject", () => {
    expect(legacyCategoryPath("?category=Cybersecurity", CATEGORIES)).toBe(
      "/blogs/category/cyber-security",
    );
    expect(legacyCategoryPath("?category=cyber%20security", CATEGORIES)).toBe(
      "/blogs/category/cyber-security",
    );
  });

  it("stays on the index when the link names no category", () => {
    expect(legacyCategoryPath("", CATEGORIES)).toBeNull();
    expect(legacyCategoryPath("?category=", CATEGORIES)).toBeNull();
    expect(legacyCategoryPath("?category=%20-%20", CATEGORIES)).toBeNull();
    expect(legacyCategoryPath("?category=Gardening", CATEGORIES)).toBeNull();
    expect(legacyCategoryPath("?utm_source=mail", CATEGORIES)).toBeNull();
  });
});
