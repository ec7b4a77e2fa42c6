/**
 * The SEO report over a small built site made in a temporary folder: a clean copy shows no
 * error, and a copy with one problem of each kind planted (a duplicate title, a missing
 * description, an orphan page, a BlogPosting without an image, a noindex page in the sitemap)
 * shows each, in the report's page and in `npm run seo` (text and JSON), which then fails.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { readSiteFiles } from "./read-site-files";
import { pageAnchor } from "./report-html";
import { seoReport, type SeoReport } from "./seo-report";
import { writeSeoReport } from "./write-seo-report";

const ORIGIN = "http://localhost:9000";
const ROOT = path.join(__dirname, "..", "..", "..");
const run = promisify(execFile);

interface PageSpec {
  title: string;
  description?: string;
  robots?: string;
  links: string[];
  jsonLd?: unknown[];
}

const organization = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: "Brand",
  url: `${ORIGIN}/`,
  logo: `${ORIGIN}/logo.png`,
};

const posting = (slug: string, title: string) => ({
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: title,
  image: [`${ORIGIN}/share/${slug}.png`],
  datePublished: "2025-01-02",
  dateModified: "2025-02-03",
  author: { "@type": "Person", name: "Sam Writer", url: `${ORIGIN}/about` },
  mainEntityOfPage: {
    "@type": "WebPage",
    breadcrumb: {
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Blog", item: `${ORIGIN}/blogs` },
        { "@type": "ListItem", position: 2, name: title },
      ],
    },
  },
});

const longEnough = (text: string) =>
  `${text}: a description long enough for a search result to show it well.`;

/** A clean site: every page linked, described, in the sitemap, with complete JSON-LD. */
function cleanSite(): Record<string, PageSpec> {
  return {
    "/": {
      title: "Managed IT for small firms | Brand",
      links: ["/about", "/blogs", "/services/cloud", "/thank-you"],
      jsonLd: [organization],
    },
    "/about": {
      title: "About us | Brand",
      links: ["/"],
      jsonLd: [{ "@context": "https://schema.org", "@type": "AboutPage" }, organization],
    },
    "/blogs": { title: "Blog | Brand", links: ["/blogs/first-post", "/blogs/second-post"] },
    "/blogs/first-post": {
      title: "First post | Brand",
      links: ["/blogs"],
      jsonLd: [posting("first-post", "First post")],
    },
    "/blogs/second-post": {
      title: "Second post | Brand",
      links: ["/blogs"],
      jsonLd: [posting("second-post", "Second post")],
    },
    "/services/cloud": {
      title: "Cloud services | Brand",
      links: ["/"],
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Service",
          name: "Cloud",
          provider: { "@type": "Organization", name: "Brand" },
          offers: { "@type": "Offer", price: "10", priceCurrency: "GBP" },
        },
        {
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Services", item: `${ORIGIN}/services` },
            { "@type": "ListItem", position: 2, name: "Cloud" },
          ],
        },
      ],
    },
    "/thank-you": { title: "Thank you | Brand", links: ["/"] },
  };
}

function pageHtml(sitePath: string, page: PageSpec): string {
  const description = page.description === undefined ? longEnough(page.title) : page.description;
  const url = `${ORIGIN}${sitePath}`;
  const meta = [
    `<title>${page.title}</title>`,
    description === "" ? "" : `<meta name="description" content="${description}"/>`,
    page.robots ? `<meta name="robots" content="${page.robots}"/>` : "",
    `<link rel="canonical" href="${url}"/>`,
    `<meta property="og:title" content="${page.title}"/>`,
    `<meta property="og:description" content="${description}"/>`,
    `<meta property="og:image" content="${ORIGIN}/share.png"/>`,
    `<meta property="og:image:alt" content="The brand's card"/>`,
    `<meta property="og:site_name" content="Brand"/>`,
    `<meta property="og:type" content="website"/>`,
    `<meta property="og:url" content="${url}"/>`,
    `<meta name="twitter:card" content="summary_large_image"/>`,
    ...(page.jsonLd ?? []).map(
      (block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`,
    ),
  ].join("");
  const links = page.links.map((link) => `<a href="${link}">${link}</a>`).join(" ");
  return `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"/>${meta}</head><body><nav>${links}</nav><main><h1>${page.title}</h1><p>Some words on the page.</p><img src="/a.png" alt=""/></main></body></html>`;
}

/** Writes the site as `gatsby build` lays it out, with its sitemap, robots.txt, feed, redirects. */
function writeSite(dir: string, pages: Record<string, PageSpec>, sitemap: readonly string[]) {
  for (const [sitePath, page] of Object.entries(pages)) {
    const file = sitePath === "/" ? "index.html" : `${sitePath.slice(1)}/index.html`;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), pageHtml(sitePath, page));
  }
  fs.writeFileSync(
    path.join(dir, "sitemap-0.xml"),
    `<?xml version="1.0" encoding="UTF-8"?><urlset>${sitemap.map((p) => `<url><loc>${ORIGIN}${p}</loc><lastmod>2025-03-04</lastmod></url>`).join("")}</urlset>`,
  );
  fs.writeFileSync(path.join(dir, "sitemap-index.xml"), "<sitemapindex/>");
  fs.writeFileSync(
    path.join(dir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap-index.xml\n`,
  );
  fs.writeFileSync(
    path.join(dir, "rss.xml"),
    `<?xml version="1.0"?><rss version="2.0"><channel><title>Brand blog</title>${["first-post", "second-post"].map((slug) => `<item><title>${slug}</title><link>${ORIGIN}/blogs/${slug}</link></item>`).join("")}</channel></rss>`,
  );
  fs.writeFileSync(path.join(dir, "_redirects"), "/old-blog  /blogs  301\n");
}

const CLEAN_SITEMAP = [
  "/",
  "/about",
  "/blogs",
  "/blogs/first-post",
  "/blogs/second-post",
  "/services/cloud",
  "/thank-you",
];

/** The same site with one problem of each kind planted. */
function plantedSite(): { pages: Record<string, PageSpec>; sitemap: string[] } {
  const pages = cleanSite();
  // A duplicate title.
  pages["/about"].title = pages["/services/cloud"].title;
  // A missing description.
  pages["/blogs"].description = "";
  // An orphan page: in the sitemap, linked from nowhere.
  pages["/landing"] = { title: "A landing page | Brand", links: ["/"] };
  // A BlogPosting without an image.
  const second = posting("second-post", "Second post") as Record<string, unknown>;
  delete second.image;
  pages["/blogs/second-post"].jsonLd = [second];
  // A noindex page in the sitemap.
  pages["/thank-you"].robots = "noindex, follow";
  return { pages, sitemap: [...CLEAN_SITEMAP, "/landing"] };
}

/** Each planted problem: its kind, and the page it is found on. */
const PLANTED: readonly [string, string][] = [
  ["duplicate-title", "/about"],
  ["missing-description", "/blogs"],
  ["orphan", "/landing"],
  ["structured-data", "/blogs/second-post"],
  ["noindex-in-sitemap", "/thank-you"],
];

const kindsOn = (report: SeoReport, sitePath: string) =>
  report.findings.filter((f) => f.pages.includes(sitePath)).map((f) => f.kind);

let cleanDir: string;
let plantedDir: string;

beforeAll(() => {
  cleanDir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-clean-"));
  plantedDir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-planted-"));
  writeSite(cleanDir, cleanSite(), CLEAN_SITEMAP);
  const planted = plantedSite();
  writeSite(plantedDir, planted.pages, planted.sitemap);
});

afterAll(() => {
  fs.rmSync(cleanDir, { recursive: true, force: true });
  fs.rmSync(plantedDir, { recursive: true, force: true });
});

describe("the SEO report of a built site", () => {
  it("finds no error on a clean site", () => {
    const report = seoReport(readSiteFiles(cleanDir, ORIGIN));
    expect(report.findings.filter((f) => f.severity === "error")).toEqual([]);
    expect(report.pages.map((row) => row.path)).toEqual(CLEAN_SITEMAP);
    const home = report.pages[0];
    expect(home).toMatchObject({ indexable: true, inSitemap: true, lastModified: "2025-03-04" });
    expect(home.linksIn).toEqual(["/about", "/services/cloud", "/thank-you"]);
    expect(report.feed.items).toHaveLength(2);
    expect(report.redirects).toEqual([
      expect.objectContaining({ from: "/old-blog", to: "/blogs", targetPath: "/blogs" }),
    ]);
  });

  it("finds each planted problem on its page, as an error", () => {
    const report = seoReport(readSiteFiles(plantedDir, ORIGIN));
    for (const [kind, sitePath] of PLANTED) {
      expect(kindsOn(report, sitePath)).toContain(kind);
    }
    expect(report.findings.find((f) => f.kind === "duplicate-title")?.pages).toEqual([
      "/about",
      "/services/cloud",
    ]);
    expect(report.findings.find((f) => f.kind === "structured-data")?.message).toBe(
      'BlogPosting is missing "image"',
    );
    expect(report.counts.error).toBeGreaterThanOrEqual(PLANTED.length);
  });

  it("draws each planted problem in the report page, in the table and the page's details", () => {
    const { folder } = writeSeoReport(plantedDir, { siteOrigin: ORIGIN });
    const html = fs.readFileSync(path.join(folder, "index.html"), "utf8");
    for (const [kind, sitePath] of PLANTED) {
      const row = new RegExp(
        `<tr data-problems="[^"]*\\b${kind}\\b[^"]*"[^>]*><th scope="row"[^>]*><a href="#${pageAnchor(sitePath)}">`,
      );
      expect(html).toMatch(row);
      expect(html).toContain(`<details class="page" id="${pageAnchor(sitePath)}">`);
    }
    expect(html).toContain("BlogPosting is missing &quot;image&quot;");
    expect(fs.existsSync(path.join(folder, "report.js"))).toBe(true);
    expect(fs.existsSync(path.join(folder, "report.css"))).toBe(true);
    // Its one script and stylesheet are files of its own, no inline script or style.
    expect(html).not.toMatch(/<script(?![^>]*(src=|type="application\/(ld\+)?json"))/);
    expect(html).not.toMatch(/<style|style="/);
  });

  it("npm run seo prints each planted problem and exits 1; a clean site passes", async () => {
    const seo = (dir: string, ...args: string[]) =>
      run(process.execPath, [
        path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"),
        path.join(ROOT, "scripts", "seo.ts"),
        "--public",
        dir,
        ...args,
      ]);
    const failed = await seo(plantedDir).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    for (const [, sitePath] of PLANTED) expect(failed?.stdout).toContain(sitePath);
    expect(failed?.stdout).toContain('BlogPosting is missing "image"');

    const json = await seo(plantedDir, "--json").then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    const parsed = JSON.parse(json?.stdout ?? "{}") as {
      findings: { kind: string; pages: string[] }[];
    };
    for (const [kind, sitePath] of PLANTED) {
      expect(parsed.findings.some((f) => f.kind === kind && f.pages.includes(sitePath))).toBe(true);
    }

    const clean = await seo(cleanDir);
    expect(clean.stdout).toMatch(/^seo: 7 pages on http:\/\/localhost:9000: 0 errors/);
  }, 30_000);
});
