import type { Locator, Page } from "@playwright/test";
import SERVICE_RECORDS from "../content/services.json";
import { ONBOARDING_STEP_MS } from "../src/lib/onboarding-progress";
import {
  HERO_CARDS_DELAY_SECONDS,
  HERO_LINE_SECONDS,
  HERO_SUBHEADING_DELAY_SECONDS,
} from "../src/lib/hero-animation";
import { expect, test } from "./fixtures";

const HERO_CARDS = [
  ["Infrastructure", "Robust and scalable IT infrastructure solutions"],
  ["Security", "Advanced cybersecurity protection"],
  ["Cloud", "Seamless cloud integration and support services"],
  ["Governance & Risk", "Strategic IT governance and risk management"],
];

// The grid shows every service of content/services.json, in its order.
const SERVICES = SERVICE_RECORDS.map((service) => [service.title, service.slug]);

const STATS = [
  ["85%", "of calls answered within 20 seconds"],
  ["2 hrs", "average time to respond"],
  ["7 hrs", "average time to resolution"],
  ["77%", "first contact resolution"],
  ["94%", "customer satisfaction"],
  ["97%", "of issues resolved remotely"],
];

const STEPS = ["Assess and Align", "Innovate and Strategize", "Implement and Optimize"];

const hero = (page: Page) => page.locator('[data-section="hero"]');
const canvas = (page: Page) => hero(page).locator("canvas");
const onboarding = (page: Page) => page.getByRole("region", { name: "How We Onboard You" });
const stepButton = (page: Page, i: number) =>
  onboarding(page).getByRole("button", { name: new RegExp(STEPS[i]) });

/** The onboarding section (a lazy part) has hydrated once it knows the viewport. */
async function waitForCarouselHydration(page: Page) {
  await expect(page.locator("[data-onboarding][data-mobile]")).toHaveCount(1);
}

/** Freezes the fake clock and restarts step 1, so the next runFor counts whole ticks from 0. */
async function freezeAtStepOne(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // pauseAt only moves forward; a second's margin covers the time this round trip takes.
  await page.clock.pauseAt(now + 1000);
  await stepButton(page, 0).click();
  await expect(onboarding(page).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
}

/** One round trip: which step is current, which show a check, which say "completed". */
async function stepStates(page: Page) {
  return (
    onboarding(page)
      .locator("button[data-checked]")
      // Without JavaScript both layouts are in the page; only the one that fits is shown.
      .filter({ visible: true })
      .evaluateAll((buttons) =>
        buttons.map((b) => ({
          current: b.getAttribute("aria-current") === "step",
          checked: b.getAttribute("data-checked") === "true",
          completed: /\(completed\)/.test(b.textContent ?? ""),
        })),
      )
  );
}

async function expectCurrentStep(page: Page, current: number) {
  // A check mark on every step up to and including the current one; "completed" before it.
  const expected = STEPS.map((_, i) => ({
    current: i === current,
    checked: i <= current,
    completed: i < current,
  }));
  await expect.poll(() => stepStates(page)).toEqual(expected);
}

async function cssOf(locator: Locator, property: string) {
  return locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}

test.describe("home page, top sections (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("hero: the one h1, the subheading and the four cards", async ({ page }) => {
    await page.goto("/");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText("Stress-Free IT for SMEs.");
    await expect(h1).toHaveAccessibleName("Stress-Free IT for SMEs.");
    await expect(hero(page)).toContainText(
      "Focus on your business while we handle the technology, with tailored IT solutions for small, medium and enterprise businesses.",
    );
    const cards = hero(page).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    for (const [i, [title, description]] of HERO_CARDS.entries()) {
      await expect(cards.nth(i)).toContainText(title);
      await expect(cards.nth(i)).toContainText(description);
    }
    // Dark navy in the light theme too.
    const background = await cssOf(hero(page), "background-image");
    expect(background).toContain("rgb(11, 27, 54)");
  });

  test("hero: the headline rises in, the subheading after it, then the buttons and cards", async ({
    page,
  }) => {
    await page.goto("/");
    const pieces = [
      hero(page).locator("h1"),
      hero(page).locator("h1 + p"),
      hero(page).getByRole("list"),
    ];
    const timings = await Promise.all(
      pieces.map(async (piece) => [
        await cssOf(piece, "animation-delay"),
        await cssOf(piece, "animation-duration"),
      ]),
    );
    expect(timings).toEqual([
      ["0s", `${HERO_LINE_SECONDS}s`],
      [`${HERO_SUBHEADING_DELAY_SECONDS}s`, `${HERO_LINE_SECONDS}s`],
      [`${HERO_CARDS_DELAY_SECONDS}s`, `${HERO_LINE_SECONDS}s`],
    ]);
    // One animation a piece, none a word: each animation's start and end costs a main-thread frame.
    expect(await hero(page).locator("h1 *, h1 + p *").count()).toBe(1);
    await expect(hero(page).locator("h1 > span")).toHaveCSS("color", "rgb(125, 211, 252)");
  });

  test("particle canvas: decorative, behind the text, sized with a pixel ratio capped at 2", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 3,
    });
    const page = await context.newPage();
    await page.goto("/");
    const c = canvas(page);
    await expect(c).toHaveAttribute("aria-hidden", "true");
    await expect(c).toHaveAttribute("data-animating", "true");
    expect(await cssOf(c, "position")).toBe("absolute");
    expect(await cssOf(c, "pointer-events")).toBe("none");
    const size = await c.evaluate((el: HTMLCanvasElement) => ({
      width: el.width,
      height: el.height,
      cssWidth: el.clientWidth,
      cssHeight: el.clientHeight,
      boxWidth: el.parentElement?.clientWidth,
      boxHeight: el.parentElement?.clientHeight,
    }));
    expect(size.cssWidth).toBe(size.boxWidth);
    expect(size.cssHeight).toBe(size.boxHeight);
    expect(size.width).toBe(size.cssWidth * 2);
    expect(size.height).toBe(size.cssHeight * 2);
    // The heading is painted above the canvas: hit-testing its centre finds the text, not the canvas.
    const onTop = await page.getByRole("heading", { level: 1 }).evaluate((h) => {
      const r = h.getBoundingClientRect();
      return h.contains(document.elementFromPoint(r.left + 20, r.top + r.height / 2));
    });
    expect(onTop).toBe(true);
    await context.close();
  });

  test("particle canvas pauses off-screen and in a hidden tab", async ({ page }) => {
    await page.goto("/");
    const c = canvas(page);
    await expect(c).toHaveAttribute("data-animating", "true");
    await page.locator('[data-section="stats"]').scrollIntoViewIfNeeded();
    await expect(c).toHaveAttribute("data-animating", "false");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(c).toHaveAttribute("data-animating", "true");
    await page.evaluate(() => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(c).toHaveAttribute("data-animating", "false");
  });

  test("onboarding: server render shows step 1 with no progress", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/");
    const section = onboarding(page);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("How We Onboard You");
    await expect(section.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await expectCurrentStep(page, 0);
    await context.close();
  });

  test("onboarding: progress ticks ~3.33 per 100 ms, moves on at 100 and wraps", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForCarouselHydration(page);
    await freezeAtStepOne(page);
    const bar = onboarding(page).getByRole("progressbar");
    await expect(bar).toHaveAccessibleName("Progress to the next step");
    await expect(bar).toHaveAttribute("aria-valuemin", "0");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");

    await page.clock.runFor(1000);
    await expect(bar).toHaveAttribute("aria-valuenow", "33");
    await expectCurrentStep(page, 0);

    await page.clock.runFor(2000);
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expectCurrentStep(page, 1);

    await page.clock.runFor(3000);
    await expectCurrentStep(page, 2);

    await page.clock.runFor(3000);
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expectCurrentStep(page, 0);
  });

  test("onboarding: visitors can pick a step and pause the carousel", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForCarouselHydration(page);
    await freezeAtStepOne(page);
    const bar = onboarding(page).getByRole("progressbar");

    await stepButton(page, 2).click();
    await expectCurrentStep(page, 2);
    await expect(bar).toHaveAttribute("aria-valuenow", "0");

    await onboarding(page).getByRole("button", { name: "Pause steps" }).click();
    await page.clock.runFor(5000);
    await expectCurrentStep(page, 2);
    await expect(bar).toHaveAttribute("aria-valuenow", "0");

    await onboarding(page).getByRole("button", { name: "Play steps" }).click();
    await page.clock.runFor(3000);
    await expectCurrentStep(page, 0);
  });

  test("services: a card for every service, each one link named by its title to its service route", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Our Services" });
    const links = section.getByRole("link");
    await expect(links).toHaveCount(SERVICES.length);
    const cards = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: decodeURIComponent(a.getAttribute("href") ?? ""),
        // The link is the card's h3 text itself, so its name is exactly what it shows.
        name: a.textContent,
        nameIsHeading: a.parentElement?.tagName,
      })),
    );
    expect(cards).toEqual(
      SERVICES.map(([title, slug]) => ({
        href: `/services/${slug}`,
        name: title,
        nameIsHeading: "H3",
      })),
    );
    const upgrades = section.getByRole("link", { name: "Upgrades & Migrations", exact: true });
    await expect(upgrades).toHaveAccessibleName("Upgrades & Migrations");
    await expect(upgrades).toHaveAttribute("href", /^\/services\/upgrades-(&|%26)-migrations$/);
  });

  test("services: the spotlight follows the pointer through CSS variables", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("article", {
      has: page.getByRole("link", { name: "Cloud Migration", exact: true }),
    });
    await card.scrollIntoViewIfNeeded();
    // Sections above take their real height only as they near the viewport
    // (content-visibility), so the card may still move just after scrolling: measure it once
    // two readings agree.
    let box = await card.boundingBox();
    await expect
      .poll(async () => {
        const previous = box;
        box = await card.boundingBox();
        return previous?.y === box?.y && previous?.x === box?.x;
      })
      .toBe(true);
    if (!box) throw new Error("card has no box");
    const { x: left, y: top } = box;
    // The section hydrates once it nears the viewport; until then the glow stays centred.
    await expect
      .poll(async () => {
        await page.mouse.move(left + 40, top + 30);
        await page.mouse.move(left + 60, top + 50);
        return card.evaluate((el) => el.style.getPropertyValue("--x"));
      })
      .not.toBe("");
    const [x, y] = await card.evaluate((el) => [
      parseFloat(el.style.getPropertyValue("--x")),
      parseFloat(el.style.getPropertyValue("--y")),
    ]);
    // The card lifts a few pixels on hover, so y is measured from a slightly higher top.
    expect(x).toBeCloseTo(60, 0);
    expect(y).toBeGreaterThanOrEqual(49);
    expect(y).toBeLessThanOrEqual(54);
    await expect
      .poll(() => card.evaluate((el) => getComputedStyle(el, "::before").opacity))
      .toBe("1");
  });

  test("stats: the 2024 figures", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Our Performance in 2024" });
    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(STATS.length);
    for (const [i, [value, label]] of STATS.entries()) {
      await expect(items.nth(i)).toHaveText(`${value} ${label}`);
    }
  });
});

test.describe("home page, top sections under prefers-reduced-motion", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the canvas draws one still frame and the carousel waits for Play", async ({ page }) => {
    // The fake clock's runFor fires every frame and timer a running animation would use.
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const c = canvas(page);
    await expect(c).toHaveAttribute("data-ready", "true");
    await expect(c).toHaveAttribute("data-animating", "false");
    await waitForCarouselHydration(page);
    const frame = await c.evaluate((el: HTMLCanvasElement) => el.toDataURL());
    expect(frame.length).toBeGreaterThan(1000);
    await page.clock.runFor(ONBOARDING_STEP_MS + 500);
    expect(await c.evaluate((el: HTMLCanvasElement) => el.toDataURL())).toBe(frame);

    const bar = onboarding(page).getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expectCurrentStep(page, 0);
    await stepButton(page, 1).click();
    await expectCurrentStep(page, 1);
    await expect(onboarding(page).getByRole("button", { name: "Play steps" })).toBeVisible();
  });
});

test.describe("home page, top sections on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("onboarding switches to the mobile layout with only the current step's text", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForCarouselHydration(page);
    await expect(page.locator('[data-onboarding][data-mobile="true"]')).toHaveCount(1);
    await expect(onboarding(page).locator('[data-layout="desktop"]')).toHaveCount(0);
    await freezeAtStepOne(page);
    const section = onboarding(page);
    await expect(section.getByText(/We audit your systems/)).toBeVisible();
    await expect(section.getByText(/Our consultants design/)).toBeHidden();
    await page.clock.runFor(3000);
    await expectCurrentStep(page, 1);
    await expect(section.getByText(/Our consultants design/)).toBeVisible();
    await expect(section.getByText(/We audit your systems/)).toBeHidden();
  });

  test("no horizontal scrolling at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/");
    await waitForCarouselHydration(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("nothing in the top sections shifts while hydrating and while the carousel runs", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[]; __shift: number };
      w.__shift = 0;
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          w.__shift += entry.value;
          const nodes = entry.sources.map((s) =>
            (s.node as Element | undefined)?.outerHTML?.slice(0, 80),
          );
          w.__shifts.push(`${entry.value.toFixed(4)}: ${nodes.join(" | ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await waitForCarouselHydration(page);
    await onboarding(page).scrollIntoViewIfNeeded();
    // The carousel's first step change, its transitions finished, then two painted frames so
    // the observer has every shift they caused.
    await expectCurrentStep(page, 1);
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const { shift, sources } = await page.evaluate(() => {
      const w = window as unknown as { __shifts: string[]; __shift: number };
      return { shift: w.__shift, sources: w.__shifts };
    });
    expect(shift, sources.join("\n")).toBeLessThan(0.01);
  });
});

test("hero offers a consultation and a way to the services", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator('[data-section="hero"]');
  await expect(hero.getByRole("link", { name: "Book a Free Consultation" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await hero.getByRole("link", { name: "Explore Our Services" }).click();
  await expect(page.locator("#services-heading")).toBeInViewport();
});
