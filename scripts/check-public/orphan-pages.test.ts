import { orphanPageProblems, sitemapPaths } from "./orphan-pages";

describe("orphan pages", () => {
  it("reads the sitemap's pages as decoded site paths", () => {
    const xml =
      "<urlset><url><loc>http://localhost:9000/</loc></url><url><loc>http://localhost:9000/services/upgrades-&amp;-migrations</loc><lastmod>2025-01-01</lastmod></url></urlset>";
    expect(sitemapPaths(xml)).toEqual(["/", "/services/upgrades-&-migrations"]);
  });

  it("passes pages linked from another page", () => {
    const pages = [
      { path: "/", links: ["/case-studies", "/blogs"] },
      { path: "/case-studies", links: ["/case-studies/a", "/"] },
      { path: "/blogs", links: ["/"] },
      { path: "/case-studies/a", links: [] },
    ];
    expect(orphanPageProblems(["/", "/blogs", "/case-studies", "/case-studies/a"], pages)).toEqual(
      [],
    );
  });

  it("names a page only the sitemap lists, or only the page itself links", () => {
    const pages = [
      { path: "/", links: ["/case-studies/a"] },
      { path: "/case-studies/b", links: ["/case-studies/b/"] },
    ];
    expect(orphanPageProblems(["/case-studies/a", "/case-studies/b"], pages)).toEqual([
      "/case-studies/b: is in the sitemap but no other page links to it (link it from a page, a menu or an index)",
    ]);
  });
});
