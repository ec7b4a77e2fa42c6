import { sitemapEntry, sitemapPages, type SitemapQueryData } from "./lastmod";

const data: SitemapQueryData = {
  allSitePage: {
    nodes: [
      { path: "/", pageContext: {} },
      { path: "/blogs/ai-it-support", pageContext: { slug: "ai-it-support" } },
      { path: "/blogs", pageContext: { kind: "index", newest: "2025-09-09" } },
      { path: "/blogs/category/it-support", pageContext: { newest: "2024-07-16" } },
      { path: "/case-studies/greenomy", pageContext: { slug: "greenomy" } },
      { path: "/case-studies", pageContext: null },
      { path: "/PrivacyPolicy" },
      { path: "/services/lifebuoy", pageContext: { slug: "lifebuoy" } },
    ],
  },
  allBlogPost: {
    nodes: [{ path: "/blogs/ai-it-support", dateModified: "2024-09-10", scheduled: false }],
  },
  allCaseStudy: {
    nodes: [
      { path: "/case-studies/greenomy", dateModified: "2025-05-06" },
      { path: "/case-studies/other", dateModified: "2025-06-01" },
    ],
  },
  allLegalDocument: { nodes: [{ slug: "privacy-policy", lastUpdated: "2026-11-23" }] },
};

describe("sitemap lastmod", () => {
  it("dates each page by its record, a listing by the newest record it lists", () => {
    expect(sitemapPages(data)).toEqual([
      { path: "/" },
      { path: "/blogs/ai-it-support", lastmod: "2024-09-10" },
      { path: "/blogs", lastmod: "2025-09-09" },
      { path: "/blogs/category/it-support", lastmod: "2024-07-16" },
      { path: "/case-studies/greenomy", lastmod: "2025-05-06" },
      { path: "/case-studies", lastmod: "2025-06-01" },
      { path: "/PrivacyPolicy", lastmod: "2026-11-23" },
      { path: "/services/lifebuoy" },
    ]);
  });

  it("leaves out a scheduled article's page until its day", () => {
    const withScheduled: SitemapQueryData = {
      ...data,
      allSitePage: {
        nodes: [...data.allSitePage.nodes, { path: "/blogs/coming-soon", pageContext: {} }],
      },
      allBlogPost: {
        nodes: [
          ...data.allBlogPost.nodes,
          { path: "/blogs/coming-soon", dateModified: "2026-12-12", scheduled: true },
        ],
      },
    };
    expect(sitemapPages(withScheduled).map((page) => page.path)).toEqual(
      sitemapPages(data).map((page) => page.path),
    );
  });

  it("writes an entry's lastmod only when it has one", () => {
    expect(sitemapEntry({ path: "/blogs", lastmod: "2025-09-09" })).toEqual({
      url: "/blogs",
      lastmod: "2025-09-09",
    });
    expect(sitemapEntry({ path: "/" })).toEqual({ url: "/" });
  });
});
