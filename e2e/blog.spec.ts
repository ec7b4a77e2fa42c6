import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { countWords, readTimeLabel, readTimeMinutes } from "../src/lib/blog/read-time";
import { BLOG_CATEGORIES } from "../src/lib/blog/categories";
import { parseBlogDate } from "../src/lib/blog-date";
import { shareCardOf } from "../src/lib/share-image";
import { expect, test } from "./fixtures";
import { expectOwnShareCard } from "./support/share-image";

interface Article {
  slug: string;
  title: string;
  excerpt: string;
  description: string;
  author: { name: string; role: string; bio: string };
  date: string;
  category: string;
  imageAlt: string;
  body: { text?: string; items?: string[] }[];
}

const CONTENT = path.join(__dirname, "..", "content");
const ARTICLES = fs
  .readdirSync(path.join(CONTENT, "blog"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(fs.readFileSync(path.join(CONTENT, "blog", name), "utf8")) as Article)
  .sort((a, b) => parseBlogDate(b.date).getTime() - parseBlogDate(a.date).getTime());
const SITE = JSON.parse(fs.readFileSync(path.join(CONTENT, "site.json"), "utf8")) as {
  blogName: string;
  brandName: string;
};
const HOME = JSON.parse(fs.readFileSync(path.join(CONTENT, "home.json"), "utf8")) as {
  cta: { heading: string; buttonText: string };
};
const bySlug = (slug: string) => ARTICLES.find((a) => a.slug === slug) as Article;

const cards = (page: Page) => page.getByRole("region", { name: "Articles" }).getByRole("article");
const filter = (page: Page) => page.getByRole("group", { name: "Filter articles by category" });

async function jsonLdOf(page: Page, type: string): Promise<Record<string, unknown>> {
  const all = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  const found = (all as Record<string, unknown>[]).find((data) => data["@type"] === type);
  expect(found, `JSON-LD of type ${type}`).toBeDefined();
  return found as Record<string, unknown>;
}

test.describe("blog index", () => {
  test("14 cards, newest first, each with image, category, title, excerpt, author, date, read time and Read More", async ({
    page,
  }) => {
    await page.goto("/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latest Insights & News");
    await expect(page).toHaveTitle(`Latest Insights & News | ${SITE.brandName}`);
    await expect(cards(page)).toHaveCount(14);
    await expect(page.getByRole("status")).toHaveText("Showing 14 articles");

    for (const [index, article] of ARTICLES.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(article.title);
      await expect(card.getByRole("img", { name: article.imageAlt })).toHaveCount(1);
      await expect(card.getByText(article.category, { exact: true })).toBeVisible();
      await expect(card.getByText(article.excerpt, { exact: true })).toBeVisible();
      await expect(card.getByText(article.author.name, { exact: true })).toBeVisible();
      await expect(card.locator("time")).toHaveText(article.date);
      await expect(card.getByText(/^\d+ min read$/)).toHaveText(
        readTimeLabel(readTimeMinutes(countWords(article.body))),
      );
      const more = card.getByRole("link", { name: `Read More about ${article.title}` });
      await expect(more).toHaveAttribute("href", `/blogs/${article.slug}`);
      await expect(more).toContainText("Read More");
    }
    // The first row's images load at once, the rest when scrolled near.
    await expect(cards(page).nth(0).locator("img")).toHaveAttribute("loading", "eager");
    await expect(cards(page).nth(13).locator("img")).toHaveAttribute("loading", "lazy");

    const blog = await jsonLdOf(page, "Blog");
    expect(blog.blogPost).toHaveLength(14);
    expect((blog.blogPost as Record<string, unknown>[])[0]).toMatchObject({
      "@type": "BlogPosting",
      headline: ARTICLES[0].title,
      url: expect.stringMatching(new RegExp(`^https?://.+/blogs/${ARTICLES[0].slug}$`)),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  test("read times are worked out from the words and fall between 5 and 8 minutes", async () => {
    for (const article of ARTICLES) {
      const minutes = readTimeMinutes(countWords(article.body));
      expect(minutes, article.slug).toBeGreaterThanOrEqual(5);
      expect(minutes, article.slug).toBeLessThanOrEqual(8);
    }
  });

  test("the category filter: pressed state, live count, query string, restored on reload", async ({
    page,
  }) => {
    await page.goto("/blogs");
    const buttons = filter(page).getByRole("button");
    await expect(buttons).toHaveText(["All", ...BLOG_CATEGORIES]);
    await expect(filter(page).getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const cloud = filter(page).getByRole("button", { name: "Cloud Computing", exact: true });
    await cloud.click();
    await expect(cloud).toHaveAttribute("aria-pressed", "true");
    await expect(filter(page).getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(page).toHaveURL(/\/blogs\?category=Cloud%20Computing$/);
    const expected = ARTICLES.filter((a) => a.category === "Cloud Computing");
    await expect(page.getByRole("status")).toHaveText(`Showing ${expected.length} articles`);
    await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(
      expected.map((a) => a.title),
    );

    await page.reload();
    await expect(cloud).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(expected.length);

    const ai = filter(page).getByRole("button", { name: "AI & Innovation" });
    await ai.click();
    await expect(page).toHaveURL(/\?category=AI%20%26%20Innovation$/);
    const aiCount = ARTICLES.filter((a) => a.category === "AI & Innovation").length;
    await expect(page.getByRole("status")).toHaveText(
      `Showing ${aiCount} ${aiCount === 1 ? "article" : "articles"}`,
    );

    await filter(page).getByRole("button", { name: "All" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cards(page)).toHaveCount(14);
  });

  test("every category of the blog has at least one article", () => {
    for (const category of BLOG_CATEGORIES) {
      expect(
        ARTICLES.some((a) => a.category === category),
        category,
      ).toBe(true);
    }
  });

  test("the prebuilt page lists every article whatever the query string says", async ({
    request,
  }) => {
    const html = await (await request.get("/blogs?category=Security")).text();
    expect(html.match(/>Read More</g)).toHaveLength(14);
    expect(/aria-pressed="true"[^>]*>All</.test(html), "All is the pressed button").toBe(true);
  });

  test("cards rise in 0.1 s apart, and not at all under reduced motion", async ({ page }) => {
    await page.goto("/blogs");
    const delays = await page
      .getByRole("region", { name: "Articles" })
      .locator("ul > li")
      .evaluateAll((items) => items.slice(0, 4).map((li) => getComputedStyle(li).animationDelay));
    expect(delays).toEqual(["0s", "0.1s", "0.2s", "0.3s"]);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    const names = await page
      .getByRole("region", { name: "Articles" })
      .locator("ul > li")
      .evaluateAll((items) => items.map((li) => getComputedStyle(li).animationName));
    expect(new Set(names)).toEqual(new Set(["none"]));
  });

  test("fits a 390 px screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/blogs");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("blog articles", () => {
  for (const slug of ["ai-it-support", "cloud-transformation-modernization-2025"]) {
    test(`${slug}: metadata, its own share card, BlogPosting JSON-LD, Back to Blogs, author, related articles, call to action`, async ({
      page,
      request,
    }) => {
      const article = bySlug(slug);
      await page.goto(`/blogs/${slug}`);

      await expect(page).toHaveTitle(`${article.title} | ${SITE.blogName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        article.description,
      );
      const canonical = new RegExp(`^https?://[^/]+/blogs/${slug}$`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        `${article.title} | ${SITE.blogName}`,
      );
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        "content",
        article.description,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
      const card = shareCardOf({ kind: "blogs", ...article }, SITE.brandName);
      expect(card.path).toBe(`/share/blogs/${slug}.png`);
      expect(card.alt).toBe(`${article.category}: ${article.title}. ${SITE.brandName}`);
      await expectOwnShareCard(page, request, card);
      const published = parseBlogDate(article.date).toISOString().slice(0, 10);
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
        "content",
        published,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );

      const posting = await jsonLdOf(page, "BlogPosting");
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        headline: article.title,
        description: article.description,
        image: [expect.stringMatching(/^https?:\/\/.+\.jpg$/)],
        datePublished: published,
        articleSection: article.category,
        author: { "@type": "Person", name: article.author.name, jobTitle: article.author.role },
        publisher: {
          "@type": "Organization",
          name: SITE.brandName,
          logo: { "@type": "ImageObject", url: expect.stringMatching(/^https?:\/\/.+\.png$/) },
        },
        mainEntityOfPage: { "@id": expect.stringMatching(canonical) },
      });

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(
        page.locator("article:has(h1)").getByRole("img", { name: article.imageAlt }),
      ).toBeVisible();
      const header = page.locator("article:has(h1) header");
      await expect(
        header.getByText(readTimeLabel(readTimeMinutes(countWords(article.body))), { exact: true }),
      ).toBeVisible();
      await expect(header.locator("time")).toHaveText(article.date);
      await expect(page.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute(
        "href",
        "/blogs",
      );

      const author = page.getByRole("complementary", { name: "About the author" });
      await expect(author).toContainText(article.author.name);
      await expect(author).toContainText(article.author.role);
      await expect(author).toContainText(article.author.bio);

      const related = page.getByRole("region", { name: "Related articles" });
      const relatedTitles = await related.getByRole("heading", { level: 3 }).allTextContents();
      expect(relatedTitles).toHaveLength(3);
      expect(relatedTitles).not.toContain(article.title);
      const sameCategory = ARTICLES.filter(
        (a) => a.category === article.category && a.slug !== slug,
      ).map((a) => a.title);
      expect(relatedTitles.slice(0, Math.min(3, sameCategory.length))).toEqual(
        sameCategory.slice(0, 3),
      );

      const cta = page.getByRole("region", { name: HOME.cta.heading });
      await expect(cta.getByRole("link", { name: HOME.cta.buttonText })).toHaveAttribute(
        "href",
        /^\/(assessment|contact)$/,
      );

      // Back to the index by the link, client-side.
      await page.getByRole("link", { name: "Back to Blogs" }).click();
      await expect(page).toHaveURL(/\/blogs$/);
      await expect(cards(page)).toHaveCount(14);
    });
  }

  test("the category badge on an article opens the index filtered by that category", async ({
    page,
  }) => {
    const article = bySlug("ai-it-support");
    await page.goto(`/blogs/${article.slug}`);
    await page.getByRole("link", { name: `More articles in ${article.category}` }).click();
    await expect(page).toHaveURL(/\/blogs\?category=AI%20%26%20Innovation$/);
    await expect(
      filter(page).getByRole("button", { name: article.category, exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("unknown addresses", () => {
  test("an unknown article answers 404 with 'Blog metadata not found'", async ({ page }) => {
    const response = await page.goto("/blogs/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog metadata not found");
    await expect(page).toHaveTitle(/^Blog metadata not found \| /);
    await expect(page.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute(
      "href",
      "/blogs",
    );
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
