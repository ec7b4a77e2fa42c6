/**
 * The round Cookie Settings button (fixed 32 px from the bottom and the left) never covers a
 * heading or anything a visitor acts on (a link, button or field): on every page of the
 * sitemap and the not-found page, on 390 and 360 px phones and a 1280 px desktop, at the first
 * screen and at the end of the page. At the end it is always there (the footer keeps its place
 * free); elsewhere it steps aside while something is under it or the visitor scrolls down,
 * and keyboard focus brings it back with its name.
 */
import type { Page } from "@playwright/test";
import { COOKIE_BUTTON, COVERABLE_SELECTOR } from "../src/lib/cookie-button-placement";
import {
  expect,
  holdScripts,
  sitemapRoutes,
  sweepTest,
  test,
  waitForHydration,
  withConsentAnswered,
} from "./fixtures";

const ROUTES = [...sitemapRoutes().map((route) => decodeURI(route)), "/no-such-page"];

/**
 * Each width on a fresh load, but the 360 px phone: the page loaded at 390 px is narrowed to it
 * (the button reads its place again on a resize), which saves a load of every page.
 */
const SCREENS = [
  { width: 390, height: 844, load: true },
  { width: 360, height: 740, load: false },
  { width: 1280, height: 800, load: true },
];

const cookieButton = (page: Page) =>
  page.getByRole("button", { name: "Cookie Settings", exact: true });

/**
 * Runs in the page: whether the button shows, where, and what heading or control shares its
 * box, all at one moment.
 */
function buttonNow(selector: string) {
  const button = document.querySelector('button[aria-label="Cookie Settings"]');
  if (!button)
    return { shown: null, left: null, bottom: null, covered: ["no Cookie Settings button"] };
  const b = button.getBoundingClientRect();
  const covered: string[] = [];
  for (const el of document.querySelectorAll(selector)) {
    if (el === button || button.contains(el) || getComputedStyle(el).visibility === "hidden") {
      continue;
    }
    const overlaps = [...el.getClientRects()].some(
      (r) =>
        r.width > 0 &&
        r.height > 0 &&
        r.left < b.right &&
        r.right > b.left &&
        r.top < b.bottom &&
        r.bottom > b.top,
    );
    if (overlaps) {
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      covered.push(`${el.tagName.toLowerCase()} "${text}"`);
    }
  }
  return {
    shown: button.getAttribute("data-shown"),
    left: Math.round(b.left),
    bottom: Math.round(window.innerHeight - b.bottom),
    covered,
  };
}

/** The button is in its place: 32 px from the bottom and the left of the screen. */
async function expectInItsPlace(page: Page, viewport: { height: number }) {
  const box = await cookieButton(page).boundingBox();
  expect(box).not.toBeNull();
  expect(Math.round(box!.x)).toBe(COOKIE_BUTTON.left);
  expect(Math.round(viewport.height - box!.y - box!.height)).toBe(COOKIE_BUTTON.bottom);
}

// The sweep of every page: loads alike, on one page per worker (see `sweepTest`).
sweepTest.describe(
  "the Cookie Settings button never covers a heading, link, button or field",
  () => {
    sweepTest.use({ reducedMotion: "reduce" });

    for (const route of ROUTES) {
      sweepTest(
        `${route}: first screen and end of the page, at 360, 390 and 1280 px`,
        async ({ page }) => {
          test.setTimeout(60_000);
          for (const { load, ...screen } of SCREENS) {
            await page.setViewportSize(screen);
            const button = cookieButton(page);
            if (load) {
              await page.goto(route);
              // Its place is known once the page has reported what is under it.
              await expect(button).toHaveAttribute("data-shown", /^(true|false)$/);
              expect(
                (await page.evaluate(buttonNow, COVERABLE_SELECTOR)).covered,
                `${screen.width} px`,
              ).toEqual([]);
              if ((await button.getAttribute("data-shown")) === "true") {
                await expectInItsPlace(page, screen);
              }
            } else {
              // Back to the first screen, narrower: read until the page has settled at its size.
              await page.evaluate(() => window.scrollTo(0, 0));
              await expect
                .poll(
                  async () => {
                    const now = await page.evaluate(buttonNow, COVERABLE_SELECTOR);
                    const inPlace =
                      now.left === COOKIE_BUTTON.left && now.bottom === COOKIE_BUTTON.bottom;
                    return { covered: now.covered, shownInPlace: now.shown !== "true" || inPlace };
                  },
                  { message: `${screen.width} px` },
                )
                .toEqual({ covered: [], shownInPlace: true });
            }
            // At the end of the page it is there, in its place, over nothing, all read at one
            // moment and again until all hold: the scroll that gets there is a scroll down,
            // which sends the button aside, and parts rendering on the way may grow the page.
            await expect
              .poll(
                async () => {
                  await page.evaluate(() =>
                    window.scrollTo(0, document.documentElement.scrollHeight),
                  );
                  return page.evaluate(buttonNow, COVERABLE_SELECTOR);
                },
                { message: `${screen.width} px, end of the page` },
              )
              .toEqual({
                shown: "true",
                left: COOKIE_BUTTON.left,
                bottom: COOKIE_BUTTON.bottom,
                covered: [],
              });
          }
        },
      );
    }
  },
);

test.describe("the Cookie Settings button steps aside and comes back", () => {
  test.use({ reducedMotion: "reduce" });
  test.beforeEach(async ({ context, baseURL }) => {
    await withConsentAnswered(context, baseURL);
  });

  test("it steps aside while the visitor scrolls down and comes back on the way up", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const button = cookieButton(page);
    await expect(button).toHaveAttribute("data-shown", "true");
    await page.mouse.wheel(0, 900);
    await expect(button).toHaveAttribute("data-shown", "false");
    // Aside: off the screen and not in the way of a tap.
    await expect(button).not.toBeInViewport();
    await expect(button).toHaveCSS("pointer-events", "none");
    await page.mouse.wheel(0, -900);
    await expect(button).toHaveAttribute("data-shown", "true");
    await expect(button).toBeInViewport();
  });

  test("keyboard: Tab reaches it aside, brings it back with its name, and Enter opens the banner", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services/lifebuoy");
    const button = cookieButton(page);
    // The first screen has the call buttons where it would be: it waits aside.
    await expect(button).toHaveAttribute("data-shown", "false");
    await page.keyboard.press("Shift+Tab");
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName("Cookie Settings");
    await expect(button).toBeInViewport({ ratio: 1 });
    await expectInItsPlace(page, { height: 844 });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  });

  test("before the scripts run it waits aside, and a keyboard press on it is not lost", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = await holdScripts(page);
    await page.goto("/services/lifebuoy", { waitUntil: "commit" });
    await page.waitForLoadState("domcontentloaded");
    const button = cookieButton(page);
    await expect(button).not.toBeInViewport();
    await page.keyboard.press("Shift+Tab");
    await expect(button).toBeFocused();
    await expect(button).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Enter");
    await scripts.release();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  });
});
