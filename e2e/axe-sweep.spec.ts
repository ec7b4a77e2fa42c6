/**
 * A sweep of every page in the sitemap, and the not-found page, each loaded and hydrated once:
 *
 * - axe in the light theme and then, for the colour rules, in the dark one, switched with the
 *   site's own toggle as a visitor would (the dark theme changes colours only). Where a page shows more after a click (an open accordion item, another
 *   year, a checklist's Undo), that state is the one checked. Menus, dialogs, the consent
 *   banner and form errors are checked in their own specs.
 * - nothing is requested from another host, except the reCAPTCHA script on /contact (the
 *   Google tag only loads after analytics consent, see consent.spec.ts).
 */
import type { Page } from "@playwright/test";
import { COLOUR_RULES, expect, expectNoAxeViolations, sitemapRoutes, sweepTest } from "./fixtures";

const SITEMAP_ROUTES = sitemapRoutes();
const NOT_FOUND = "/no-such-page";
const CONTACT = "/contact";
const LOCAL_HOSTS = ["127.0.0.1", "localhost"];

/** States worth judging beyond the first paint, opened before the checks. */
const PREPARE: Record<string, (page: Page) => Promise<void>> = {
  "/": async (page) => {
    // Axe judges still slides, not a frame of a slide moving in: both carousels are stopped
    // with their own buttons first.
    await page.getByRole("button", { name: "Pause steps" }).click();
    await page.getByRole("button", { name: "Stop automatic slide show" }).click();
    const retail = page
      .getByRole("region", { name: "Industry Challenges We Solve" })
      .getByRole("button", { name: "Retail" });
    await retail.click();
    await expect(retail).toHaveAttribute("aria-expanded", "true");
  },
  "/about": async (page) => {
    const year = page.getByRole("button", { name: "2021" });
    await year.click();
    await expect(year).toHaveAttribute("aria-pressed", "true");
  },
  "/tools/compliance-checklists": async (page) => {
    await page.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: /^Reset/ }).click();
    await expect(page.getByRole("button", { name: /^Undo/ })).toBeVisible();
  },
};

/** Waits until entrance animations and colour transitions have ended (axe reads final colours). */
async function settle(page: Page): Promise<void> {
  // A part skipped while off-screen (content-visibility: auto) starts its colour transitions
  // only once rendered, which axe's own reading would do mid-check: render them all first.
  await page.evaluate(() => {
    for (const part of document.querySelectorAll<HTMLElement>("[data-skip-offscreen]")) {
      part.style.contentVisibility = "visible";
    }
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity)
      .every((a) => a.playState !== "running"),
  );
}

/** Loads alike, on one page per worker (see `sweepTest`). */
const test = sweepTest;

test.describe("every page: axe in both themes, nothing from other hosts", () => {
  for (const route of [...SITEMAP_ROUTES, NOT_FOUND]) {
    test(`${route}: no axe violations light then dark, no off-site requests`, async ({ page }) => {
      const offsiteHosts: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol !== "data:" && !LOCAL_HOSTS.includes(url.hostname)) {
          offsiteHosts.push(url.hostname);
        }
      });
      const response = await page.goto(route);
      expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
      await expect(page.locator("html")).toHaveClass(/\blight\b/);
      await PREPARE[route]?.(page);
      await settle(page);
      await expectNoAxeViolations(page, `${route} light`);

      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await settle(page);
      await expectNoAxeViolations(page, `${route} dark`, { onlyRules: COLOUR_RULES });

      // Requests happen up to here: load, hydration, on-demand parts once idle, two axe runs.
      if (route === CONTACT) {
        await expect.poll(() => [...new Set(offsiteHosts)]).toEqual(["www.google.com"]);
      } else {
        expect(offsiteHosts, "requests to other hosts").toEqual([]);
      }
    });
  }
});
