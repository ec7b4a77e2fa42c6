import fs from "node:fs";
import path from "node:path";
import { SERVER_STYLES_ATTRIBUTE, serverStyleNames } from "../src/lib/emotion/server-styles";
import { PAGE_SCRIPTS_LOADER } from "../src/hydration/inline-scripts.generated";
import {
  attributesOf,
  BuiltPage,
  type BuiltElement,
} from "../plugins/site-build/built-html/built-html";
import { pageScriptList } from "../plugins/site-build/hydration/page-scripts";
import { publicHtmlFiles } from "../plugins/site-build/built-html/public-html-files";
import { scriptListProblems } from "../scripts/check-public/page-audit";
import { expect, test, waitForHydration } from "./fixtures";
import { escapeRegExp } from "./support/regexp";

/** Checks on the files `gatsby build` wrote, page by page (without a browser, but the last). */
const publicDir = path.join(__dirname, "..", "public");

// The site's pages only (not Gatsby's script slices under _gatsby/, nor the admin page).
const pages = publicHtmlFiles(publicDir).map((file) => path.join(publicDir, file));

/**
 * The classes of the elements a page shows: not those inside an element it hides until a
 * control shows it (menus, closed panels), which their part renders again when it hydrates,
 * inserting their rules then.
 */
function shownClasses(html: string): Set<string> {
  const page = new BuiltPage(html);
  const range = (element: BuiltElement) => element.sourceCodeLocation;
  const hidden = page.elements.filter((element) => "hidden" in attributesOf(element));
  const inside = (element: BuiltElement, outer: BuiltElement) =>
    (range(element)?.startOffset ?? 0) >= (range(outer)?.startOffset ?? 0) &&
    (range(element)?.endOffset ?? 0) <= (range(outer)?.endOffset ?? 0);
  return new Set(
    page.elements
      .filter((element) => !hidden.some((outer) => inside(element, outer)))
      .flatMap((element) => (attributesOf(element).class ?? "").split(/\s+/)),
  );
}

/** The rule names of the sheet a page links for its sections below the fold, read from public/. */
function linkedSheetNames(html: string): Set<string> {
  const link = new RegExp(
    `<link rel="stylesheet" href="([^"]+)" ${SERVER_STYLES_ATTRIBUTE}="css"/>`,
  ).exec(html);
  if (!link) return new Set();
  return new Set(
    serverStyleNames("css", fs.readFileSync(path.join(publicDir, link[1]), "utf8")).names,
  );
}

test("every prebuilt page has the Emotion rules of what it shows: in its head, or in the sheet it links for its sections below the fold", () => {
  expect(pages.length).toBeGreaterThan(30);
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    const bodyStart = html.indexOf("<body");
    const head = html.slice(0, bodyStart);
    const body = html.slice(bodyStart);
    const label = path.relative(publicDir, file);
    expect(body.includes("<style data-emotion"), `${label}: inline style tags in body`).toBe(false);
    const tag = new RegExp(`<style ${SERVER_STYLES_ATTRIBUTE}="([^"]*)">([^<]*)</style>`).exec(
      head,
    );
    const declared = new Set([
      ...(tag ? serverStyleNames(tag[1], tag[2]).names : []),
      ...linkedSheetNames(html),
    ]);
    expect(
      declared.has("global") || head.includes("scroll-padding-top"),
      `${label}: global styles`,
    ).toBe(true);
    const missing = [...shownClasses(html)]
      .filter((name) => /^css-[a-z0-9]+$/.test(name))
      .filter((name) => !declared.has(name.slice(4)));
    expect(missing, `${label}: classes without rules`).toEqual([]);
  }
});

test("every prebuilt page starts its own scripts from its list, none from a script tag", () => {
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    const label = path.relative(publicDir, file);
    expect(html, `${label}: a script tag of the site's own`).not.toMatch(/<script[^>]*src="\//);
    // Exactly one webpack runtime and one app bundle, by the build check's own rule.
    expect(scriptListProblems(pageScriptList(html)), `${label}: runtime and app`).toEqual([]);
    // The loader, opened by Gatsby's page globals (plugins/site-build/hydration/page-scripts.ts).
    expect(html, `${label}: loader`).toMatch(
      new RegExp(
        `<script>window\\.pagePath="[^"<]*";[^<]*${escapeRegExp(PAGE_SCRIPTS_LOADER)}</script>`,
      ),
    );
  }
});

for (const pagePath of ["/", "/blogs/itil-framework-advantages", "/contact"]) {
  test(`${pagePath}: the page's scripts are requested after its first contentful paint`, async ({
    page,
  }) => {
    await page.goto(pagePath);
    await waitForHydration(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).origin === location.origin)
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(2);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
  });
}

// One page of every kind: hydration must take the prebuilt HTML as it is. A mismatch makes React
// throw the page away and render it again (minified errors 418, 423, 425).
for (const pagePath of [
  "/",
  "/about",
  "/contact",
  "/assessment",
  "/blogs",
  "/blogs/itil-framework-advantages",
  "/services/cyber-security",
  "/case-studies/greenomy",
  "/tools/budget-calculator",
  "/tools/compliance-checklists/iso-27001",
  "/ServicePlans",
  // Hydrates the first matches its inline script showed (src/hydration/first-search-results.ts).
  "/search?q=backup",
]) {
  test(`${pagePath}: hydrates without a React error`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(pagePath);
    await waitForHydration(page);
    // Parts hydrate as they near the viewport: bring every one in.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

test("a part that stays prebuilt keeps its HTML, loads no code, and its links open within the app", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/");
  await waitForHydration(page);
  const grid = page.locator('[data-on-demand="services-grid"]');
  const before = await grid.innerHTML();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  expect(await grid.innerHTML()).toBe(before);
  expect(
    requested.filter((file) => /part-(services-grid|footer|stats-section)/.test(file)),
  ).toEqual([]);
  // A page opened within the app keeps the window (and this mark) that a full load would lose.
  await page.evaluate(() => Object.assign(window, { __sameWindow: true }));
  await grid.getByRole("link", { name: "Cyber Security", exact: true }).click();
  await expect(page).toHaveURL(/\/services\/cyber-security$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "__sameWindow" in window)).toBe(true);
});
