import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  holdScripts,
  test,
  useTheme,
  waitForHydration,
} from "./fixtures";
import { escapeRegExp } from "./support/regexp";

const UPTIME = "/tools/uptime-guarantee";
const BUDGET = "/tools/budget-calculator";
const COMPLIANCE = "/assessment/compliance-cost-calculator";

/** A key figure of the results, read as its label's value. */
function figure(page: Page, label: string): Locator {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) });
}

async function expectNoNaN(page: Page): Promise<void> {
  await expect(page.locator("main")).not.toContainText(/NaN|Infinity|undefined/);
}

test.describe("uptime guarantee calculator", () => {
  test("99.9% allows 8.76 hours a year and 43.8 minutes a month, and reacts to the inputs", async ({
    page,
  }) => {
    await page.goto(UPTIME);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uptime Guarantee Calculator");
    const uptime = page.getByLabel("Uptime %");
    await expect(uptime).toHaveValue("99.9");
    await expect(figure(page, "Per year")).toContainText("8.76 hours");
    await expect(figure(page, "Per month")).toContainText("43.8 minutes");
    await expect(figure(page, "Per year")).toContainText("£8,760");

    await uptime.fill("99.99");
    await expect(figure(page, "Per year")).toContainText("52.6 minutes");
    await page.getByLabel("Revenue per hour (£)").fill("5000");
    await expect(figure(page, "Per year")).toContainText("£4,380");

    // The quick picks fill the field and show which one is in it.
    const picks = page.getByRole("list", { name: "Common uptime levels" });
    await picks.getByRole("button", { name: "99.5%" }).click();
    await expect(uptime).toHaveValue("99.5");
    await expect(picks.getByRole("button", { name: "99.5%" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(figure(page, "Per year")).toContainText("1.83 days");
  });

  test("out-of-range input gets an inline message and never shows NaN", async ({ page }) => {
    await page.goto(UPTIME);
    const uptime = page.getByLabel("Uptime %");
    await uptime.fill("150");
    await expect(uptime).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter an uptime percentage between 0 and 100.")).toBeVisible();
    await expect(uptime).toHaveAccessibleDescription(/between 0 and 100/);
    // The results stay on the last usable figure.
    await expect(figure(page, "Per year")).toContainText("8.76 hours");
    await uptime.fill("");
    await expect(page.getByText("Enter an uptime percentage.", { exact: true })).toBeVisible();
    await expectNoNaN(page);
    await uptime.fill("99");
    await expect(uptime).not.toHaveAttribute("aria-invalid", "true");
    await expect(figure(page, "Per year")).toContainText("3.65 days");
  });

  test("the comparison table lists 99% to 99.99% with headers and a caption", async ({ page }) => {
    await page.goto(UPTIME);
    const table = page.getByRole("table", { name: /Allowed downtime and its yearly cost/ });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Uptime",
      "Downtime a year",
      "A month",
      "A week",
      "A day",
      "Cost a year",
    ]);
    await expect(table.getByRole("rowheader")).toHaveText([
      "99%",
      "99.5%",
      /^99\.9%\s*Your figure$/,
      "99.95%",
      "99.99%",
    ]);
    const row = table.getByRole("row", { name: /^99\.9% Your figure/ });
    await expect(row).toContainText("8.76 hours");
    await expect(row).toContainText("43.8 minutes");
    // A level of the visitor's own is slotted in.
    await page.getByLabel("Uptime %").fill("99.8");
    await expect(table.getByRole("rowheader")).toHaveCount(6);
    await expect(table.getByRole("row", { name: /^99\.8% Your figure/ })).toBeVisible();
  });

  test("has the WebApplication JSON-LD, free, in pounds", async ({ page }) => {
    await page.goto(UPTIME);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const app = blocks.map((text) => JSON.parse(text)).find((d) => d["@type"] === "WebApplication");
    expect(app).toMatchObject({
      name: "Uptime Guarantee Calculator",
      applicationCategory: "BusinessApplication",
      offers: { price: "0", priceCurrency: "GBP" },
    });
  });
});

test.describe("budget calculator", () => {
  test("shows the budget by category and a plan, and reacts to the inputs", async ({ page }) => {
    await page.goto(BUDGET);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT Budget Calculator");
    await expect(figure(page, "Recommended budget")).toContainText("£125,000");
    await expect(figure(page, "Per employee")).toContainText("£5,000");
    const categories = page.getByRole("list", { name: "Recommended budget by category" });
    await expect(categories.getByRole("listitem")).toHaveCount(6);
    for (const name of [
      "IT support and managed services",
      "Cyber security",
      "Cloud services and hosting",
      "Hardware and devices",
      "Software and licences",
      "Contingency",
    ]) {
      await expect(categories).toContainText(name);
    }
    await expect(categories).toContainText("£37,500");
    await expect(page.getByRole("heading", { name: "Premium plan" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Compare all service plans" })).toHaveAttribute(
      "href",
      "/ServicePlans",
    );
    await expect(
      page.getByText("Current spend £50,000 is £75,000 a year below the recommendation.", {
        exact: true,
      }),
    ).toBeVisible();

    await page.getByLabel("Employees").fill("5");
    await page.getByLabel("Annual turnover (£)").fill("400000");
    await page.getByLabel("Sector").selectOption("retail");
    await expect(figure(page, "Recommended budget")).toContainText("£12,000");
    await expect(page.getByRole("heading", { name: "Basic plan" })).toBeVisible();
    await page.getByLabel("Current annual IT spend (£)").fill("12500");
    await expect(figure(page, "Your current spend")).toContainText("on track, within 10%");
    await expectNoNaN(page);
  });
});

test.describe("the budget calculator's breadcrumb on a phone", () => {
  for (const width of [320, 360, 390]) {
    test(`at ${width} px it wraps after a separator, never before one`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/tools/budget-calculator");
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("listitem")).toHaveCount(3);
      const lines = await trail.evaluate((nav) => {
        const left = nav.getBoundingClientRect().left;
        const centre = (r: DOMRect) => r.top + r.height / 2;
        return [...nav.querySelectorAll("svg")].map((separator) => {
          const mark = separator.getBoundingClientRect();
          const crumb = separator.previousElementSibling?.getBoundingClientRect();
          return {
            // A separator never starts a line: it sits on the line of the step before it.
            startsLine: mark.left - left < 2,
            besideItsStep:
              crumb !== undefined && Math.abs(centre(crumb) - centre(mark)) < crumb.height / 2,
          };
        });
      });
      expect(lines).toEqual(lines.map(() => ({ startsLine: false, besideItsStep: true })));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});

test.describe("compliance cost calculator", () => {
  test("the cost changes when frameworks are ticked", async ({ page }) => {
    await page.goto(COMPLIANCE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance Cost Calculator");
    const frameworks = page.getByRole("group", { name: "Frameworks" });
    await expect(frameworks.getByRole("checkbox", { name: "UK GDPR" })).toBeChecked();
    await expect(
      frameworks.getByRole("checkbox", { name: "Cyber Essentials", exact: true }),
    ).toBeChecked();
    const firstYear = figure(page, "First year");
    await expect(firstYear).toContainText("£4,708–£17,038");

    await frameworks.getByRole("checkbox", { name: "ISO 27001" }).check();
    await expect(firstYear).not.toContainText("£4,708–£17,038");
    const table = page.getByRole("table", { name: "Estimated cost by framework" });
    await expect(table.getByRole("rowheader")).toHaveText([
      /^UK GDPR\d+% less preparation, shared with ISO 27001$/,
      /^ISO 27001$/,
      /^Cyber Essentials\d+% less preparation, shared with ISO 27001$/,
    ]);

    // Plus comes with Cyber Essentials.
    await frameworks.getByRole("checkbox", { name: "Cyber Essentials", exact: true }).uncheck();
    await frameworks.getByRole("checkbox", { name: "Include Cyber Essentials Plus" }).check();
    await expect(
      frameworks.getByRole("checkbox", { name: "Cyber Essentials", exact: true }),
    ).toBeChecked();
    await expect(table.getByRole("rowheader")).toHaveText([
      /^UK GDPR/,
      /^ISO 27001/,
      /^Cyber Essentials Plus/,
    ]);

    const before = await firstYear.textContent();
    await page.getByRole("group", { name: "Current maturity" }).getByLabel("Established").check();
    await expect(firstYear).not.toHaveText(before ?? "");

    for (const name of [
      "UK GDPR",
      "ISO 27001",
      "Cyber Essentials",
      "PCI DSS",
      "SOC 2",
      "HIPAA",
      "NIST CSF",
    ]) {
      await frameworks.getByRole("checkbox", { name, exact: true }).uncheck();
    }
    await expect(
      page.getByText("Tick at least one framework to see what it would cost."),
    ).toBeVisible();
    await expectNoNaN(page);
  });

  test("sets the cost against UK GDPR's higher maximum: £17.5m or 4% of turnover", async ({
    page,
  }) => {
    await page.goto(COMPLIANCE);
    await expect(figure(page, "UK GDPR higher maximum")).toContainText("£17,500,000");
    await page.getByLabel("Annual turnover (£)").fill("1000000000");
    await expect(figure(page, "UK GDPR higher maximum")).toContainText("£40,000,000");
    await expect(figure(page, "UK GDPR standard maximum")).toContainText("£20,000,000");
  });
});

test.describe("results leave the page with the visitor", () => {
  test("Discuss this with an expert opens the contact form with the figures in the message", async ({
    page,
  }) => {
    await page.goto(UPTIME);
    await page.getByLabel("Revenue per hour (£)").fill("2500");
    await page.getByRole("link", { name: "Discuss this with an expert" }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    const message = page.getByLabel("Message *");
    await expect(message).toHaveValue(/99\.9% uptime at £2,500 revenue per hour/);
    await expect(message).toHaveValue(/8\.76 hours a year, 43\.8 minutes a month/);
    await expect(message).toHaveValue(/£21,900 a year/);
  });

  test("budget and compliance hand their figures over too", async ({ page }) => {
    await page.goto(BUDGET);
    await page.getByRole("link", { name: "Discuss this with an expert" }).click();
    await expect(page.getByLabel("Message *")).toHaveValue(
      /Recommended IT budget: £125,000 a year/,
    );

    await page.goto(COMPLIANCE);
    await page
      .getByRole("group", { name: "Frameworks" })
      .getByRole("checkbox", { name: "ISO 27001" })
      .check();
    await page.getByRole("link", { name: "Discuss this with an expert" }).click();
    await expect(page.getByLabel("Message *")).toHaveValue(
      /Frameworks: UK GDPR, ISO 27001, Cyber Essentials\./,
    );
  });

  test("Copy results puts the summary on the clipboard and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(UPTIME);
    await page.getByRole("button", { name: "Copy results" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Results copied to the clipboard." }),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Uptime Guarantee Calculator");
    expect(copied).toContain("8.76 hours a year");
  });

  test("Print calls the browser's print, and the printout leaves the site's frame out", async ({
    page,
  }) => {
    await page.goto(BUDGET);
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });
    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Recommended budget by category" })).toBeVisible();
  });

  test("after leaving a tool by a link, another page prints with the site's frame", async ({
    page,
  }) => {
    await page.goto(BUDGET);
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("before hydration", () => {
  test("a value typed before the scripts run is kept and calculated", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(UPTIME, { waitUntil: "commit" });
    await page.waitForSelector("form");
    // The prebuilt page already shows the results for the defaults.
    await expect(figure(page, "Per year")).toContainText("8.76 hours");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await page.getByLabel("Uptime %").fill("99.99");
    await scripts.release();
    await waitForHydration(page);
    await expect(page.getByLabel("Uptime %")).toHaveValue("99.99");
    await expect(figure(page, "Per year")).toContainText("52.6 minutes");
  });

  test("ticks and choices made before the scripts run are kept", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(COMPLIANCE, { waitUntil: "commit" });
    await page.waitForSelector("form");
    await page.getByLabel("ISO 27001").check();
    await page.getByLabel("Developing").check();
    await page.getByLabel("Employees").fill("120");
    await scripts.release();
    await waitForHydration(page);
    await expect(page.getByLabel("ISO 27001")).toBeChecked();
    await expect(page.getByLabel("Developing")).toBeChecked();
    await expect(page.getByLabel("Employees")).toHaveValue("120");
    await expect(page.getByRole("table", { name: "Estimated cost by framework" })).toContainText(
      "ISO 27001",
    );
  });
});

for (const theme of ["light", "dark"] as const) {
  for (const path of [UPTIME, BUDGET, COMPLIANCE]) {
    test(`${path} has no axe violations with a message on screen (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(path);
      // The page as first shown is in the sweep (axe-sweep.spec.ts); here with a message on screen.
      await page.getByLabel(path === UPTIME ? "Uptime %" : "Employees").fill("0");
      await expectNoAxeViolations(page, `${path} ${theme} with an error`);
    });
  }
}
