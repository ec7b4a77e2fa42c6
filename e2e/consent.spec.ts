import type { Page, Request } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { pageScriptList } from "../plugins/site-build/hydration/page-scripts";
import { expect, expectNoAxeViolations, test, useTheme } from "./fixtures";

/**
 * Cookie consent and analytics. The e2e build sets GATSBY_GA_MEASUREMENT_ID=G-TEST123
 * (scripts/test-e2e.sh); Google's tag is answered by the fake below, which records what
 * the site asks of it and sets _ga cookies as the real tag does once storage is granted.
 */
const MEASUREMENT_ID = "G-TEST123";
const ACCEPTED = "%7B%22analytics%22%3Atrue%7D";
const REJECTED = "%7B%22analytics%22%3Afalse%7D";

const FAKE_GTAG = `(function () {
  var w = window;
  var id = new URL(document.currentScript.src).searchParams.get("id");
  var fake = (w.__fakeGtag = { id: id, commands: [], hits: [] });
  function handle(args) {
    var a = JSON.parse(JSON.stringify(Array.prototype.slice.call(args)));
    fake.commands.push(a);
    if (a[0] === "consent" && a[2] && a[2].analytics_storage === "granted") {
      document.cookie = "_ga=GA1.1.111.222; path=/; max-age=63072000";
      document.cookie = "_ga_" + id.slice(2) + "=GS1.1.333; path=/; max-age=63072000";
    }
    if (a[0] === "event" && !w["ga-disable-" + id]) fake.hits.push({ name: a[1], params: a[2] });
  }
  var layer = (w.dataLayer = w.dataLayer || []);
  layer.forEach(handle);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) handle(arguments[i]);
    return push.apply(layer, arguments);
  };
})();`;

/**
 * Whether the served build carries the test measurement id (a plain `npm run build` does
 * not): the id is compiled into the scripts the home page loads.
 */
function builtWithTestMeasurementId(): boolean {
  const dir = path.join(__dirname, "..", "public");
  try {
    const html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
    // The page starts its scripts from a list (no script tags of its own).
    return pageScriptList(html).some((src) =>
      fs.readFileSync(path.join(dir, src), "utf8").includes(MEASUREMENT_ID),
    );
  } catch {
    return false;
  }
}
const ANALYTICS_BUILT = builtWithTestMeasurementId();
/** These tests fail, rather than skip, on a build without the test id: they would prove nothing. */
const needsAnalyticsBuild = () =>
  expect(
    ANALYTICS_BUILT,
    `needs a build with GATSBY_GA_MEASUREMENT_ID=${MEASUREMENT_ID} (npm run test:e2e makes one)`,
  ).toBe(true);

interface Tracker {
  googleRequests: string[];
}

/** Serves the fake tag and records every request that would have gone to Google. */
async function trackGoogle(page: Page): Promise<Tracker> {
  const tracker: Tracker = { googleRequests: [] };
  page.on("request", (request: Request) => {
    const host = new URL(request.url()).hostname;
    if (/(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/.test(host)) {
      tracker.googleRequests.push(request.url());
    }
  });
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_GTAG }),
  );
  return tracker;
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const BANNER_SELECTOR = "[data-consent-banner]";

type Command = unknown[];
const commands = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __fakeGtag?: { commands: Command[] } }).__fakeGtag?.commands ?? [],
  );
const pageViews = async (page: Page) =>
  (await commands(page)).filter(([command, name]) => command === "event" && name === "page_view");
/** page_view entries the site pushed to the data layer (whatever the tag then does with them). */
const pushedPageViews = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((entry) => {
        const args = Array.from(entry as ArrayLike<unknown>);
        return args[0] === "event" && args[1] === "page_view";
      }).length,
  );

async function cookieNamed(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name);
}
async function analyticsCookies(page: Page) {
  return (await page.context().cookies()).filter((cookie) => cookie.name.startsWith("_ga"));
}

/**
 * Analytics sends a page view two frames and a task after a route change (afterNextPaint in
 * src/lib/consent/analytics.ts); waiting through that twice means whatever it would send is sent.
 */
async function pastAnalyticsPageView(page: Page) {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
        ),
    );
  }
}

async function clientNavigateTo(page: Page, linkName: string, pathname: string) {
  await page.getByRole("contentinfo").getByRole("link", { name: linkName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${pathname}$`));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.describe("cookie consent", () => {
  test("first visit: the banner asks, and nothing goes to Google before a choice", async ({
    page,
  }) => {
    const google = await trackGoogle(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Accept all" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Reject all" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Manage settings" })).toBeVisible();
    // The banner is fixed over the page, never in its flow.
    await expect(banner(page)).toHaveCSS("position", "fixed");
    // It does not cover the round Cookie Settings button, which stays usable.
    const round = page.getByRole("button", { name: "Cookie Settings", exact: true });
    const [a, b] = [await banner(page).boundingBox(), await round.boundingBox()];
    expect(a && b).toBeTruthy();
    if (a && b) {
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap).toBe(false);
    }
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await pastAnalyticsPageView(page);
    expect(google.googleRequests).toEqual([]);
    expect(await analyticsCookies(page)).toEqual([]);
    expect(await cookieNamed(page, "consent")).toBeUndefined();
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });

  test("the prebuilt HTML has no banner (it is added in the browser only)", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("Cookie consent");
  });

  test("Reject all: stored for 180 days, banner gone, still nothing to Google after navigation and reload", async ({
    page,
  }) => {
    const google = await trackGoogle(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toHaveCount(0);
    const consent = await cookieNamed(page, "consent");
    expect(consent?.value).toBe(REJECTED);
    expect(consent?.path).toBe("/");
    expect(consent?.sameSite).toBe("Lax");
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179);
    expect(days).toBeLessThanOrEqual(180);

    await clientNavigateTo(page, "Privacy Policy", "/PrivacyPolicy");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await pastAnalyticsPageView(page);
    await expect(banner(page)).toHaveCount(0);
    expect(google.googleRequests).toEqual([]);
    expect(await analyticsCookies(page)).toEqual([]);
  });

  test("an unreadable consent cookie counts as no consent", async ({ page, baseURL }) => {
    const google = await trackGoogle(page);
    await page
      .context()
      .addCookies([{ name: "consent", value: encodeURIComponent(ACCEPTED), url: baseURL ?? "" }]);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expect(google.googleRequests).toEqual([]);
  });

  test("Accept all: the tag loads with consent granted; page views on the first page and after a route change; reload remembers", async ({
    page,
  }) => {
    needsAnalyticsBuild();
    const google = await trackGoogle(page);
    await page.goto("/");
    expect(google.googleRequests).toEqual([]);
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await cookieNamed(page, "consent"))?.value).toBe(ACCEPTED);

    await expect.poll(() => pageViews(page)).toHaveLength(1);
    expect(google.googleRequests).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`,
    ]);
    const log = await commands(page);
    expect(log.slice(0, 4)).toEqual([
      [
        "consent",
        "default",
        {
          analytics_storage: "denied",
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
        },
      ],
      ["consent", "update", { analytics_storage: "granted" }],
      ["js", expect.any(String)],
      ["config", MEASUREMENT_ID, expect.objectContaining({ send_page_view: false })],
    ]);
    const [first] = await pageViews(page);
    expect(first[2]).toMatchObject({ page_location: expect.stringMatching(/\/$/) });

    await clientNavigateTo(page, "Privacy Policy", "/PrivacyPolicy");
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    const second = (await pageViews(page))[1];
    expect(second[2]).toMatchObject({
      page_location: expect.stringMatching(/\/PrivacyPolicy$/),
      page_title: await page.title(),
    });

    await page.reload();
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    await expect(banner(page)).toHaveCount(0);
    expect(await analyticsCookies(page)).not.toEqual([]);
  });

  test("the Cookie Settings button reopens the banner with the current choice, focused", async ({
    page,
  }) => {
    await trackGoogle(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect(banner(page)).toHaveCount(0);

    // At the end of the page the round button is always in its place (elsewhere it may be aside).
    const round = page.getByRole("button", { name: "Cookie Settings", exact: true });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(round).toHaveAttribute("data-shown", "true");
    await round.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(banner(page)).toContainText("Your current choice: analytics cookies are on.");
    await expect(banner(page).getByRole("switch", { name: "Analytics" })).toBeChecked();
    await expect(banner(page).getByRole("switch", { name: "Strictly necessary" })).toBeDisabled();

    // Escape closes it without changing anything and gives focus back.
    await page.keyboard.press("Escape");
    await expect(banner(page)).toHaveCount(0);
    await expect(round).toBeFocused();
    expect((await cookieNamed(page, "consent"))?.value).toBe(ACCEPTED);
  });

  test("withdrawing in Manage settings (footer link) deletes _ga cookies and stops events", async ({
    page,
  }) => {
    needsAnalyticsBuild();
    await trackGoogle(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    await expect.poll(async () => (await analyticsCookies(page)).length).toBe(2);

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page)).toBeFocused();
    const analytics = banner(page).getByRole("switch", { name: "Analytics" });
    await analytics.uncheck();
    await banner(page).getByRole("button", { name: "Save choices" }).click();
    await expect(banner(page)).toHaveCount(0);

    expect((await cookieNamed(page, "consent"))?.value).toBe(REJECTED);
    expect(await analyticsCookies(page)).toEqual([]);
    expect((await commands(page)).at(-1)).toEqual([
      "consent",
      "update",
      { analytics_storage: "denied" },
    ]);

    const pushedBefore = await pushedPageViews(page);
    await clientNavigateTo(page, "Privacy Policy", "/PrivacyPolicy");
    await clientNavigateTo(page, "Terms of Service", "/TermsOfService");
    await pastAnalyticsPageView(page);
    expect(await pushedPageViews(page)).toBe(pushedBefore);
    expect(await pageViews(page)).toHaveLength(1);
    expect(await analyticsCookies(page)).toEqual([]);
  });

  test("keyboard: the skip link comes first, then the banner, which works by keyboard alone", async ({
    page,
  }) => {
    await trackGoogle(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await banner(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const manage = banner(page).getByRole("button", { name: "Manage settings" });
    await manage.focus();
    await page.keyboard.press("Enter");
    await expect(manage).toHaveAttribute("aria-expanded", "true");
    // The strictly necessary switch is disabled, so the analytics switch comes next.
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("switch", { name: "Analytics" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(banner(page).getByRole("switch", { name: "Analytics" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Save choices" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toHaveCount(0);
    expect((await cookieNamed(page, "consent"))?.value).toBe(ACCEPTED);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`no axe violations with the banner open (${theme})`, async ({ page }) => {
      // The page behind the banner is in the sweep (axe-sweep.spec.ts); here the banner itself.
      await useTheme(page, theme);
      await trackGoogle(page);
      await page.goto("/PrivacyPolicy");
      await expect(banner(page)).toBeVisible();
      await expectNoAxeViolations(page, `banner ${theme}`, { include: BANNER_SELECTOR });
      await banner(page).getByRole("button", { name: "Manage settings" }).click();
      await expect(banner(page).getByRole("switch", { name: "Analytics" })).toBeVisible();
      await expectNoAxeViolations(page, `banner settings ${theme}`, {
        include: BANNER_SELECTOR,
      });
    });
  }
});
