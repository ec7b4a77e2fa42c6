import type { Locator, Page } from "@playwright/test";
import CASE_STUDIES from "../content/case-studies.json";
import EXPERTISE_RECORDS from "../content/expertise.json";
import INDUSTRIES from "../content/industries.json";
import PARTNER_RECORDS from "../content/partners.json";
import TESTIMONIAL_RECORDS from "../content/testimonials.json";
import { expect, test } from "./fixtures";

// Everything listed comes from content/, in the editors' order.
const PARTNERS = PARTNER_RECORDS.map((partner) => partner.name);
const EXPERTISE: [string, string][] = EXPERTISE_RECORDS.map((item) => [
  item.title,
  `${item.years} years`,
]);
const TESTIMONIALS = TESTIMONIAL_RECORDS;
/** The testimonial at a 1-based position counted round the carousel (N + 1 is the first again). */
const around = (position: number) => ((position - 1) % TESTIMONIALS.length) + 1;
const ACCORDION = INDUSTRIES.filter((industry) => industry.inAccordion);
const FEATURED = CASE_STUDIES.filter((study) => study.featured);

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
  const count = TESTIMONIALS.length;
  const slide = carousel.getByRole("group", { name: `${position} of ${count}`, exact: true });
  await expect(slide).toBeVisible();
  await expect(slide).toContainText(TESTIMONIALS[position - 1].name);
  await expect(carousel.getByRole("group", { name: new RegExp(`^\\d+ of ${count}$`) })).toHaveCount(
    1,
  );
}

test.describe("home page, partners to success stories", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("marquees: every partner by name, all alike, no links; every expertise area; 40 s loop paused on hover", async ({
    page,
  }) => {
    await page.goto("/");
    const partners = section(page, "Technologies We Work With");
    const list = partners.getByRole("list", { name: "Technologies we work with" });
    // Every partner the same way: its name in the site's type, on tiles of one size and look,
    // no brand's mark beside some names and not others.
    const names = list.getByRole("listitem");
    await expect(names).toHaveCount(PARTNERS.length);
    for (const [index, name] of PARTNERS.entries()) {
      await expect(names.nth(index)).toHaveText(name);
    }
    await expect(partners.locator("img, svg")).toHaveCount(0);
    await list.scrollIntoViewIfNeeded();
    const looks = () =>
      names.evaluateAll((items) =>
        items.map((item) => {
          const tile = item.firstElementChild as HTMLElement;
          const style = getComputedStyle(tile);
          const box = tile.getBoundingClientRect();
          return [box.height, style.fontSize, style.fontWeight, style.color, style.background];
        }),
      );
    // Read once colour transitions are over: every tile alike.
    await expect.poll(async () => new Set((await looks()).map(String)).size).toBe(1);
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
    await expect(items).toHaveCount(EXPERTISE.length);
    for (const [i, [title, years]] of EXPERTISE.entries()) {
      await expect(items.nth(i)).toContainText(title);
      await expect(items.nth(i)).toContainText(years);
    }
    await expect(expertise.locator("[data-marquee]")).toHaveCSS("animation-duration", "40s");
  });

  test("testimonials: every quoted client; Next and Previous wrap at both ends and set the direction", async ({
    page,
  }) => {
    await page.goto("/");
    const { carousel, slides, next, prev } = testimonials(page);
    await expect(section(page, "What Our Clients Say")).toBeVisible();
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const last = TESTIMONIALS.length;
    await expect(carousel.locator("figure blockquote")).toHaveCount(last);
    const captions = carousel.locator("figure figcaption");
    for (const [i, t] of TESTIMONIALS.entries()) {
      await expect(captions.nth(i)).toContainText(t.name);
      await expect(captions.nth(i)).toContainText(t.role);
      await expect(captions.nth(i)).toContainText(t.company);
    }
    await expect(slides.locator("[aria-roledescription='slide']")).toHaveCount(last);
    await expectSlide(carousel, 1);

    await expect(carousel).toHaveAttribute("data-rotation", /on|paused/);
    await expect(slides).toHaveAttribute("data-direction", "none");

    await prev.click();
    await expectSlide(carousel, last);
    await expect(slides).toHaveAttribute("data-direction", "prev");
    await next.click();
    await expectSlide(carousel, 1);
    await expect(slides).toHaveAttribute("data-direction", "next");
    for (let step = 1; step < last; step += 1) await next.click();
    await expectSlide(carousel, last);
    await next.click();
    await expectSlide(carousel, 1);
    await prev.click();
    await expectSlide(carousel, last);
    await expect(slides).toHaveAttribute("data-direction", "prev");
    const second = `Show testimonial 2 of ${last}`;
    await carousel.getByRole("button", { name: second }).click();
    await expectSlide(carousel, 2);
    await expect(carousel.getByRole("button", { name: second })).toHaveAttribute(
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
    await expectSlide(carousel, around(3));

    await next.focus();
    await expect(carousel).toHaveAttribute("data-rotation", "paused");
    await page.clock.runFor(15000);
    await expectSlide(carousel, around(3));

    const stop = carousel.getByRole("button", { name: "Stop automatic slide show" });
    await stop.focus();
    await page.keyboard.press("Enter");
    await expect(
      carousel.getByRole("button", { name: "Start automatic slide show" }),
    ).toBeFocused();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel).toHaveAttribute("data-rotation", "off");
    await page.clock.runFor(15000);
    await expectSlide(carousel, around(3));
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

  test("industries: a grid of all of them; the accordion's open on click, close on a second, one at a time", async ({
    page,
  }) => {
    await page.goto("/");
    const industries = section(page, "Industries We Serve");
    await expect(industries.getByRole("listitem")).toHaveCount(INDUSTRIES.length);
    await expect(industries.getByRole("heading", { level: 3 })).toHaveText(
      INDUSTRIES.map((industry) => industry.name),
    );

    const accordion = section(page, "Industry Challenges We Solve");
    const header = (name: string) =>
      accordion.getByRole("heading", { level: 3, name }).getByRole("button", { name });
    for (const { name } of ACCORDION)
      await expect(header(name)).toHaveAttribute("aria-expanded", "false");
    await expect(accordion.getByRole("button")).toHaveCount(ACCORDION.length);

    const [first, second] = ACCORDION;
    const healthcare = header(first.name);
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
    await expect(accordion.getByRole("region", { name: first.name })).toBeVisible();
    await expect(panel.getByRole("heading", { level: 4 })).toHaveText(["Challenges", "Solutions"]);
    await expect(panel.getByRole("list").first().getByRole("listitem")).toHaveText(
      first.challenges,
    );
    await expect(panel.getByRole("list").last().getByRole("listitem")).toHaveText(first.solutions);

    const finance = header(second.name);
    await finance.click();
    await expect(finance).toHaveAttribute("aria-expanded", "true");
    await expect(healthcare).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(page.locator(`#${await finance.getAttribute("aria-controls")}`)).toBeVisible();

    await finance.click();
    for (const { name } of ACCORDION)
      await expect(header(name)).toHaveAttribute("aria-expanded", "false");
  });

  test("success stories: a card with one link for each featured case study, and a link to all of them", async ({
    page,
  }) => {
    await page.goto("/");
    const stories = section(page, "Success Stories");
    const links = stories.getByRole("link");
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      ...FEATURED.map((study) => `/case-studies/${study.slug}`),
      "/case-studies",
    ]);
    await expect(stories.getByRole("link", { name: "See all case studies" })).toBeVisible();
    await expect(stories.getByRole("article")).toHaveCount(FEATURED.length);
    await expect(stories.getByRole("article").first()).toContainText(FEATURED[0].sector);
    // The whole card is the link's click area.
    await stories
      .getByRole("article")
      .nth(1)
      .click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(new RegExp(`/case-studies/${FEATURED[1].slug}$`));
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
