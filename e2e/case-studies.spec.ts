import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parseBlogDate } from "../src/lib/blog-date";
import { shareCardOf } from "../src/lib/share-image";
import { expect, test } from "./fixtures";
import { expectOwnShareCard } from "./support/share-image";

interface CaseStudyRecord {
  slug: string;
  title: string;
  sector: string;
  client: string;
  results: { items: { value: string; label: string }[] };
  quote: { text: string; role: string };
  services: string[];
  published: string;
  updated?: string;
  image?: string;
}
interface ServiceRecord {
  slug: string;
  title: string;
}

const read = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", name), "utf8")) as T;
const STUDIES = read<CaseStudyRecord[]>("case-studies.json");
const SERVICES = read<ServiceRecord[]>("services.json");
const BRAND = read<{ brandName: string }>("site.json").brandName;

/** The requirements' case-study routes, which the launch content must keep. */
const ROUTES = [
  "/case-studies/meditech-solutions",
  "/case-studies/greenomy",
  "/case-studies/LocalExpressCFDRetail",
  "/case-studies/shopsmart-retail",
];

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("every case-study route of the requirements has a record", () => {
  expect(STUDIES.map((s) => `/case-studies/${s.slug}`)).toEqual(expect.arrayContaining(ROUTES));
});

test("/case-studies lists every case study, linked, and the footer links it from every page", async ({
  page,
}) => {
  await page.goto("/case-studies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
  const listing = page.getByRole("region", { name: "Case studies" });
  await expect(listing.getByRole("article")).toHaveCount(STUDIES.length);
  const hrefs = await listing
    .getByRole("link")
    .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  expect(hrefs).toEqual(STUDIES.map((s) => `/case-studies/${s.slug}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^https?:\/\/[^/]+\/case-studies$/,
  );
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Case Studies" }),
  ).toHaveAttribute("href", "/case-studies");
  await listing.getByRole("link").last().click();
  await expect(page).toHaveURL(new RegExp(`/case-studies/${STUDIES.at(-1)?.slug}$`));
});

for (const study of STUDIES) {
  test.describe(`/case-studies/${study.slug}`, () => {
    test("client, challenge, solution, measured results, quote by role, services used and a call to action", async ({
      page,
    }) => {
      await page.goto(`/case-studies/${study.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      if (study.image) {
        // Below the heading, mostly under a phone's first screen: it waits for the text.
        const cover = page.locator("main picture img").first();
        await expect(cover).toHaveAttribute("loading", "lazy");
        await expect(cover).toHaveAttribute("fetchpriority", "low");
      }
      for (const name of ["The client", "The challenge", "Our solution"]) {
        await expect(region(page, name).getByRole("paragraph").first()).toBeVisible();
      }
      await expect(region(page, "Our solution").getByRole("listitem")).not.toHaveCount(0);

      const results = region(page, "The results");
      for (const item of study.results.items) {
        await expect(results.getByText(item.value, { exact: true })).toBeVisible();
        await expect(results.getByText(item.label, { exact: true })).toBeVisible();
      }
      const quote = results.locator("figure");
      await expect(quote.locator("blockquote")).toContainText(study.quote.text);
      await expect(quote.locator("figcaption")).toHaveText(new RegExp(`^${study.quote.role}, `));

      const servicesUsed = page.getByRole("list", { name: "Services used" });
      const expected = study.services.map((slug) => SERVICES.find((s) => s.slug === slug)!);
      await expect(servicesUsed.getByRole("link")).toHaveText(expected.map((s) => s.title));
      const hrefs = await servicesUsed
        .getByRole("link")
        .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
      expect(hrefs.map((h) => decodeURIComponent(h))).toEqual(
        study.services.map((slug) => `/services/${slug}`),
      );

      const cta = region(page, "Want results like these?");
      await expect(cta.getByRole("link")).toHaveAttribute("href", "/contact");

      const words = (await page.locator("main").innerText()).split(/\s+/).filter(Boolean);
      expect(words.length, "words on the page").toBeGreaterThanOrEqual(400);
    });

    test("a breadcrumb trail leads back to all case studies", async ({ page }) => {
      await page.goto(`/case-studies/${study.slug}`);
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("listitem")).toHaveText(["Home", "Case Studies", study.title]);
      await expect(trail.getByText(study.title)).toHaveAttribute("aria-current", "page");
      await trail.getByRole("link", { name: "Case Studies" }).click();
      await expect(page).toHaveURL(/\/case-studies$/);
    });

    test("its service links lead to the service pages", async ({ page, request }) => {
      await page.goto(`/case-studies/${study.slug}`);
      const links = page.getByRole("list", { name: "Services used" }).getByRole("link");
      const hrefs = await links.evaluateAll((all) => all.map((l) => l.getAttribute("href") ?? ""));
      for (const href of hrefs) {
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        const title = SERVICES.find(
          (s) => `/services/${s.slug}` === decodeURIComponent(href),
        )?.title;
        expect(await response.text(), href).toContain(`<h1>${title?.replace(/&/g, "&amp;")}</h1>`);
      }
      await links.first().click();
      await expect(page).toHaveURL(
        (url) => decodeURIComponent(url.pathname) === `/services/${study.services[0]}`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("its own share card: og:image and twitter:image name /share/case-studies/{slug}.png, served as PNG", async ({
      page,
      request,
    }) => {
      await page.goto(`/case-studies/${study.slug}`);
      const card = shareCardOf({ kind: "case-studies", ...study }, BRAND);
      expect(card.path).toBe(`/share/case-studies/${study.slug}.png`);
      await expectOwnShareCard(page, request, card);
    });

    test("Article JSON-LD: headline, publisher, dates from the content and the services it is about", async ({
      page,
    }) => {
      await page.goto(`/case-studies/${study.slug}`);
      const scripts = await page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((all) => all.map((s) => s.textContent ?? ""));
      const parsed = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
      const article = parsed.find((d) => d["@type"] === "Article") as {
        headline: string;
        url: string;
        image: string[];
        publisher: { "@type": string; name: string };
        about: { "@type": string; name: string; url: string }[];
        datePublished: string;
        dateModified: string;
        mainEntityOfPage: { breadcrumb: { itemListElement: { name: string; item?: string }[] } };
      };
      expect(article.headline).toBe(study.title);
      // Home > Case Studies > this study, as the page's own trail shows it.
      const trail = article.mainEntityOfPage.breadcrumb.itemListElement;
      expect(trail.map((step) => step.name)).toEqual(["Home", "Case Studies", study.title]);
      expect(trail[1].item).toMatch(/\/case-studies$/);
      expect(article.url).toMatch(new RegExp(`^https?://[^/]+/case-studies/${study.slug}$`));
      expect(article.image[0]).toMatch(/^https?:\/\/.+\.jpg$/);
      expect(article.publisher["@type"]).toBe("Organization");
      const iso = (date: string) => parseBlogDate(date).toISOString().slice(0, 10);
      expect(article.datePublished).toBe(iso(study.published));
      expect(article.dateModified).toBe(iso(study.updated ?? study.published));
      expect(article.about.map((s) => s.name)).toEqual(
        study.services.map((slug) => SERVICES.find((s) => s.slug === slug)!.title),
      );
      expect(article.about.every((s) => s["@type"] === "Service")).toBe(true);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        /^.{50,160}$/,
      );
    });
  });
}
