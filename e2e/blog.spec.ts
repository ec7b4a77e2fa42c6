import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import AUTHORS from "../content/blog-authors.json";
import CATEGORIES from "../content/blog-categories.json";
import { ARTICLES_PER_PAGE } from "../src/lib/blog/listing";
import { countWords, readTimeLabel, readTimeMinutes } from "../src/lib/blog/read-time";
import { parseBlogDate } from "../src/lib/blog-date";
import { formatBritishDate } from "../src/lib/british-date";
import { categoryRedirects } from "../src/lib/blog/category-redirects";
import { pageTitle } from "../src/lib/seo";
import { shareCardOf } from "../src/lib/share-image";
import { expect, test } from "./fixtures";
import { expectOwnShareCard } from "./support/share-image";

interface Article {
  slug: string;
  title: string;
  excerpt: string;
  description: string;
  author: string;
  date: string;
  updated?: string;
  category: string;
  imageAlt: string;
  body: { text?: string; items?: string[] }[];
}

const CONTENT = path.join(__dirname, "..", "content");
const ARTICLES = fs
  .readdirSync(path.join(CONTENT, "blog"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(fs.readFileSync(path.join(CONTENT, "blog", name), "utf8")) as Article)
  .sort(
    (a, b) =>
      parseBlogDate(b.date).getTime() - parseBlogDate(a.date).getTime() ||
      a.title.localeCompare(b.title),
  );
/** The index's first page: the newest articles, as many as a page holds. */
const FIRST_PAGE = ARTICLES.slice(0, ARTICLES_PER_PAGE);
/** The categories a visitor can choose: those with articles, in the editors' order. */
const LISTED_CATEGORIES = CATEGORIES.filter((c) => ARTICLES.some((a) => a.category === c.name));
const SITE = JSON.parse(fs.readFileSync(path.join(CONTENT, "site.json"), "utf8")) as {
  blogName: string;
  brandName: string;
};
const HOME = JSON.parse(fs.readFileSync(path.join(CONTENT, "home.json"), "utf8")) as {
  cta: { heading: string; buttonText: string };
};
/** A stored date ("July 3, 2025") as pages show it, the British way ("3 July 2025"). */
const shown = (date: string) => formatBritishDate(parseBlogDate(date).toISOString().slice(0, 10));
const bySlug = (slug: string) => ARTICLES.find((a) => a.slug === slug) as Article;
const authorOf = (article: Article) => AUTHORS.find((a) => a.name === article.author);
const categoryOf = (article: Article) => CATEGORIES.find((c) => c.name === article.category);

/** The names of a JSON-LD node's breadcrumb trail. */
const trailNames = (node: Record<string, unknown>) =>
  (node.breadcrumb as { itemListElement: { name: string }[] }).itemListElement.map((i) => i.name);

const cards = (page: Page) => page.getByRole("region", { name: "Articles" }).getByRole("article");
const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Article categories" });

async function jsonLdOf(page: Page, type: string): Promise<Record<string, unknown>> {
  const all = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  const found = (all as Record<string, unknown>[]).find((data) => data["@type"] === type);
  expect(found, `JSON-LD of type ${type}`).toBeDefined();
  return found as Record<string, unknown>;
}

test.describe("blog index", () => {
  test("the newest articles first, each card with image, category, title, excerpt, author, date, read time and Read More", async ({
    page,
  }) => {
    await page.goto("/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latest Insights & News");
    await expect(page).toHaveTitle(`Latest Insights & News | ${SITE.brandName}`);
    await expect(cards(page)).toHaveCount(FIRST_PAGE.length);
    await expect(page.getByRole("region", { name: "Articles" })).toContainText(
      FIRST_PAGE.length === ARTICLES.length
        ? `Showing ${ARTICLES.length} articles`
        : `Showing 1–${FIRST_PAGE.length} of ${ARTICLES.length} articles`,
    );

    for (const [index, article] of FIRST_PAGE.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(article.title);
      await expect(card.getByRole("img", { name: article.imageAlt })).toHaveCount(1);
      await expect(card.getByText(article.category, { exact: true })).toBeVisible();
      await expect(card.getByText(article.excerpt, { exact: true })).toBeVisible();
      await expect(card.getByText(article.author, { exact: true })).toBeVisible();
      await expect(card.locator("time")).toHaveText(shown(article.date));
      await expect(card.getByText(/^\d+ min read$/)).toHaveText(
        readTimeLabel(readTimeMinutes(countWords(article.body))),
      );
      const more = card.getByRole("link", { name: `Read More about ${article.title}` });
      await expect(more).toHaveAttribute("href", `/blogs/${article.slug}`);
      await expect(more).toContainText("Read More");
    }
    // The first card's image loads at once, the rest from the layout, when near the viewport.
    await expect(cards(page).nth(0).locator("img")).toHaveAttribute("loading", "eager");
    await expect(cards(page).nth(1).locator("img")).toHaveAttribute("loading", "lazy");
    await expect(cards(page).last().locator("img")).toHaveAttribute("loading", "lazy");
    // A thumbnail never takes the first screen's bandwidth at high priority.
    await expect(cards(page).nth(0).locator("img")).toHaveAttribute("fetchpriority", "low");

    const blog = await jsonLdOf(page, "Blog");
    expect(blog.blogPost).toHaveLength(FIRST_PAGE.length);
    expect((blog.blogPost as Record<string, unknown>[])[0]).toMatchObject({
      "@type": "BlogPosting",
      headline: ARTICLES[0].title,
      url: expect.stringMatching(new RegExp(`^https?://.+/blogs/${ARTICLES[0].slug}$`)),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      author: {
        "@type": "Person",
        name: ARTICLES[0].author,
        url: expect.stringMatching(new RegExp(`/blogs/author/${authorOf(ARTICLES[0])?.slug}$`)),
      },
    });
    const pager = page.getByRole("navigation", { name: "Pages of articles" });
    await expect(pager).toHaveCount(ARTICLES.length > ARTICLES_PER_PAGE ? 1 : 0);
  });

  test("read times are worked out from the words and fall between 5 and 8 minutes", async () => {
    for (const article of ARTICLES) {
      const minutes = readTimeMinutes(countWords(article.body));
      expect(minutes, article.slug).toBeGreaterThanOrEqual(5);
      expect(minutes, article.slug).toBeLessThanOrEqual(8);
    }
  });

  test("one link per subject to its own page, which lists its articles with its own title and canonical", async ({
    page,
  }) => {
    await page.goto("/blogs");
    const links = categoryNav(page).getByRole("link");
    await expect(links).toHaveText(["All", ...LISTED_CATEGORIES.map((c) => c.name)]);
    await expect(categoryNav(page).getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The launch content's "Cybersecurity", "Cyber Security" and "Security" are one subject, and
    // so are "Cloud Solutions", "Cloud Migration" and "Cloud Computing".
    const letters = LISTED_CATEGORIES.map((c) => c.name.toLowerCase().replace(/[^a-z]/g, ""));
    expect(letters.filter((name) => name.endsWith("security"))).toEqual(["cybersecurity"]);
    expect(letters.filter((name) => name.startsWith("cloud"))).toEqual(["cloudcomputing"]);

    const category = CATEGORIES.find((c) => c.name === "Cloud Computing");
    if (!category) throw new Error("The launch content has a Cloud Computing category");
    await categoryNav(page).getByRole("link", { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/category/${category.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
    await expect(page.getByText(category.description, { exact: true })).toBeVisible();
    await expect(
      categoryNav(page).getByRole("link", { name: category.name, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    const expected = ARTICLES.filter((a) => a.category === category.name);
    await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(
      expected.map((a) => a.title),
    );
    await expect(page).toHaveTitle(pageTitle(`${category.name} articles`, SITE.blogName));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+/blogs/category/${category.slug}$`),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      category.description,
    );
    const collection = await jsonLdOf(page, "CollectionPage");
    expect(collection.hasPart).toHaveLength(expected.length);
    expect(trailNames(collection)).toEqual(["Home", "Blogs", category.name]);

    await categoryNav(page).getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cards(page)).toHaveCount(FIRST_PAGE.length);
  });

  test("an old filtered link leads to the category's page", async ({ page }) => {
    await page.goto("/blogs?category=Cybersecurity");
    await expect(page).toHaveURL(/\/blogs\/category\/cyber-security$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cyber Security");
    await page.goto("/blogs?category=Cloud%20Solutions");
    await expect(page).toHaveURL(/\/blogs\/category\/cloud-computing$/);
  });

  test("a merged category's old page leads to its new home, permanently", async ({
    page,
    request,
  }) => {
    const redirects = categoryRedirects(CATEGORIES);
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from, to } of redirects) {
      // Our own server answers it as Netlify does (public/_redirects).
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location).toBe(to);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    }
  });

  test("the sitemap names every category's and author's page, dated by its newest article", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    const entry = (pagePath: string) =>
      new RegExp(`<loc>[^<]+${pagePath}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}`);
    for (const category of LISTED_CATEGORIES) {
      expect(sitemap).toMatch(entry(`/blogs/category/${category.slug}`));
    }
    for (const author of AUTHORS.filter((a) => ARTICLES.some((x) => x.author === a.name))) {
      expect(sitemap).toMatch(entry(`/blogs/author/${author.slug}`));
    }
    const newest = parseBlogDate(ARTICLES[0].date).toISOString().slice(0, 10);
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/blogs</loc><lastmod>${newest}`));
  });

  test("the prebuilt page lists the first page of articles whatever the query string says", async ({
    request,
  }) => {
    const html = await (await request.get("/blogs?category=Security")).text();
    expect(html.match(/>Read More</g)).toHaveLength(FIRST_PAGE.length);
    expect(/aria-current="page"[^>]*>All</.test(html), "All is the current link").toBe(true);
  });

  test("cards rise in 0.1 s apart, and not at all under reduced motion", async ({ page }) => {
    await page.goto("/blogs");
    const delays = await page
      .getByRole("region", { name: "Articles" })
      .locator("li:has(> article)")
      .evaluateAll((items) => items.slice(0, 4).map((li) => getComputedStyle(li).animationDelay));
    expect(delays).toEqual(["0s", "0.1s", "0.2s", "0.3s"]);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    const names = await page
      .getByRole("region", { name: "Articles" })
      .locator("li:has(> article)")
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
      const writer = authorOf(article);
      if (!writer) throw new Error(`${slug}: its author is in content/blog-authors.json`);
      await page.goto(`/blogs/${slug}`);

      // The blog's name always follows an article's title, however long (the requirements).
      const title = pageTitle(article.title, SITE.blogName, true);
      expect(title).toBe(`${article.title} | ${SITE.blogName}`);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        article.description,
      );
      const canonical = new RegExp(`^https?://[^/]+/blogs/${slug}$`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
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
      await expect(page.locator('meta[name="twitter:site"]')).toHaveAttribute(
        "content",
        "@northbridgeit",
      );

      const posting = await jsonLdOf(page, "BlogPosting");
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        headline: article.title,
        description: article.description,
        image: [expect.stringMatching(/^https?:\/\/.+\.jpg$/)],
        datePublished: published,
        articleSection: article.category,
        author: {
          "@type": "Person",
          name: writer.name,
          jobTitle: writer.role,
          url: expect.stringMatching(new RegExp(`^https?://[^/]+/blogs/author/${writer.slug}$`)),
        },
        publisher: {
          "@type": "Organization",
          name: SITE.brandName,
          logo: { "@type": "ImageObject", url: expect.stringMatching(/^https?:\/\/.+\.png$/) },
        },
        mainEntityOfPage: { "@id": expect.stringMatching(canonical) },
      });
      // Where it sits: Home > Blogs > its category > the article (the page itself, no URL).
      const trail = (posting.mainEntityOfPage as { breadcrumb: { itemListElement: unknown[] } })
        .breadcrumb.itemListElement;
      expect(trail).toEqual([
        { "@type": "ListItem", position: 1, name: "Home", item: expect.stringMatching(/\/$/) },
        {
          "@type": "ListItem",
          position: 2,
          name: "Blogs",
          item: expect.stringMatching(/\/blogs$/),
        },
        {
          "@type": "ListItem",
          position: 3,
          name: article.category,
          item: expect.stringMatching(new RegExp(`/blogs/category/${categoryOf(article)?.slug}$`)),
        },
        { "@type": "ListItem", position: 4, name: article.title },
      ]);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(
        page.locator("article:has(h1)").getByRole("img", { name: article.imageAlt }),
      ).toBeVisible();
      const header = page.locator("article:has(h1) header");
      await expect(
        header.getByText(readTimeLabel(readTimeMinutes(countWords(article.body))), { exact: true }),
      ).toBeVisible();
      await expect(header.locator("time").first()).toHaveText(shown(article.date));
      await expect(page.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute(
        "href",
        "/blogs",
      );

      const author = page.getByRole("complementary", { name: "About the author" });
      await expect(author.getByRole("link", { name: writer.name })).toHaveAttribute(
        "href",
        `/blogs/author/${writer.slug}`,
      );
      await expect(author).toContainText(writer.role);
      await expect(author).toContainText(writer.bio);

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
      await expect(cards(page)).toHaveCount(FIRST_PAGE.length);
    });
  }

  test("an article brought up to date shows when, and names it as dateModified", async ({
    page,
  }) => {
    const updated = ARTICLES.filter((article) => article.updated);
    expect(updated.length).toBeGreaterThan(0);
    for (const article of updated) {
      await page.goto(`/blogs/${article.slug}`);
      const header = page.locator("article:has(h1) header");
      const iso = parseBlogDate(article.updated ?? "")
        .toISOString()
        .slice(0, 10);
      await expect(header.getByText(`Updated ${shown(article.updated ?? "")}`)).toBeVisible();
      await expect(header.locator(`time[datetime="${iso}"]`)).toHaveCount(1);
      expect(await jsonLdOf(page, "BlogPosting")).toMatchObject({ dateModified: iso });
      await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute(
        "content",
        iso,
      );
    }
    // The ISO 27001 article says what is true since its transition ended (31 October 2025).
    const iso = bySlug("iso-27001-benefits");
    expect(iso.updated).toBeDefined();
    const text = JSON.stringify(iso.body);
    expect(text).not.toContain("now is the time to plan");
    expect(text).toContain("ended on 31 October 2025");
  });

  test("the category badge on an article opens its category's page", async ({ page }) => {
    const article = bySlug("ai-it-support");
    await page.goto(`/blogs/${article.slug}`);
    await page.getByRole("link", { name: `More articles in ${article.category}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/category/${categoryOf(article)?.slug}$`));
    await expect(
      categoryNav(page).getByRole("link", { name: article.category, exact: true }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("the author's name leads to their page: who they are and what they wrote, as a ProfilePage", async ({
    page,
  }) => {
    const article = bySlug("ai-it-support");
    const writer = authorOf(article);
    if (!writer) throw new Error("ai-it-support's author is in content/blog-authors.json");
    await page.goto(`/blogs/${article.slug}`);
    await page
      .getByRole("complementary", { name: "About the author" })
      .getByRole("link", { name: writer.name })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blogs/author/${writer.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(writer.name);
    await expect(page.getByText(writer.bio, { exact: true })).toBeVisible();
    const theirs = ARTICLES.filter((a) => a.author === writer.name);
    await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(
      theirs.map((a) => a.title),
    );
    await expect(page).toHaveTitle(pageTitle(`${writer.name}, ${writer.role}`, SITE.blogName));
    const profile = await jsonLdOf(page, "ProfilePage");
    expect(trailNames(profile)).toEqual(["Home", "Blogs", writer.name]);
    expect(profile.mainEntity).toMatchObject({
      "@type": "Person",
      name: writer.name,
      jobTitle: writer.role,
      url: expect.stringMatching(new RegExp(`/blogs/author/${writer.slug}$`)),
    });
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
