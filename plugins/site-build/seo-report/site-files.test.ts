import {
  readFeed,
  readRobots,
  redirectFindings,
  redirectRules,
  robotsRuleCovers,
  sitemapEntries,
} from "./site-files";

const origin = "https://www.example.co.uk";

describe("sitemapEntries", () => {
  it("reads each address and its last modified date", () => {
    const xml = `<urlset><url><loc>${origin}/a-&amp;-b</loc><lastmod>2025-01-02</lastmod></url><url><loc>${origin}/</loc></url></urlset>`;
    expect(sitemapEntries(xml)).toEqual([
      { loc: `${origin}/a-&-b`, lastmod: "2025-01-02" },
      { loc: `${origin}/`, lastmod: null },
    ]);
  });
});

describe("readRobots", () => {
  const options = {
    siteOrigin: origin,
    fileExists: (sitePath: string) => sitePath === "/sitemap-index.xml",
    indexablePages: ["/", "/about", "/private/page"],
  };

  it("passes the site's own robots.txt", () => {
    const text = `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap-index.xml\n`;
    expect(readRobots(text, options)).toEqual({
      disallowed: [],
      sitemaps: [`${origin}/sitemap-index.xml`],
      findings: [],
    });
  });

  it("names a missing file, a blocked site or page, and a sitemap that is not there", () => {
    expect(readRobots(null, options).findings[0].message).toMatch(/missing/);
    const blocked = readRobots("User-agent: *\nDisallow: /\n", options).findings;
    expect(blocked.map((f) => f.message)).toEqual([
      'robots.txt disallows the whole site ("Disallow: /")',
      "robots.txt names no sitemap",
    ]);
    const some = readRobots(
      `User-agent: *\nDisallow: /private/\nSitemap: https://other.example/sitemap.xml\nSitemap: ${origin}/sitemap.xml`,
      options,
    ).findings;
    expect(some.map((f) => [f.message.slice(0, 40), f.pages])).toEqual([
      ["robots.txt blocks pages meant to be inde", ["/private/page"]],
      ["robots.txt names a sitemap at another ad", []],
      ["robots.txt names a sitemap the build did", []],
    ]);
  });

  it("reads only the rules for every crawler", () => {
    const text = "User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nAllow: /\nSitemap: /x";
    expect(readRobots(text, options).disallowed).toEqual([]);
  });

  it("matches rules as path prefixes with * and $", () => {
    expect(robotsRuleCovers("/private/", "/private/page")).toBe(true);
    expect(robotsRuleCovers("/*.pdf$", "/files/a.pdf")).toBe(true);
    expect(robotsRuleCovers("/*.pdf$", "/files/a.pdf.html")).toBe(false);
    expect(robotsRuleCovers("/about", "/")).toBe(false);
  });
});

describe("readFeed", () => {
  const feed = (links: string[]) =>
    `<rss version="2.0"><channel><title>Blog</title>${links.map((l) => `<item><title>T</title><link>${l}</link></item>`).join("")}</channel></rss>`;
  const options = {
    siteOrigin: origin,
    isPage: (p: string) => ["/blogs/a", "/blogs/b", "/blogs/hidden"].includes(p),
    isIndexablePage: (p: string) => p !== "/blogs/hidden",
    articlePages: ["/blogs/a", "/blogs/b"],
  };

  it("lists the items and passes a feed of every article", () => {
    const read = readFeed(feed([`${origin}/blogs/a`, `${origin}/blogs/b`]), options);
    expect(read.title).toBe("Blog");
    expect(read.items.map((i) => i.path)).toEqual(["/blogs/a", "/blogs/b"]);
    expect(read.findings).toEqual([]);
  });

  it("names items leading nowhere or to hidden pages, and articles left out", () => {
    const read = readFeed(
      feed([`${origin}/blogs/a`, `${origin}/blogs/gone`, `${origin}/blogs/hidden`]),
      options,
    );
    expect(read.findings.map((f) => [f.message, f.pages])).toEqual([
      ["feed items link to pages that were not built", ["/blogs/gone"]],
      ["feed items link to pages that are not indexable", ["/blogs/hidden"]],
      ["articles missing from the feed", ["/blogs/b"]],
    ]);
    expect(readFeed(null, options).findings[0].message).toMatch(/missing/);
  });
});

describe("redirects", () => {
  it("reads path-to-path redirects and leaves Netlify's rewrites unchecked", () => {
    const rules = redirectRules(
      "# comment\n/blogs/category/old  /blogs/category/new  301\n/api/*  /.netlify/functions/x  200\n",
      origin,
    );
    expect(rules).toEqual([
      {
        from: "/blogs/category/old",
        fromPath: "/blogs/category/old",
        to: "/blogs/category/new",
        status: "301",
        kind: "redirect",
        targetPath: "/blogs/category/new",
      },
      {
        from: "/api/*",
        fromPath: "/api/*",
        to: "/.netlify/functions/x",
        status: "200",
        kind: "other",
        targetPath: null,
      },
    ]);
  });

  it("names a redirect to nothing and a redirect to another redirect", () => {
    const rules = redirectRules("/a  /b  301\n/b  /c  301\n/d  /gone  302\n", origin);
    const findings = redirectFindings(rules, (p) => p === "/c");
    expect(findings.map((f) => [f.kind, f.pages])).toEqual([
      ["redirect-chain", ["/a"]],
      ["redirect", ["/d"]],
    ]);
  });
});
