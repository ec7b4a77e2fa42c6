import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestOptions,
  type Route,
} from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { CONSENT_COOKIE_NAME } from "../src/lib/consent/consent-cookie";

const FAKE_RECAPTCHA = fs.readFileSync(
  path.join(__dirname, "support", "fake-recaptcha.js"),
  "utf8",
);

/** Every request to another host is answered by a local fake or aborted. */
export async function isolateFromNetwork(page: Page): Promise<void> {
  await page.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:",
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === "www.google.com" && url.pathname === "/recaptcha/api.js") {
        return route.fulfill({ contentType: "text/javascript", body: FAKE_RECAPTCHA });
      }
      if (url.hostname === "www.googletagmanager.com") {
        return route.fulfill({ contentType: "text/javascript", body: "/* fake google tag */" });
      }
      return route.abort("blockedbyclient");
    },
  );
}

/**
 * Clicking before React has hydrated does nothing, so every navigation waits for hydration,
 * unless the test asks for the raw document with waitUntil: "commit" (e.g. to test with
 * scripts blocked).
 */
function gotoWaitsForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit" && (response?.status() ?? 200) < 500) {
      await waitForHydration(page);
    }
    return response;
  };
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await isolateFromNetwork(page);
    gotoWaitsForHydration(page);
    await use(page);
  },
});

/** Page events a sweep's test may listen for; the next test on the same page starts deaf. */
const LISTENED_EVENTS = [
  "request",
  "requestfinished",
  "requestfailed",
  "response",
  "console",
  "pageerror",
];

/**
 * The options a test's own browser context is made with (Playwright's defaults, the project's
 * `use` and the spec's `test.use`), so a shared page gets the very same: the locale, the colour
 * scheme, the viewport and the motion preference all change what a page shows.
 */
type SweepContextOptions = Pick<
  PlaywrightTestOptions,
  | "acceptDownloads"
  | "baseURL"
  | "bypassCSP"
  | "colorScheme"
  | "contrast"
  | "deviceScaleFactor"
  | "extraHTTPHeaders"
  | "forcedColors"
  | "geolocation"
  | "hasTouch"
  | "ignoreHTTPSErrors"
  | "isMobile"
  | "javaScriptEnabled"
  | "locale"
  | "offline"
  | "permissions"
  | "reducedMotion"
  | "screen"
  | "serviceWorkers"
  | "timezoneId"
  | "userAgent"
  | "viewport"
>;

/** A shared page's preparation: what its context needs once (an init script). */
type PrepareContext = (context: BrowserContext) => Promise<void>;

/** The pages a worker keeps for the sweeps, by name and options; closed when the worker ends. */
type SweepPages = Map<string, Promise<Page>>;

/**
 * The worker's shared page of this name and options, made on first use: every load in it
 * starts with empty local and session storage, as a new visitor's, and `prepare` adds what
 * else the spec needs.
 */
export function sharedPage(
  pages: SweepPages,
  name: string,
  browser: Browser,
  options: BrowserContextOptions,
  prepare?: PrepareContext,
): Promise<Page> {
  const key = `${name} ${JSON.stringify(options)}`;
  let page = pages.get(key);
  if (page === undefined) {
    page = (async () => {
      const context = await browser.newContext(options);
      await context.addInitScript(() => {
        if (!window.location.protocol.startsWith("http")) return;
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      await prepare?.(context);
      const opened = await context.newPage();
      await isolateFromNetwork(opened);
      gotoWaitsForHydration(opened);
      return opened;
    })();
    pages.set(key, page);
  }
  return page;
}

/**
 * Lends a shared page to one test: a blank page (the previous test's document gone before
 * this one listens or loads) with only the consent cookie; what the test listened for is let
 * go at its end.
 */
export async function lendSweepPage(
  page: Page,
  baseURL: string | undefined,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  await page.goto("about:blank", { waitUntil: "commit" });
  await page.context().clearCookies();
  await withConsentAnswered(page.context(), baseURL);
  await use(page);
  for (const event of LISTENED_EVENTS) page.removeAllListeners(event);
}

/**
 * For the sweeps, which load many pages alike: the same `page` as `test` gives (off-site
 * requests faked or aborted, navigations wait for hydration, the same context options), but
 * one page per worker, kept from test to test, instead of a new browser context per test: a
 * new context's first load pays for a new renderer process and cold script compiling. Nothing
 * else carries over: each test starts on a blank page with only the consent cookie, each load
 * with empty storage (the HTTP cache is off in both cases: Playwright turns it off for a page
 * whose requests it routes). A failed test ends its worker, so no held route or half-done state
 * reaches the next. A spec that needs a second page or an init script makes its own with
 * `sharedPage`.
 */
export const sweepTest = test.extend<
  { sweepContextOptions: BrowserContextOptions },
  { sweepPages: SweepPages }
>({
  sweepPages: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pages: SweepPages = new Map();
      await use(pages);
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: "worker" },
  ],
  sweepContextOptions: async (
    {
      acceptDownloads,
      baseURL,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      screen,
      serviceWorkers,
      timezoneId,
      userAgent,
      viewport,
    },
    use,
  ) => {
    const options: SweepContextOptions = {
      acceptDownloads,
      baseURL,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      screen,
      serviceWorkers,
      timezoneId,
      userAgent,
      viewport,
    };
    await use(options);
  },
  page: async ({ browser, sweepPages, sweepContextOptions, baseURL }, use) =>
    lendSweepPage(await sharedPage(sweepPages, "page", browser, sweepContextOptions), baseURL, use),
});

export { expect };

/**
 * The axe rules whose outcome depends on colours alone. A second theme changes nothing but
 * colours (the same elements, names and structure), so after a full run in one theme these are
 * the ones worth running in the other.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export interface AxeScope {
  /** Only these rules (default: every WCAG 2.x A/AA rule and the best practices). */
  onlyRules?: string[];
  /**
   * Only this part of the page (a CSS selector): for a state of one component, such as an open
   * banner or menu, when the page around it is already checked by the sweep. Colour contrast
   * over a long page is most of axe's time.
   */
  include?: string;
}

/** Runs axe on the page (or the part in scope) and fails with the violations listed. */
export async function expectNoAxeViolations(
  page: Page,
  label = "",
  { onlyRules, include }: AxeScope = {},
): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (onlyRules) builder.withRules(onlyRules);
  else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  if (include) builder.include(include);
  const results = await builder
    // Same rules, in less time: legacy mode runs axe in the page itself instead of
    // finishing in an extra blank page (only needed to reach into cross-origin frames: the one
    // the site has, reCAPTCHA's, is a local in-page fake here), and only violations are
    // collected in detail.
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
  expect(summary, `axe violations ${label}`).toEqual([]);
}

/** Sets the stored theme before any page script runs. */
export async function useTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem("theme", t), theme);
}

/** Waits until React has hydrated the page, so client-side navigation and handlers work. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
}

/**
 * Holds every matching script request until release() is called, so a test can act on the
 * prebuilt HTML before React runs (type, tick, click), then let the scripts in.
 */
export async function holdScripts(page: Page, match: (url: URL) => boolean = () => true) {
  const held: Route[] = [];
  let released = false;
  const matches = (url: URL) => url.pathname.endsWith(".js") && match(url);
  const handler = async (route: Route) => {
    if (released) return route.fallback();
    held.push(route);
  };
  await page.route(matches, handler);
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.fallback();
      // Nothing is held any more: a later holdScripts() on the same page starts afresh.
      await page.unroute(matches, handler);
    },
  };
}

/**
 * The folder the e2e server stores leads and captured mails in. playwright.config.ts sets it
 * for every run, so a missing value is a broken setup: the test fails saying so, never skips.
 */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR ?? "";
  if (dir === "") {
    throw new Error("E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  }
  return dir;
}

/** Every JSON file in a folder the e2e server writes (stored leads, captured mails), parsed. */
export function readJsonFiles(dir: string): unknown[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as unknown);
}

/** The built site's folder (the e2e server serves it). */
export const PUBLIC_DIR = path.join(__dirname, "..", "public");

/** The path of every page in the built sitemap, as written there (percent-encoded). */
export function sitemapRoutes(): string[] {
  const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1].replace(/&amp;/g, "&")).pathname,
  );
}

/** The visitor has already answered the consent banner (analytics off): it stays closed. */
export async function withConsentAnswered(
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<void> {
  const value = encodeURIComponent(JSON.stringify({ analytics: false }));
  await context.addCookies([{ name: CONSENT_COOKIE_NAME, value, url: baseURL ?? "" }]);
}
