import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import type { ServicePlan } from "../src/lib/plans/plan";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { escapeRegExp } from "./support/regexp";

const PLANS = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "content", "plans.json"), "utf8"),
) as ServicePlan[];

const PAGE = "/ServicePlans";
const words = (included: boolean) => (included ? "Included" : "Not included");

const planCard = (page: Page, name: string): Locator =>
  page
    .getByRole("region", { name: "Choose Your Plan" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

test.describe("service plans page", () => {
  test("a card per plan with price per month excluding VAT, description, features and button", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Plans");
    await expect(page).toHaveTitle(/^Service Plans \| /);
    // The requirements' launch plans and prices.
    expect(PLANS.map((plan) => [plan.name, plan.price])).toEqual([
      ["Basic", "£399"],
      ["Standard", "£799"],
      ["Premium", "£1,499"],
    ]);
    const region = page.getByRole("region", { name: "Choose Your Plan" });
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(PLANS.map((p) => p.name));

    for (const plan of PLANS) {
      const card = planCard(page, plan.name);
      await expect(card).toHaveCount(1);
      await expect(card.getByText(plan.price, { exact: true })).toBeVisible();
      await expect(card.getByText("per month, excluding VAT", { exact: true })).toBeVisible();
      await expect(card.getByText(plan.description, { exact: true })).toBeVisible();
      // Each row says in words, for screen readers, whether the plan includes the feature.
      await expect(
        card.getByRole("list", { name: `${plan.name} plan features` }).getByRole("listitem"),
      ).toHaveText(plan.features.map((f) => `${words(f.included)}: ${f.name}`));
      await expect(card.getByRole("link", { name: plan.buttonText, exact: true })).toHaveAttribute(
        "href",
        `/contact?plan=${encodeURIComponent(plan.name)}`,
      );
      // Info buttons appear only where a feature has tooltip text (none in content today).
      await expect(card.getByRole("button", { name: /^More about / })).toHaveCount(
        plan.features.filter((f) => f.tooltip).length,
      );
    }
    // The words are for screen readers; sighted visitors see the tick or cross.
    const hiddenWords = planCard(page, "Basic").getByText("Included:").first();
    expect(
      await hiddenWords.evaluate((el) => el.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(1);
  });

  test("Standard carries the 'Most Popular' badge and no other plan does", async ({ page }) => {
    await page.goto(PAGE);
    const highlighted = PLANS.filter((plan) => plan.highlight);
    expect(highlighted.map((plan) => [plan.name, plan.highlightLabel])).toEqual([
      ["Standard", "Most Popular"],
    ]);
    await expect(page.getByText("Most Popular", { exact: true })).toHaveCount(1);
    await expect(
      planCard(page, "Standard").getByText("Most Popular", { exact: true }),
    ).toBeVisible();
  });

  for (const plan of PLANS) {
    test(`'${plan.buttonText}' opens the contact form with the ${plan.name} plan selected`, async ({
      page,
    }) => {
      await page.goto(PAGE);
      await planCard(page, plan.name).getByRole("link", { name: plan.buttonText }).click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?plan=${plan.name}$`));
      await expect(page.getByText("Selected plan:")).toHaveText(`Selected plan: ${plan.name}`);
      // The plan also travels in the navigation state.
      expect(await page.evaluate(() => window.history.state as unknown)).toMatchObject({
        selectedPlan: plan.name,
      });
    });
  }

  test("before any script runs, a plan button is a plain link that still carries the plan", async ({
    page,
  }) => {
    const scripts = /\.js$/;
    await page.route(scripts, (route) => route.abort());
    await page.goto(PAGE, { waitUntil: "commit" });
    const link = page.getByRole("link", { name: "Choose Premium" });
    await link.waitFor();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await page.unroute(scripts);
    await link.click();
    await expect(page).toHaveURL(/\/contact\?plan=Premium$/);
    await waitForHydration(page);
    await expect(page.getByText("Selected plan:")).toHaveText("Selected plan: Premium");
  });

  test("a shared link /contact?plan=Premium shows the plan on the contact form", async ({
    page,
  }) => {
    await page.goto("/contact?plan=Premium");
    await expect(page.getByText("Selected plan:")).toHaveText("Selected plan: Premium");
  });

  test("'Need a Custom Solution?' leads to the contact page with 'Request a Custom Quote'", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const block = page.getByRole("region", { name: "Need a Custom Solution?" });
    const link = block.getByRole("link", { name: "Request a Custom Quote" });
    await expect(link).toHaveAttribute("href", "/contact");
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Selected plan:")).toHaveCount(0);
  });

  test("the comparison table has a caption, plan and feature headers and every cell in words", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const scroller = page.getByRole("region", { name: "Plan comparison table" });
    await expect(scroller).toHaveAttribute("tabindex", "0");
    const table = scroller.getByRole("table", {
      name: "Features of the Basic, Standard and Premium plans.",
      exact: false,
    });
    await expect(table.locator("caption")).toBeVisible();
    await expect(table.locator('thead th[scope="col"]')).toHaveText([
      "Feature",
      ...PLANS.map((p) => p.name),
    ]);

    // One row per feature group, in the order the plans list them; each cell the plan's level
    // of that feature, or whether it has it: never "Not listed", never a level it lacks.
    const groups = [...new Set(PLANS.flatMap((plan) => plan.features.map((f) => f.group)))];
    const rowHeaders = table.locator('tbody th[scope="row"]');
    await expect(rowHeaders).toHaveText(["Price per month, excluding VAT", ...groups]);
    await expect(table.locator("tbody tr").first().locator("td")).toHaveText(
      PLANS.map((p) => p.price),
    );
    for (const group of groups) {
      const row = table.locator("tbody tr").filter({
        has: page.locator('th[scope="row"]', { hasText: new RegExp(`^${escapeRegExp(group)}$`) }),
      });
      await expect(row.locator("td")).toHaveText(
        PLANS.map((plan) => {
          const own = plan.features.find((f) => f.group === group && f.included);
          return own ? (own.level ?? "Included") : "Not included";
        }),
      );
    }
    await expect(table).not.toContainText("Not listed");
    // The words people compare by: Premium's support hours and response time are its own levels.
    const premium = PLANS.findIndex((plan) => plan.name === "Premium");
    const supportHours = table.locator("tbody tr").filter({ hasText: "Support hours" });
    await expect(supportHours.locator("td").nth(premium)).toHaveText("24/7");
  });

  test("JSON-LD offers every plan in GBP per month, VAT not included", async ({ page }) => {
    await page.goto(PAGE);
    const jsonLd = await page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}") as unknown));
    const service = jsonLd.find(
      (data): data is { "@type": string; offers: Record<string, unknown>[] } =>
        typeof data === "object" && data !== null && "offers" in data,
    );
    expect(service?.["@type"]).toBe("Service");
    expect(service?.offers).toHaveLength(PLANS.length);
    expect(service?.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["Basic plan", "399", "GBP"],
      ["Standard plan", "799", "GBP"],
      ["Premium plan", "1499", "GBP"],
    ]);
    for (const offer of service?.offers ?? []) {
      expect(offer.priceSpecification).toMatchObject({
        "@type": "UnitPriceSpecification",
        price: offer.price,
        priceCurrency: "GBP",
        unitText: "MONTH",
        valueAddedTaxIncluded: false,
      });
    }
    const description = await page.locator('head meta[name="description"]').getAttribute("content");
    expect(description).toContain("from £399 per month excluding VAT");
    expect(description!.length).toBeLessThanOrEqual(160);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/ServicePlans$/,
    );
  });

  test("keyboard: Tab reaches every plan button, each with a visible focus ring", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await page.getByRole("heading", { level: 1 }).click();
    for (const plan of PLANS) {
      const button = planCard(page, plan.name).getByRole("link", { name: plan.buttonText });
      let presses = 0;
      while (!(await button.evaluate((el) => el === document.activeElement)) && presses < 20) {
        await page.keyboard.press("Tab");
        presses += 1;
      }
      await expect(button).toBeFocused();
      const ring = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          visible: el.matches(":focus-visible"),
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
        };
      });
      expect(ring.visible).toBe(true);
      expect(ring.style).not.toBe("none");
      expect(ring.width).toBeGreaterThanOrEqual(2);
    }
  });

  // On a phone each feature is a row's title with a column per plan under it: at the widths of
  // small phones nothing is clipped and nothing scrolls sideways.
  for (const width of [320, 360, 390]) {
    test.describe(`on a ${width} px phone`, () => {
      test.use({ viewport: { width, height: 740 } });

      test("the comparison reads whole: no text cut, no sideways scrolling, plans named on top", async ({
        page,
      }) => {
        await page.goto(PAGE);
        const scroller = page.getByRole("region", { name: "Plan comparison table" });
        await scroller.scrollIntoViewIfNeeded();
        const layout = await scroller.evaluate((region) => {
          const inside = (el: Element) => {
            const box = el.getBoundingClientRect();
            const outer = region.getBoundingClientRect();
            return box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5;
          };
          // Cells on screen: the visually hidden "Feature" header is for screen readers.
          const cells = [...region.querySelectorAll("caption, th, td")].filter(
            (cell) => cell.clientWidth > 1,
          );
          // A word wider than its cell would be broken in two: none is.
          const context = document.createElement("canvas").getContext("2d")!;
          const broken = [...region.querySelectorAll("td span[data-level]")].flatMap((words) => {
            const cell = words.closest("td")!;
            const style = getComputedStyle(cell);
            const room =
              cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            const font = getComputedStyle(words);
            context.font = `${font.fontWeight} ${font.fontSize} ${font.fontFamily}`;
            return (words.textContent ?? "")
              .split(/\s+/)
              .filter((word) => context.measureText(word).width > room);
          });
          return {
            broken,
            page: document.documentElement.scrollWidth,
            region: [region.scrollWidth, region.clientWidth],
            // Text cut by its box, or a box outside the table.
            cut: cells
              .filter((cell) => cell.scrollWidth > cell.clientWidth + 0.5 || !inside(cell))
              .map((cell) => cell.textContent),
          };
        });
        expect(layout.page).toBeLessThanOrEqual(width);
        expect(layout.region[0]).toBeLessThanOrEqual(layout.region[1]);
        expect(layout.cut).toEqual([]);
        expect(layout.broken).toEqual([]);
        // Every plan's price and name read whole, in a column of its own.
        const header = scroller.locator("thead th[data-highlight]");
        await expect(header).toHaveText(PLANS.map((plan) => plan.name));
        const prices = scroller.locator("tbody tr").first().locator("td");
        await expect(prices).toHaveText(PLANS.map((plan) => plan.price));
        const columns = await prices.evaluateAll((cells) =>
          cells.map((cell) => Math.round(cell.getBoundingClientRect().left)),
        );
        expect(new Set(columns).size).toBe(PLANS.length);
        // The plans' names stay at the top of the screen while the rows scroll by.
        await scroller.locator("tbody tr").last().scrollIntoViewIfNeeded();
        await expect(header.first()).toBeInViewport();
        if (width === 390) await expectNoAxeViolations(page, "phone");
      });
    });
  }

  test("on a phone the table keeps its table semantics for screen readers", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(PAGE);
    // Chromium's own accessibility tree, which screen readers read (not Playwright's roles).
    const session = await page.context().newCDPSession(page);
    const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
      nodes: { role?: { value?: string } }[];
    };
    const count = (role: string) => nodes.filter((node) => node.role?.value === role).length;
    const groups = new Set(PLANS.flatMap((plan) => plan.features.map((f) => f.group))).size;
    expect(count("table")).toBe(1);
    expect(count("columnheader")).toBe(PLANS.length + 1);
    expect(count("rowheader")).toBe(groups + 1);
    expect(count("cell")).toBe((groups + 1) * PLANS.length);
  });
});
