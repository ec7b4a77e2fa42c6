/**
 * Site search on the built site: the header control opens a dialog over the index the build
 * wrote into public/pagefind/, costs nothing before it is opened, works by keyboard alone, and
 * the search page works with scripts (a linkable result list) and without (every page listed).
 * What is expected comes from content/, never from a fixed count.
 */
import type { Locator, Page, Request } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import CASE_STUDIES from "../content/case-studies.json";
import SERVICES from "../content/services.json";
import { ASSESSMENT_MENU } from "../src/lib/tools/registry";
import { FIRST_RESULTS_MAX, firstResultsMessage } from "../src/lib/search/first-results";
import { SEARCH_ANSWER_PAGES } from "../src/lib/search/search-kinds";
import { SEARCH_WORDS } from "../src/lib/search/search-words";
import {
  COLOUR_RULES,
  expect,
  expectNoAxeViolations,
  holdScripts,
  test,
  useTheme,
  waitForHydration,
  withConsentAnswered,
} from "./fixtures";

interface ArticleRecord {
  slug: string;
  title: string;
  excerpt: string;
  body: Array<{ text?: string; items?: string[] }>;
}

const BLOG_DIR = path.join(__dirname, "..", "content", "blog");
const ARTICLES: ArticleRecord[] = fs
  .readdirSync(BLOG_DIR)
  .map((name) => JSON.parse(fs.readFileSync(path.join(BLOG_DIR, name), "utf8")) as ArticleRecord);

/** The articles whose visible text (title, summary, body) has the phrase. */
function articlesMentioning(phrase: string): ArticleRecord[] {
  const wanted = phrase.toLowerCase();
  return ARTICLES.filter((article) =>
    [
      article.title,
      article.excerpt,
      ...article.body.flatMap((b) => [b.text ?? "", ...(b.items ?? [])]),
    ]
      .join(" ")
      .toLowerCase()
      .includes(wanted),
  );
}

/**
 * The pages whose title or summary (an article's excerpt, a service's description, a case
 * study's or a tool's summary) has a word starting with `word`: what the search page can show
 * before its scripts run (of those it lists: an article is listed from its day on).
 */
function summariesMentioning(word: string): string[] {
  const has = (...texts: string[]) => new RegExp(`(^|[^a-z0-9])${word}`, "i").test(texts.join(" "));
  return [
    ...ARTICLES.filter((a) => has(a.title, a.excerpt)).map((a) => `/blogs/${a.slug}`),
    ...SERVICES.filter((s) => has(s.title, s.description)).map((s) => `/services/${s.slug}`),
    ...CASE_STUDIES.filter((c) => has(c.title, c.summary)).map((c) => `/case-studies/${c.slug}`),
    ...ASSESSMENT_MENU.filter((t) => has(t.name, t.summary)).map((t) => t.route),
  ];
}

const CYBER_SECURITY = SERVICES.find((service) => service.slug === "cyber-security");

/** Requests for the search runtime and index, and for the dialog's own chunk. */
function watchSearchRequests(page: Page): { index: string[]; dialog: string[] } {
  const seen = { index: [] as string[], dialog: [] as string[] };
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/pagefind/")) seen.index.push(pathname);
    if (/\/search-dialog-[^/]*\.js$/.test(pathname)) seen.dialog.push(pathname);
  });
  return seen;
}

function headerSearch(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: "Search", exact: true });
}

/** Opens the dialog from the header; returns it, its field and its results. */
async function openSearch(page: Page) {
  await headerSearch(page).click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole("combobox", { name: "Search" });
  await expect(field).toBeFocused();
  return { dialog, field, results: dialog.getByRole("option") };
}

async function searchFor(page: Page, text: string) {
  const opened = await openSearch(page);
  await opened.field.fill(text);
  await expect(opened.dialog.getByRole("status")).toHaveText(/result/);
  return opened;
}

/** Scrolls through the page so every on-demand part loads, then waits for the network. */
async function visitWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
  });
  await page.waitForLoadState("networkidle");
}

test.describe("site search", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("costs nothing until opened: no runtime, index or dialog code before, the runtime at once after", async ({
    page,
  }) => {
    const requests = watchSearchRequests(page);
    for (const route of [
      "/",
      "/blogs/cybersecurity-best-practices",
      "/services/cyber-security",
      "/ServicePlans",
      "/tools/budget-calculator",
      "/search",
    ]) {
      await page.goto(route);
      await visitWholePage(page);
      expect(requests, `requests on ${route}`).toEqual({ index: [], dialog: [] });
    }
    const { field } = await openSearch(page);
    await expect.poll(() => requests.dialog.length).toBeGreaterThan(0);
    await expect.poll(() => requests.index).toContain("/pagefind/pagefind.js");
    await field.fill("backup");
    await expect
      .poll(() => requests.index.some((p) => p.startsWith("/pagefind/index/")))
      .toBe(true);
  });

  test("“Cyber Essentials” finds the cyber security service and the articles about it; the Services filter narrows the list", async ({
    page,
  }) => {
    await page.goto("/about");
    const { dialog, results } = await searchFor(page, "Cyber Essentials");
    await expect(results.filter({ hasText: CYBER_SECURITY?.title ?? "" }).first()).toBeVisible();
    const mentioned = articlesMentioning("Cyber Essentials");
    expect(mentioned.length).toBeGreaterThan(0);
    await expect(results.filter({ hasText: /^Article/ }).first()).toBeVisible();

    const kinds = dialog.getByRole("group", { name: "Kind" });
    const servicesFilter = kinds.getByRole("button", { name: /^Services \d+$/ });
    const serviceCount = Number((await servicesFilter.textContent())?.replace(/\D/g, ""));
    expect(serviceCount).toBeGreaterThan(0);
    await servicesFilter.click();
    await expect(servicesFilter).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByRole("status")).toHaveText(
      `${serviceCount} ${serviceCount === 1 ? "result" : "results"} for “Cyber Essentials” in Services`,
    );
    await expect(results).toHaveCount(Math.min(serviceCount, 8));
    await expect(results.locator(":scope > span:first-child")).toHaveText(
      Array(Math.min(serviceCount, 8)).fill("Service"),
    );

    // Articles have their category filter; choosing one narrows to it.
    await kinds.getByRole("button", { name: /^Articles \d+$/ }).click();
    const categories = dialog.getByRole("group", { name: "Category" });
    const category = categories.getByRole("button").nth(1);
    const name = (await category.textContent())?.replace(/\d+$/, "") ?? "";
    await category.click();
    await expect(dialog.getByRole("status")).toContainText(`in Articles, ${name}`);
    await expect(results.locator(":scope > span:first-child").first()).toHaveText(
      new RegExp(`^Article · ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} · `),
    );
  });

  test("the search page lists every result of a query, linkable as /search?q=", async ({
    page,
  }) => {
    // Pagefind's index arrives as gzip the browser inflates, not data its script inflates.
    const fragment = page.waitForResponse((response) =>
      response.url().includes("/pagefind/fragment/"),
    );
    await page.goto(`/search?q=${encodeURIComponent("Cyber Essentials")}`);
    expect((await fragment).headers()["content-encoding"]).toBe("gzip");
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.getByRole("status")).toHaveText(/^\d+ results? for “Cyber Essentials”$/);
    // The page shows the first results and adds more on request: open them all.
    const more = results.getByRole("button", { name: SEARCH_WORDS.showMore });
    while (await more.isVisible()) {
      const shown = await results.getByRole("listitem").count();
      await more.click();
      await expect.poll(() => results.getByRole("listitem").count()).toBeGreaterThan(shown);
    }
    for (const article of articlesMentioning("Cyber Essentials")) {
      await expect(results.locator(`a[href="/blogs/${article.slug}"]`)).toBeVisible();
    }
    await expect(results.locator(`a[href="/services/${CYBER_SECURITY?.slug}"]`)).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue(
      "Cyber Essentials",
    );

    // Typing searches again and keeps the address in step.
    await page.getByRole("searchbox", { name: "Search the site" }).fill("disaster recovery");
    await expect(results.getByRole("status")).toHaveText(/results? for “disaster recovery”/);
    await expect(page).toHaveURL(/\/search\?q=disaster%20recovery$/);
    await results.getByRole("link").first().click();
    await expect(page).not.toHaveURL(/\/search/);
  });

  test("a buyer's question about prices puts Service Plans first: price, pricing, cost, how much", async ({
    page,
  }) => {
    const results = page.getByRole("region", { name: "Results" });
    for (const question of ["price", "pricing", "cost", "how much"]) {
      await page.goto(`/search?q=${encodeURIComponent(question)}`);
      await expect(results.getByRole("status")).toHaveText(
        new RegExp(`results? for “${question}”`),
      );
      await expect(results.getByRole("listitem").first().getByRole("link")).toHaveAttribute(
        "href",
        SEARCH_ANSWER_PAGES.prices,
      );
    }
  });

  test("each page once: /about is found, its copy /About neither found nor in the sitemap", async ({
    page,
  }) => {
    const sitemap = fs.readFileSync(path.join(__dirname, "..", "public", "sitemap-0.xml"), "utf8");
    expect(sitemap).toMatch(/<loc>[^<]*\/about<\/loc>/);
    expect(sitemap).not.toMatch(/<loc>[^<]*\/About<\/loc>/);
    await page.goto(`/search?q=${encodeURIComponent("transparent pricing")}`);
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.locator('a[href="/about"]')).toHaveCount(1);
    await expect(results.locator('a[href="/About"]')).toHaveCount(0);
  });

  test("every excerpt starts at the start of a sentence, or at a word after an ellipsis", async ({
    page,
  }) => {
    await page.goto("/search?q=backup");
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.getByRole("status")).toHaveText(/results? for “backup”/);
    // Each result: its kind, its title, then its excerpt.
    const excerpts = await results.locator("li > span:last-child").allInnerTexts();
    expect(excerpts.length).toBeGreaterThan(0);
    for (const excerpt of excerpts) {
      // A sentence starts with a capital or a digit; mid-sentence, "… " and a whole word.
      expect(excerpt).toMatch(/^(?:[A-Z0-9“"‘(£]|… [\p{L}\p{N}£“"(])/u);
      expect(excerpt).not.toMatch(/^[&,.;:)]/);
    }
  });

  test("results arriving do not move the page: no layout shift on /search?q=backup", async ({
    page,
    baseURL,
  }) => {
    // Pictures of the page, not of the consent banner over it.
    if (process.env.SEARCH_SCREENSHOTS) await withConsentAnswered(page.context(), baseURL);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
          shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/search?q=backup");
      const results = page.getByRole("region", { name: "Results" });
      // Pagefind's answer, not the first matches shown before it.
      await expect(results.getByRole("status")).toHaveText(/results? for “backup”/);
      // Two frames: every shift of the render is reported to the observer by then.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const total = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(total, `layout shift at ${width} px`).toBeLessThan(0.01);
      if (process.env.SEARCH_SCREENSHOTS) {
        await page.screenshot({
          path: path.join(process.env.SEARCH_SCREENSHOTS, `search-backup-${width}.png`),
        });
        await page.goto("/search?q=price");
        await expect(results.getByRole("status")).toHaveText(/results? for “price”/);
        await page.screenshot({
          path: path.join(process.env.SEARCH_SCREENSHOTS, `search-price-${width}.png`),
        });
      }
    }
  });

  test("/search?q=backup shows its first matches before any script runs, then Pagefind's results in the same elements, nothing moving and no later largest paint", async ({
    page,
    baseURL,
  }) => {
    if (process.env.SEARCH_SCREENSHOTS) await withConsentAnswered(page.context(), baseURL);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const seen = { shift: 0, paints: [] as number[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          seen.shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.paints.push(entry.startTime);
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const scripts = await holdScripts(page);
    // Searched in Pagefind's worker, off the main thread while the page hydrates.
    const worker = page.waitForRequest((request) =>
      request.url().endsWith("/pagefind/pagefind-worker.js"),
    );
    await page.goto("/search?q=backup", { waitUntil: "commit" });
    await page.waitForLoadState("domcontentloaded");
    const results = page.getByRole("region", { name: "Results" });
    const field = page.getByRole("searchbox", { name: "Search the site" });

    // Before any bundle: the listed pages whose title or summary says "backup…", marked as such.
    await expect(results.getByRole("status")).toHaveText(firstResultsMessage("backup"));
    await expect(field).toHaveValue("backup");
    const everything = page.getByRole("region", { name: SEARCH_WORDS.everything });
    const listed = await everything
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const expected = summariesMentioning("backup").filter((href) => listed.includes(href));
    expect(expected.length).toBeGreaterThan(0);
    const first = results.getByRole("listitem");
    await expect(first).toHaveCount(Math.min(expected.length, FIRST_RESULTS_MAX));
    for (const item of await first.all()) {
      await expect(item).toContainText(/\bbackup/i);
      expect(expected).toContain(await item.getByRole("link").getAttribute("href"));
    }
    await expect(results.locator("mark").first()).toHaveText(/^backup/i);
    if (process.env.SEARCH_SCREENSHOTS) {
      await page.screenshot({
        path: path.join(process.env.SEARCH_SCREENSHOTS, "search-backup-390-first.png"),
      });
    }
    // Each first result's elements, tagged to be found again after the results arrive.
    const shown = await first.count();
    await page.evaluate(() =>
      document.querySelectorAll("[data-results] > li").forEach((item, index) => {
        (item as Element & { firstIndex?: number }).firstIndex = index;
      }),
    );
    const released = await page.evaluate(() => performance.now());
    await scripts.release();
    await waitForHydration(page);

    // Pagefind's results, ranked, in the same elements; the status announces their count.
    await expect(results.getByRole("status")).toHaveText(/^\d+ results? for “backup”$/);
    await worker;
    const total = Number((await results.getByRole("status").textContent())?.split(" ")[0]);
    await expect(first).toHaveCount(Math.min(total, 20));
    const kept = await page.evaluate(() =>
      Array.from(document.querySelectorAll("[data-results] > li")).map(
        (item) => (item as Element & { firstIndex?: number }).firstIndex ?? null,
      ),
    );
    expect(kept.slice(0, shown)).toEqual(
      Array.from({ length: Math.min(shown, total) }, (_, i) => i),
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { shift: number; paints: number[] } }).seen,
    );
    expect(seen.shift, "layout shift").toBe(0);
    expect(seen.paints.length).toBeGreaterThan(0);
    expect(Math.max(...seen.paints), "the largest paint is before the scripts").toBeLessThan(
      released,
    );
    if (process.env.SEARCH_SCREENSHOTS) {
      await page.screenshot({
        path: path.join(process.env.SEARCH_SCREENSHOTS, "search-backup-390-hydrated.png"),
      });
    }

    // Typing again searches afresh: the first results are the address's query's only.
    await field.fill("ransomware");
    await expect(results.getByRole("status")).toHaveText(/results? for “ransomware”/);
    await expect(page).toHaveURL(/\/search\?q=ransomware$/);
  });

  test("what is typed over the address's query before hydration is what is searched", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/search?q=backup", { waitUntil: "commit" });
    await page.waitForLoadState("domcontentloaded");
    const field = page.getByRole("searchbox", { name: "Search the site" });
    await expect(field).toHaveValue("backup");
    await field.fill("ransomware");
    await scripts.release();
    await waitForHydration(page);
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.getByRole("status")).toHaveText(/results? for “ransomware”/);
    await expect(field).toHaveValue("ransomware");
    await expect(results.getByRole("listitem").first()).toContainText(/ransomware/i);
  });

  test("by keyboard alone: / opens it, arrows move through the results, Enter opens one", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search" });
    const field = dialog.getByRole("combobox", { name: "Search" });
    await expect(field).toBeFocused();
    await page.keyboard.type("backup");
    const results = dialog.getByRole("option");
    await expect(results.first()).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(field).not.toHaveAttribute("aria-activedescendant");

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const second = results.nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute(
      "aria-activedescendant",
      (await second.getAttribute("id")) ?? "",
    );
    await page.keyboard.press("ArrowUp");
    await expect(results.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await expect(results.last()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    const chosen = results.first();
    const titleId = await chosen.getAttribute("aria-labelledby");
    const title = await chosen.locator(`[id="${titleId}"]`).textContent();
    await expect(field).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");

    // Ctrl+K opens it too, and Tab never leaves it.
    await page.keyboard.press("Control+k");
    await expect(field).toBeFocused();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  });

  test("Escape closes it and gives focus back to the control; Clear empties the field", async ({
    page,
  }) => {
    await page.goto("/contact");
    const { dialog, field } = await openSearch(page);
    await field.fill("cloud");
    await dialog.getByRole("button", { name: "Clear" }).click();
    await expect(field).toHaveValue("");
    await expect(field).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(headerSearch(page)).toBeFocused();
  });

  test("a query with no results says so", async ({ page }) => {
    await page.goto("/");
    const { dialog, field } = await openSearch(page);
    await field.fill("zqxwvy");
    await expect(dialog.getByRole("status")).toHaveText("No results for “zqxwvy”");
    await expect(dialog.getByRole("option")).toHaveCount(0);
    await expect(field).toHaveAttribute("aria-expanded", "false");
  });

  test("a tap on the control before the page hydrates opens the dialog once the scripts run", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/services/cloud-migration", { waitUntil: "commit" });
    await page.waitForLoadState("domcontentloaded");
    await headerSearch(page).click();
    await expect(page).toHaveURL(/\/services\/cloud-migration$/);
    await scripts.release();
    await waitForHydration(page);
    await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
  });

  test("what is typed into the search page before it hydrates is searched once the scripts run", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/search", { waitUntil: "commit" });
    await page.waitForLoadState("domcontentloaded");
    await page.getByRole("searchbox", { name: "Search the site" }).fill("ransomware");
    await scripts.release();
    await waitForHydration(page);
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.getByRole("status")).toHaveText(/results? for “ransomware”/);
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue(
      "ransomware",
    );
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the open dialog with results and filters passes axe in the ${theme} theme`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await page.goto("/about");
      const { dialog } = await searchFor(page, "security");
      await dialog
        .getByRole("group", { name: "Kind" })
        .getByRole("button", { name: /^Articles/ })
        .click();
      await expect(dialog.getByRole("group", { name: "Category" })).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expectNoAxeViolations(page, `search dialog, ${theme}`, {
        include: "dialog",
        ...(theme === "dark" ? { onlyRules: COLOUR_RULES } : {}),
      });
    });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 760 }, hasTouch: true });

  test("the menu offers search, and closing the dialog returns to it", async ({ page }) => {
    await page.goto("/ServicePlans");
    await page.getByRole("button", { name: "Menu" }).click();
    const menuSearch = page
      .getByRole("navigation", { name: "Main (mobile)" })
      .getByRole("link", { name: "Search" });
    await menuSearch.click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await dialog.getByRole("combobox", { name: "Search" }).fill("plans");
    await expect(dialog.getByRole("status")).toHaveText(/results? for “plans”/);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(menuSearch).toBeFocused();
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the header control is a link to /search, which lists every article, service, case study and tool", async ({
    page,
  }) => {
    await page.goto("/about", { waitUntil: "commit" });
    await page.waitForLoadState("domcontentloaded");
    await headerSearch(page).click();
    await expect(page).toHaveURL(/\/search$/);
    const main = page.getByRole("main");
    await expect(page.getByRole("searchbox")).toBeHidden();
    const expected = [
      ...ARTICLES.map((article) => `/blogs/${article.slug}`),
      ...SERVICES.map((service) => `/services/${service.slug}`),
      ...CASE_STUDIES.map((study) => `/case-studies/${study.slug}`),
      ...ASSESSMENT_MENU.map((tool) => tool.route),
    ];
    for (const href of expected) await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
  });

  test("/search?q=backup says that search needs scripts and lists every page, the main pages too", async ({
    page,
  }) => {
    await page.goto("/search?q=backup", { waitUntil: "commit" });
    await page.waitForLoadState("domcontentloaded");
    const main = page.getByRole("main");
    await expect(main.getByText(SEARCH_WORDS.needsScripts, { exact: true })).toBeVisible();
    await expect(page.getByRole("searchbox")).toBeHidden();
    for (const href of ["/", "/ServicePlans", "/about", "/contact", "/PrivacyPolicy"]) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    if (process.env.SEARCH_SCREENSHOTS) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({
          path: path.join(process.env.SEARCH_SCREENSHOTS, `search-noscript-${width}.png`),
        });
      }
    }
  });
});
