import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { publicHtmlFiles } from "../plugins/site-build/built-html/public-html-files";
import { sitePathOf } from "../plugins/site-build/deploy/page-files";
import { pageAnchor } from "../plugins/site-build/seo-report/report-html";
import { byAddress, NOT_FOUND_PAGES } from "../plugins/site-build/seo-report/seo-report";
import { SEO_REPORT_PATH, seoReportContentSecurityPolicy } from "../src/lib/seo-report-page";
import { expect, expectNoAxeViolations, PUBLIC_DIR, test } from "./fixtures";

/**
 * The SEO report (/admin/seo/) of the built site: complete and in address order without
 * scripts; with them, sortable by any column and filtered by problem, the number of rows shown
 * announced; accessible either way; and the launch content carries no error.
 */

const REPORT = `${SEO_REPORT_PATH}/`;

/** Every page the report has a row for: the built pages, not-found pages left out. */
const reportedPages = publicHtmlFiles(PUBLIC_DIR)
  .map(sitePathOf)
  .filter((sitePath): sitePath is string => sitePath !== null)
  .filter((sitePath) => !NOT_FOUND_PAGES.includes(sitePath))
  .sort(byAddress);

const rows = (page: Page) => page.locator("#pages-table tbody tr");
const addresses = (page: Page) =>
  page.locator("#pages-table tbody tr:not([hidden]) th").allInnerTexts();

/** The numbers in a column of the visible rows, by its data-value. */
async function columnValues(page: Page, column: number): Promise<number[]> {
  const cells = page.locator(`#pages-table tbody tr:not([hidden]) > :nth-child(${column + 1})`);
  return (await cells.evaluateAll((all) => all.map((cell) => cell.getAttribute("data-value")))).map(
    Number,
  );
}

/** Records any refusal by the page's Content-Security-Policy. */
function watchPolicy(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) refused.push(message.text());
  });
  page.on("pageerror", (error) => refused.push(error.message));
  return refused;
}

test("without scripts the report is complete, in address order, with no controls that need them", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(REPORT);
  await expect(page.getByRole("heading", { level: 1, name: "SEO report" })).toBeVisible();
  // The launch content has no error (a warning, such as a title cut in search results, may be).
  await expect(page.locator("header")).toContainText(`${reportedPages.length} pages, 0 errors`);
  await expect(page.getByRole("heading", { name: /^Errors/ })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(reportedPages.length);
  expect(await addresses(page)).toEqual(reportedPages);
  // The controls are the script's: none is left without it.
  await expect(page.getByLabel("Show")).toHaveCount(0);
  await expect(page.locator("#pages-table th button")).toHaveCount(0);
  await expect(page.locator("#pages-table th[aria-sort]")).toHaveText("Address");

  // A page's previews open without scripts too (<details>).
  const home = page.locator("details#page-home");
  await home.locator(":scope > summary").click();
  await expect(home.getByRole("heading", { name: "Search result" })).toBeVisible();
  await expect(home.locator(".serp-title")).not.toBeEmpty();
  await expect(home.getByRole("heading", { name: "Shared link" })).toBeVisible();
  // The card is this build's share image, loaded from the report's own server.
  const card = home.locator("img.card-image");
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await context.close();
});

test("without its script the static report passes axe, a page's previews open", async ({
  page,
}) => {
  // axe runs as a script in the page, so here only the report's own script is held back: the
  // page is what a browser without scripts shows.
  await page.route(`**${SEO_REPORT_PATH}/report.js`, (route) => route.abort());
  await page.goto(REPORT, { waitUntil: "commit" });
  await page.waitForLoadState("load");
  await expect(page.getByLabel("Show")).toHaveCount(0);
  await page.locator("details#page-home > summary").click();
  await expect(page.locator("details#page-home")).toHaveAttribute("open", "");
  await expectNoAxeViolations(page, "without the report's script");
  // On a phone only the table scrolls sideways, not the page, whatever is open.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator("details").evaluateAll((all) => {
    for (const details of all) (details as HTMLDetailsElement).open = true;
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test("with scripts the table sorts by a column and filters by problem, announcing the rows shown", async ({
  page,
}) => {
  const refused = watchPolicy(page);
  // Not a page of the site: no hydration to wait for.
  await page.goto(REPORT, { waitUntil: "commit" });
  const filter = page.getByLabel("Show");
  await expect(filter).toBeVisible();
  const status = page.getByRole("status");

  // Its own policy, in the page's meta tag and as the own server sends it; nothing refused under it.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    "content",
    seoReportContentSecurityPolicy("meta"),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  // Sort by the titles' width: a first press ascending, a second descending.
  const headers = page.locator("#pages-table thead th");
  const titlePixels = headers.filter({ hasText: "Title pixels" });
  const column = (await headers.allInnerTexts()).findIndex((text) =>
    text.startsWith("Title pixels"),
  );
  const sortButton = titlePixels.getByRole("button", { name: "Title pixels" });
  await sortButton.click();
  await expect(titlePixels).toHaveAttribute("aria-sort", "ascending");
  await expect(headers.first()).not.toHaveAttribute("aria-sort", /.*/);
  await expect(status).toHaveText(
    `All ${reportedPages.length} pages, sorted by Title pixels, ascending.`,
  );
  const ascending = await columnValues(page, column);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  // By keyboard, the other way round.
  await sortButton.focus();
  await page.keyboard.press("Enter");
  await expect(titlePixels).toHaveAttribute("aria-sort", "descending");
  const descending = await columnValues(page, column);
  expect(descending).toEqual([...ascending].sort((a, b) => b - a));

  // Filter by a problem: only its pages stay, and the status says how many.
  const options = await filter.locator("option").allInnerTexts();
  const cutTitles = options.find((option) => option.startsWith("Title cut in search results"));
  expect(cutTitles, `a filter choice among ${options.join(", ")}`).toBeDefined();
  const count = Number(/\((\d+)\)$/.exec(cutTitles ?? "")?.[1]);
  await filter.selectOption({ label: cutTitles ?? "" });
  await expect(page.locator("#pages-table tbody tr:not([hidden])")).toHaveCount(count);
  await expect(status).toHaveText(
    `${count} of ${reportedPages.length} pages (${cutTitles}), sorted by Title pixels, descending.`,
  );
  for (const value of await columnValues(page, column)) expect(value).toBeGreaterThan(600);
  // Back to every page, and to address order.
  await filter.selectOption({ label: `All pages (${reportedPages.length})` });
  await headers.first().getByRole("button").click();
  expect(await addresses(page)).toEqual(reportedPages);

  // A link in the table opens that page's previews and structured data.
  const article = reportedPages.find((sitePath) => /^\/blogs\/[^/]+$/.test(sitePath)) ?? "";
  await page.locator("#pages-table tbody th a", { hasText: new RegExp(`^${article}$`) }).click();
  const details = page.locator(`details#${pageAnchor(article)}`);
  await expect(details).toHaveAttribute("open", "");
  await expect(details.locator("table.properties caption").first()).toContainText(
    "developers.google.com/search/docs/appearance/structured-data/article",
  );
  await expectNoAxeViolations(page, "with scripts, sorted, filtered and a page's details open");
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page, "dark", {
    onlyRules: ["color-contrast", "link-in-text-block"],
  });
  expect(refused).toEqual([]);
});

test("no page of the site links or loads the report's files", () => {
  for (const file of publicHtmlFiles(PUBLIC_DIR)) {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
    expect(html.includes(SEO_REPORT_PATH), file).toBe(false);
  }
  const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8");
  expect(sitemap).not.toContain(SEO_REPORT_PATH);
});
