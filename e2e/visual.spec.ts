/**
 * Screenshots compared with committed baselines (e2e/visual.spec.ts-snapshots/, drawn with
 * Debian's Chromium and fonts): the home page's top, a service page, the plans comparison,
 * the 404 page and a case study, on a desktop and a phone, light and dark. One page load per
 * page: the four shots come from switching the theme with the site's own toggle and resizing.
 *
 * Kept stable: reduced motion, animations and carets stopped by Playwright, the hero's
 * particle canvas hidden (its field is drawn when the browser is idle), the consent banner
 * answered, and a tolerance for anti-aliasing. After an intended change of design, redraw
 * them: npx playwright test e2e/visual.spec.ts --update-snapshots
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, withConsentAnswered } from "./fixtures";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: DESKTOP, reducedMotion: "reduce" });

test.beforeEach(async ({ page, baseURL }) => {
  await withConsentAnswered(page.context(), baseURL);
});

interface Shot {
  route: string;
  name: string;
  /** The part to compare; the viewport when absent. */
  part?: (page: Page) => Locator;
  /** Scrolled into view before each shot (a part further down). */
  scrollTo?: (page: Page) => Locator;
}

const SHOTS: Shot[] = [
  { route: "/", name: "home-top" },
  { route: "/services/cyber-security", name: "service" },
  {
    route: "/ServicePlans",
    name: "plans-comparison",
    part: (page) => page.getByRole("region", { name: "Plan comparison table" }),
  },
  { route: "/no-such-page", name: "not-found" },
  { route: "/case-studies/greenomy", name: "case-study" },
];

async function shoot(page: Page, shot: Shot, label: string): Promise<void> {
  const options = {
    animations: "disabled" as const,
    caret: "hide" as const,
    // The particle field is drawn when the browser is idle, at random: hidden, not compared.
    style: "canvas { visibility: hidden !important; }",
    // Anti-aliasing of text and curves moves a few pixels between runs; layout changes do not.
    maxDiffPixelRatio: 0.01,
    threshold: 0.25,
  };
  // The pointer rests in the right-hand margin, hovering nothing (the toggle was just clicked).
  const { width, height } = page.viewportSize() ?? DESKTOP;
  await page.mouse.move(width - 2, height / 2);
  const part = shot.part?.(page);
  if (part) {
    await part.scrollIntoViewIfNeeded();
    // A part taller than the screen is shot in slices: the fixed bar, skip link and Cookie
    // Settings button would land on it wherever the slices meet, so they are hidden meanwhile,
    // and a sticky row (the plan table's plan names on a phone) stays in its place.
    const hidden = await page.addStyleTag({
      content: `header, a[href="#main-content"], button[aria-label="Cookie Settings"] { visibility: hidden !important; } thead { position: static !important; }`,
    });
    await expect(part).toHaveScreenshot(`${shot.name}-${label}.png`, options);
    await hidden.evaluate((tag) => (tag as Element).remove());
  } else {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page).toHaveScreenshot(`${shot.name}-${label}.png`, options);
  }
}

async function switchTheme(page: Page, to: "light" | "dark"): Promise<void> {
  await page.getByRole("button", { name: `Switch to ${to} theme` }).click();
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${to}\\b`));
}

for (const shot of SHOTS) {
  test(`${shot.route} looks as designed: desktop and phone, light and dark`, async ({ page }) => {
    await page.goto(shot.route);
    await shoot(page, shot, "desktop-light");
    await switchTheme(page, "dark");
    await shoot(page, shot, "desktop-dark");
    await page.setViewportSize(PHONE);
    await shoot(page, shot, "phone-dark");
    await switchTheme(page, "light");
    await shoot(page, shot, "phone-light");
  });
}
