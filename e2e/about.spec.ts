import fs from "node:fs";
import path from "node:path";
import PLANS from "../content/plans.json";
import { marqueeCopies } from "../src/lib/marquee";
import { expect, test } from "./fixtures";

// The requirements' launch years, the timeline's records in content/timeline.json.
const YEARS = ["2014", "2017", "2019", "2021", "2023"];
const LOGOS: { alt: string }[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "content", "experience-logos.json"), "utf8"),
);
const LOGO_LIST = "Organisations we have worked with";

test.describe("About page (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("one h1, every section with its h2, intro, values and figures", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Northbridge IT");
    await expect(main).toContainText("since 2015");
    for (const heading of [
      "Our Mission and Vision",
      "Our Core Values",
      "Northbridge IT at a Glance",
      "Our Journey",
      "Organisations We've Worked With",
    ]) {
      await expect(main.getByRole("region", { name: heading })).toBeVisible();
      await expect(
        main.getByRole("heading", { level: 2, name: heading, exact: true }),
      ).toBeVisible();
    }
    await expect(main.getByRole("heading", { name: "Our Mission", exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Our Vision", exact: true })).toBeVisible();

    const values = main.getByRole("region", { name: "Our Core Values" });
    const coreValues = ["Trust", "Client Partnership", "Excellence"];
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(coreValues);
    await expect(values.locator("li svg")).toHaveCount(coreValues.length);

    const figures = main.getByRole("region", { name: "Northbridge IT at a Glance" });
    await expect(figures.getByRole("listitem")).toHaveText([
      /500\+\s*Users Served/,
      /98%\s*Client Satisfaction/,
      // 24/7 belongs to the plans that have it (content/plans.json).
      /24\/7\s*Support on Premium/,
    ]);
    const allDay = PLANS.filter((plan) =>
      plan.features.some((f) => f.included && f.level === "24/7"),
    );
    expect(allDay.map((plan) => plan.name)).toEqual(["Premium"]);
  });

  test("year buttons: 2014 first, choosing 2019 presses it, highlights and shows its entry", async ({
    page,
  }) => {
    await page.goto("/about");
    const journey = page.getByRole("region", { name: "Our Journey" });
    const group = journey.getByRole("group", { name: "Choose a year" });
    const buttons = group.getByRole("button");
    await expect(buttons).toHaveText(YEARS);
    for (const year of YEARS) {
      await expect(group.getByRole("button", { name: year })).toHaveAttribute(
        "aria-pressed",
        year === "2014" ? "true" : "false",
      );
    }
    await expect(page.locator("#journey-2014")).toHaveAttribute("data-selected", "true");
    // Nothing scrolls on first render.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await group.getByRole("button", { name: "2019" }).click();
    for (const year of YEARS) {
      await expect(group.getByRole("button", { name: year })).toHaveAttribute(
        "aria-pressed",
        year === "2019" ? "true" : "false",
      );
    }
    const entry = page.locator("#journey-2019");
    await expect(entry).toHaveAttribute("data-selected", "true");
    await expect(entry).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#journey-2014")).toHaveAttribute("data-selected", "false");
    await expect(entry.getByRole("heading", { level: 3 })).toBeInViewport();
    await expect(entry).toBeInViewport({ ratio: 0.9 });
  });

  test("timeline entries show year, title, description, icon and achievements", async ({
    page,
  }) => {
    await page.goto("/about");
    const entries = page.getByRole("region", { name: "Our Journey" }).locator("ol > li");
    await expect(entries).toHaveCount(YEARS.length);
    await expect(entries.locator("time")).toHaveText(YEARS);
    for (const year of YEARS) {
      const entry = page.locator(`#journey-${year}`);
      await expect(entry.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(entry.locator("p")).not.toHaveCount(0);
      await expect(entry.locator("svg").first()).toBeVisible();
      await expect(
        entry.getByRole("list", { name: `Achievements in ${year}` }).getByRole("listitem"),
      ).not.toHaveCount(0);
    }
    await expect(page.locator("#journey-2017")).toContainText("15+ clients");
    await expect(page.locator("#journey-2023")).toContainText("50% of client services");
    await expect(page.locator("#journey-2023")).toContainText(/automated/i);
  });

  test("year buttons work from the keyboard", async ({ page }) => {
    await page.goto("/about");
    const group = page.getByRole("group", { name: "Choose a year" });
    await group.getByRole("button", { name: "2014" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(group.getByRole("button", { name: "2019" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(group.getByRole("button", { name: "2021" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(group.getByRole("button", { name: "2023" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(group.getByRole("button", { name: "2021" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(page.locator("#journey-2023")).toBeInViewport();
  });

  test("every experience logo of the content with its alt text, in the 40 s marquee", async ({
    page,
  }) => {
    await page.goto("/about");
    const section = page.getByRole("region", { name: "Organisations We've Worked With" });
    const list = section.getByRole("list", { name: LOGO_LIST });
    const images = list.getByRole("img");
    await expect(images).toHaveCount(LOGOS.length);
    const alts = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(alts).toEqual(LOGOS.map((logo) => logo.alt));
    // The copies exist only for the seamless loop and are hidden from assistive technology.
    const copies = 2 * marqueeCopies(LOGOS.length) - 1;
    await expect(section.locator('ul[aria-hidden="true"] img')).toHaveCount(copies * LOGOS.length);
    const track = section.locator("[data-marquee]");
    await expect(track).toHaveCSS("animation-duration", "40s");
    await expect(track).toHaveCSS("animation-play-state", "running");
  });

  test("closing call to action links to /contact", async ({ page }) => {
    await page.goto("/about");
    const link = page.getByRole("main").getByRole("link", { name: "Schedule a free Consultation" });
    await expect(link).toHaveAttribute("href", "/contact");
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("/About renders the same page; both name /about as canonical", async ({ page }) => {
    await page.goto("/About");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Northbridge IT");
    await expect(page.getByRole("heading", { level: 2, name: "Our Journey" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);
    await page.goto("/about");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);
  });
});

test.describe("About page (small screens and reduced motion)", () => {
  test("no horizontal scroll at 320 px and the timeline still works", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/about");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "2023" }).click();
    await expect(page.locator("#journey-2023")).toHaveAttribute("data-selected", "true");
    await expect(page.locator("#journey-2023 h3")).toBeInViewport();
  });

  test("reduced motion: the marquee stands still and years still scroll into view", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    const section = page.getByRole("region", { name: "Organisations We've Worked With" });
    await expect(section.locator("[data-marquee]")).toHaveCSS("animation-name", "none");
    for (const copy of await section.locator('ul[aria-hidden="true"]').all()) {
      await expect(copy).toBeHidden();
    }
    await expect(section.getByRole("list", { name: LOGO_LIST }).getByRole("img")).toHaveCount(
      LOGOS.length,
    );
    await page.getByRole("button", { name: "2021" }).click();
    await expect(page.locator("#journey-2021")).toBeInViewport();
  });
});
