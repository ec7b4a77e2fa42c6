import type { Locator, Page } from "@playwright/test";
import PARTNER_RECORDS from "../content/partners.json";
import { expect, test } from "./fixtures";

const PARTNERS = PARTNER_RECORDS.map((partner) => partner.name);

const EXPERTISE: [string, string][] = [
  ["Cloud Migration", "15+ years"],
  ["Cyber Security", "12+ years"],
  ["AI Solutions", "8+ years"],
  ["Networking", "20+ years"],
  ["Data Backup", "18+ years"],
  ["IT Support", "25+ years"],
  ["GRC", "25+ years"],
];

const TESTIMONIALS = [
  { name: "Helen Marsden", role: "Operations Director", company: "Thames Valley Clinics" },
  { name: "Nicholas Brennan", role: "Managing Partner", company: "Harbour Legal" },
  { name: "Eleanor Hughes", role: "Finance Director", company: "Pennine Manufacturing" },
];

const ACCORDION = ["Healthcare", "Financial Services", "Manufacturing", "Retail"];

const section = (page: Page, heading: string) => page.getByRole("region", { name: heading });

function testimonials(page: Page) {
  const carousel = page.getByRole("group", { name: "Client testimonials" });
  return {
    carousel,
    slides: carousel.locator("[data-direction]"),
    next: carousel.getByRole("button", { name: "Next testimonial", exact: true }),
    prev: carousel.getByRole("button", { name: "Previous testimonial", exact: true }),
  };
}

/** Only the current slide is visible (the others keep their space but are hidden). */
async function expectSlide(carousel: Locator, position: number) {
  const slide = carousel.getByRole("group", { name: `${position} of 3`, exact: true });
  await expect(slide).toBeVisible();
  await expect(slide).toContainText(TESTIMONIALS[position - 1].name);
  await expect(carousel.getByRole("group", { name: /^\d of 3$/ })).toHaveCount(1);
}

test.describe("home page, partners to success stories", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("marquees: 12 partner logos named by alt, no links; 7 expertise areas; 40 s loop paused on hover", async ({
    page,
  }) => {
    await page.goto("/");
    const partners = section(page, "Technologies We Work With");
    const list = partners.getByRole("list", { name: "Technologies we work with" });
    // Each partner is one image named by its brand: its mark from simple-icons (a published
    // SVG file), or its name in the site's type where simple-icons has no mark.
    const logos = list.getByRole("img");
    await expect(logos).toHaveCount(PARTNERS.length);
    for (const [index, name] of PARTNERS.entries()) {
      await expect(logos.nth(index)).toHaveAccessibleName(name);
    }
    const marks = await list
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.filter((width) => width === 0)).toEqual([]);
    // No link in either copy of the row, hidden or not.
    await expect(partners.locator("a")).toHaveCount(0);

    const track = partners.locator("[data-marquee]");
    await expect(track).toHaveCSS("animation-duration", "40s");
    await expect(track).toHaveCSS("animation-play-state", "running");
    // The track never stands still (so hovering it would wait for it forever) and is wider
    // than the screen: point at its visible window instead. hover() waits until that window
    // has stopped moving: sections above it take their real height only once they near the
    // viewport (content-visibility), so a box measured right after scrolling can be stale.
    const viewport = track.locator("xpath=..");
    await viewport.hover();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS("animation-play-state", "running");

    const expertise = section(page, "Our Expertise");
    const items = expertise.getByRole("list", { name: "Areas of expertise" }).getByRole("listitem");
    await expect(items).toHaveCount(7);
    for (const [i, [title, years]] of EXPERTISE.entries()) {
      await expect(items.nth(i)).toContainText(title);
      await expect(items.nth(i)).toContainText(years);
    }
    await expect(expertise.locator("[data-marquee]")).toHaveCSS("animation-duration", "40s");
  });

  test("testimonials: three quoted clients; Next and Previous wrap at both ends and set the direction", async ({
    page,
  }) => {
    await page.goto("/");
    const { carousel, slides, next, prev } = testimonials(page);
    await expect(section(page, "What Our Clients Say")).toBeVisible();
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.locator("figure blockquote")).toHaveCount(3);
    const captions = carousel.locator("figure figcaption");
    for (const [i, t] of TESTIMONIALS.entries()) {
      await expect(captions.nth(i)).toContainText(t.name);
      await expect(captions.nth(i)).toContainText(t.role);
      await expect(captions.nth(i)).toContainText(t.company);
    }
    await expect(slides.locator("[aria-roledescription='slide']")).toHaveCount(3);
    await expectSlide(carousel, 1);

    await expect(carousel).toHaveAttribute("data-rotation", /on|paused/);
    await expect(slides).toHaveAttribute("data-direction", "none");

    await prev.click();
    await expectSlide(carousel, 3);
    await expect(slides).toHaveAttribute("data-direction", "prev");
    await next.click();
    await expectSlide(carousel, 1);
    await expect(slides).toHaveAttribute("data-direction", "next");
    await next.click();
    await next.click();
    await expectSlide(carousel, 3);
    await next.click();
    await expectSlide(carousel, 1);
    await prev.click();
    await expectSlide(carousel, 3);
    await expect(slides).toHaveAttribute("data-direction", "prev");
    await carousel.getByRole("button", { name: "Show testimonial 2 of 3" }).click();
    await expectSlide(carousel, 2);
    await expect(carousel.getByRole("button", { name: "Show testimonial 2 of 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("auto-advances every 5000 ms; hovering, focus and the stop button pause it", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    const { carousel, slides, next } = testimonials(page);
    await expect(carousel).toHaveAttribute("data-rotation", "on");
    await expect(slides).toHaveAttribute("aria-live", "off");
    await expectSlide(carousel, 1);

    await page.clock.runFor(5000);
    await expectSlide(carousel, 2);
    await expect(slides).toHaveAttribute("data-direction", "next");

    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-rotation", "paused");
    await expect(slides).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(15000);
    await expectSlide(carousel, 2);

    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-rotation", "on");
    await page.clock.runFor(5000);
    await expectSlide(carousel, 3);

    await next.focus();
    await expect(carousel).toHaveAttribute("data-rotation", "paused");
    await page.clock.runFor(15000);
    await expectSlide(carousel, 3);

    const stop = carousel.getByRole("button", { name: "Stop automatic slide show" });
    await stop.focus();
    await page.keyboard.press("Enter");
    await expect(
      carousel.getByRole("button", { name: "Start automatic slide show" }),
    ).toBeFocused();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel).toHaveAttribute("data-rotation", "off");
    await page.clock.runFor(15000);
    await expectSlide(carousel, 3);
  });

  test("never auto-advances under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    const { carousel, slides, next } = testimonials(page);
    await expect(carousel).toHaveAttribute("data-rotation", "off");
    await expect(slides).toHaveAttribute("aria-live", "polite");
    await expect(carousel.getByRole("button", { name: /automatic slide show/ })).toHaveCount(0);
    await page.clock.runFor(20000);
    await expectSlide(carousel, 1);
    await next.click();
    await expectSlide(carousel, 2);
  });

  test("industries: a grid of six; accordion of four opens on click, closes on a second, one at a time", async ({
    page,
  }) => {
    await page.goto("/");
    const industries = section(page, "Industries We Serve");
    await expect(industries.getByRole("listitem")).toHaveCount(6);
    await expect(industries.getByRole("heading", { level: 3 })).toHaveText([
      "Healthcare",
      "Financial Services",
      "Manufacturing",
      "Retail",
      "Education",
      "Professional Services",
    ]);

    const accordion = section(page, "Industry Challenges We Solve");
    const header = (name: string) =>
      accordion.getByRole("heading", { level: 3, name }).getByRole("button", { name });
    for (const name of ACCORDION)
      await expect(header(name)).toHaveAttribute("aria-expanded", "false");
    await expect(accordion.getByRole("button")).toHaveCount(4);

    const healthcare = header("Healthcare");
    await healthcare.click();
    await expect(healthcare).toHaveAttribute("aria-expanded", "true");
    const panelId = await healthcare.getAttribute("aria-controls");
    const panel = page.locator(`#${panelId}`);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute("role", "region");
    await expect(panel).toHaveAttribute(
      "aria-labelledby",
      (await healthcare.getAttribute("id")) ?? "",
    );
    await expect(accordion.getByRole("region", { name: "Healthcare" })).toBeVisible();
    await expect(panel.getByRole("heading", { level: 4 })).toHaveText(["Challenges", "Solutions"]);
    await expect(panel.getByRole("list").first().getByRole("listitem")).toHaveCount(4);
    await expect(panel.getByRole("list").last().getByRole("listitem")).toHaveCount(4);

    const finance = header("Financial Services");
    await finance.click();
    await expect(finance).toHaveAttribute("aria-expanded", "true");
    await expect(healthcare).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(page.locator(`#${await finance.getAttribute("aria-controls")}`)).toBeVisible();

    await finance.click();
    for (const name of ACCORDION)
      await expect(header(name)).toHaveAttribute("aria-expanded", "false");
  });

  test("success stories: three cards, one link each, to the featured case studies", async ({
    page,
  }) => {
    await page.goto("/");
    const stories = section(page, "Success Stories");
    const links = stories.getByRole("link");
    await expect(links).toHaveCount(3);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/case-studies/meditech-solutions",
      "/case-studies/greenomy",
      "/case-studies/LocalExpressCFDRetail",
    ]);
    await expect(stories.getByRole("article")).toHaveCount(3);
    await expect(stories.getByRole("article").first()).toContainText("Medical technology");
    // The whole card is the link's click area.
    await stories
      .getByRole("article")
      .nth(1)
      .click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(/\/case-studies\/greenomy$/);
  });
});

test("no horizontal scrolling at 320 px with an accordion item open", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/");
  await section(page, "Industry Challenges We Solve")
    .getByRole("button", { name: "Financial Services" })
    .click();
  await testimonials(page).next.click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
