import SERVICES_PAGE from "../content/services-page.json";
import { ASSESSMENT_MENU } from "../src/lib/tools/registry";
import { expectNoAxeViolations, expect, holdScripts, test, useTheme } from "./fixtures";

// The menu lists the services group by group, as the services page shows them.
const SERVICE_ROUTES = SERVICES_PAGE.groups.flatMap((group) =>
  group.services.map((slug) => `/services/${slug}`),
);

// The Assessment menu lists the tool registry: the assessment, then each tool.
const ASSESSMENT_ROUTES = ASSESSMENT_MENU.map((tool) => tool.route);

test.describe("navigation bar (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("has the logo and every top-level entry", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(page.getByRole("banner").getByRole("link", { name: /home/i })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(nav.getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/blogs");
    await expect(nav.getByRole("link", { name: "Service Plans" })).toHaveAttribute(
      "href",
      "/ServicePlans",
    );
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(nav.getByRole("button", { name: "Assessment" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveCSS("background-color", "rgb(11, 27, 54)");
  });

  test("services submenu lists /services and every service route; one submenu at a time", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const services = nav.getByRole("button", { name: "Services" });
    const assessment = nav.getByRole("button", { name: "Assessment" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const servicesPanel = page.locator(`#${await services.getAttribute("aria-controls")}`);
    const hrefs = await servicesPanel
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs.map((h) => decodeURIComponent(h ?? ""))).toEqual(["/services", ...SERVICE_ROUTES]);

    await assessment.click();
    await expect(assessment).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(servicesPanel).toBeHidden();
    const assessmentPanel = page.locator(`#${await assessment.getAttribute("aria-controls")}`);
    const assessmentHrefs = await assessmentPanel
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(assessmentHrefs).toEqual(ASSESSMENT_ROUTES);
    await expect(assessmentPanel.getByRole("link", { name: "Free IT Assessment" })).toHaveAttribute(
      "href",
      "/assessment",
    );
  });

  test("Escape, a click outside and choosing a link close the submenu", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const services = nav.getByRole("button", { name: "Services" });

    await services.click();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    await services.click();
    await page.locator("main").click({ position: { x: 5, y: 300 } });
    await expect(services).toHaveAttribute("aria-expanded", "false");

    await services.click();
    await nav.getByRole("link", { name: "Cyber Security" }).click();
    await expect(page).toHaveURL(/\/services\/cyber-security$/);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cyber Security");
  });

  test("submenus work by keyboard alone", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const assessment = nav.getByRole("button", { name: "Assessment" });
    await assessment.focus();
    await page.keyboard.press("Enter");
    await expect(assessment).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Free IT Assessment" })).toBeFocused();
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("hamburger opens the mirrored menu, which closes on navigation", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const mobileNav = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(mobileNav).toBeVisible();
    for (const name of ["Blogs", "Service Plans", "About Us", "Contact"]) {
      await expect(mobileNav.getByRole("link", { name })).toBeVisible();
    }
    const services = mobileNav.getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(mobileNav.getByRole("link", { name: "Cloud Solutions" })).toBeVisible();
    await mobileNav.getByRole("link", { name: "Cloud Solutions" }).click();
    await expect(page).toHaveURL(/\/services\/cloud-solutions$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(mobileNav).toBeHidden();
  });

  test("no horizontal scrolling at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const route of ["/", "/about", "/services/cyber-security", "/this-does-not-exist"]) {
      await page.goto(route);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
  });
});

test("skip link is the first focusable element and moves focus to main", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test.describe("theme", () => {
  test("defaults to light, toggles, and persists across reloads", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\blight\b/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("a stored dark theme applies before any bundle runs (no flash)", async ({ page }) => {
    await useTheme(page, "dark");
    // With every bundle blocked only the inline head script can set the class.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto("/about", { waitUntil: "commit" });
    await page.waitForLoadState("load");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(10, 18, 34)");
  });
});

test("footer has the about blurb, social links, contact details and legal links", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "About Us" })).toBeVisible();
  await expect(footer).toContainText("10% of our profit goes to charity");
  await expect(footer).toContainText("Registered in England and Wales");
  await expect(footer.locator('a[href*="linkedin.com/company/"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  for (const [name, href] of [
    ["Privacy Policy", "/PrivacyPolicy"],
    ["Terms of Service", "/TermsOfService"],
    ["Cookie Policy", "/CookiePolicy"],
  ]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
  }
});

test("cookie settings button is round, fixed at bottom 32 px and left 32 px", async ({ page }) => {
  await page.goto("/");
  // Exact: the footer's "Cookie settings" text button opens the same banner.
  const button = page.getByRole("button", { name: "Cookie Settings", exact: true });
  await expect(button).toHaveCSS("position", "fixed");
  await expect(button).toHaveCSS("bottom", "32px");
  await expect(button).toHaveCSS("left", "32px");
  await expect(button).toHaveCSS("border-radius", "50%");
});

test("unknown routes show the 404 page with status 404 and a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page).toHaveTitle(/^Page not found \| /);
  await expect(page.getByText("Blog metadata not found")).toHaveCount(0);
  await expect(page.getByRole("img", { name: /404/ })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/services/emergency-support leads to /services/lifebuoy", async ({ page }) => {
  // The host answers the old address with a permanent redirect: no page to load and refresh.
  const first = await page.request.get("/services/emergency-support?from=mail", {
    maxRedirects: 0,
  });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toBe("/services/lifebuoy?from=mail");
  await page.goto("/services/emergency-support");
  await expect(page).toHaveURL(/\/services\/lifebuoy$/);
});

// Title, description, canonical, Open Graph, Twitter card, lang and one h1 on every page are
// checked on the built files before the browser tests (scripts/check-public.ts); /About in
// about.spec.ts.

for (const theme of ["light", "dark"] as const) {
  test(`open menus have no axe violations in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto("/about");
    // The page itself is in the sweep (axe-sweep.spec.ts); here the open menus.
    await page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("button", { name: "Services" })
      .click();
    await expectNoAxeViolations(page, `services submenu ${theme}`, { include: "header" });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole("button", { name: "Menu" }).click();
    await expectNoAxeViolations(page, `mobile menu ${theme}`, { include: "header" });
  });
}

test("a lazily loaded part shows a plain Loading... until its code arrives", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The contact form's chunk waits until released (the page's own chunk does not).
  const scripts = await holdScripts(page, (url) => url.pathname.includes("part-contact-form"));
  await page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: /^Loading\.\.\.$/ })).toBeVisible();
  await scripts.release();
  await expect(page.getByRole("heading", { name: "Send us a Message" })).toBeVisible();
});

// That no page requests anything from another host (only /contact loads the reCAPTCHA script)
// is checked on every page by the sweep in axe-sweep.spec.ts.
