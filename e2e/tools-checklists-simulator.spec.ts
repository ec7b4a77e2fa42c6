import type { Page } from "@playwright/test";
import { expect, holdScripts, test, waitForHydration } from "./fixtures";

const CHECKLISTS = "/tools/compliance-checklists";
const SIMULATOR = "/tools/project-simulator";

const FIRST_ITEM = /Protect every internet-connected device in scope with a firewall/;
const SECOND_ITEM = /Replace the default administrator password on every firewall/;

test.describe("compliance checklists", () => {
  test("four lists as tabs; ticking updates progress, survives a reload, and reset can be undone", async ({
    page,
  }) => {
    await page.goto(CHECKLISTS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance Checklists");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(4);
    for (const [i, name] of ["Cyber Essentials", "UK GDPR", "ISO 27001", "PCI DSS"].entries()) {
      await expect(tabs.nth(i)).toContainText(name);
    }

    const panel = page.getByRole("tabpanel", { name: "Cyber Essentials" });
    const bar = panel.getByRole("progressbar", { name: "Cyber Essentials progress" });
    await expect(panel.getByText("0 of 21 complete", { exact: true })).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "0");

    await panel.getByLabel(FIRST_ITEM).check();
    await panel.getByLabel(SECOND_ITEM).check();
    await expect(panel.getByText("2 of 21 complete", { exact: true })).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "2");
    await expect(bar).toHaveAttribute("aria-valuetext", "2 of 21 complete");
    await expect(tabs.first()).toContainText("2 of 21 complete");

    await page.reload();
    await waitForHydration(page);
    await expect(panel.getByLabel(FIRST_ITEM)).toBeChecked();
    await expect(panel.getByLabel(SECOND_ITEM)).toBeChecked();
    await expect(panel.getByText("2 of 21 complete", { exact: true })).toBeVisible();

    await panel.getByRole("button", { name: "Reset Cyber Essentials checklist" }).click();
    await expect(panel.getByText("0 of 21 complete", { exact: true })).toBeVisible();
    await expect(panel.getByLabel(FIRST_ITEM)).not.toBeChecked();
    await expect(page.getByRole("status").filter({ hasText: "checklist reset" })).toHaveText(
      /Cyber Essentials checklist reset: 0 of 21 complete/,
    );
    const undo = panel.getByRole("button", { name: "Undo reset of Cyber Essentials checklist" });
    await expect(undo).toBeFocused();
    await undo.click();
    await expect(panel.getByText("2 of 21 complete", { exact: true })).toBeVisible();
    await expect(panel.getByRole("button", { name: /^Reset/ })).toBeFocused();

    await panel.getByRole("button", { name: "Reset Cyber Essentials checklist" }).click();
    await page.reload();
    await waitForHydration(page);
    await expect(panel.getByText("0 of 21 complete", { exact: true })).toBeVisible();
  });

  test("tabs switch lists by click and arrow keys; a link can open a list; print shows every list", async ({
    page,
  }) => {
    await page.goto(`${CHECKLISTS}#iso-27001`);
    await expect(page.getByRole("tab", { name: /ISO 27001/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel", { name: "ISO 27001" })).toBeVisible();

    const gdpr = page.getByRole("tab", { name: /UK GDPR/ });
    await gdpr.click();
    await expect(page.getByRole("tabpanel", { name: "UK GDPR" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "ISO 27001" })).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: /ISO 27001/ })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: /PCI DSS/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(new URL(page.url()).hash).toBe("#pci-dss");

    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    for (const name of ["Cyber Essentials", "UK GDPR", "ISO 27001", "PCI DSS v4.0"]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("tablist")).toBeHidden();
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("each list has its own page, prebuilt with its items, and the tabs lead there", async ({
      page,
    }) => {
      await page.goto(CHECKLISTS, { waitUntil: "commit" });
      // Only the page's own list has its items in the prebuilt page.
      await expect(page.locator("[role=tabpanel] input[type=checkbox]")).toHaveCount(21);
      await page.getByRole("tab", { name: /ISO 27001/ }).click();
      await expect(page).toHaveURL(/\/tools\/compliance-checklists\/iso-27001$/);
      await expect(page).toHaveTitle(/^ISO 27001 Checklist/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance Checklists");
      await expect(page.getByRole("tab", { name: /ISO 27001/ })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const panel = page.getByRole("tabpanel", { name: "ISO 27001" });
      await expect(panel.getByRole("checkbox").first()).toBeVisible();
      await expect(page.locator("[role=tabpanel] input[type=checkbox]")).toHaveCount(
        await panel.getByRole("checkbox").count(),
      );
      await page.getByRole("tab", { name: /Cyber Essentials/ }).click();
      await expect(page).toHaveURL(/\/tools\/compliance-checklists$/);
    });
  });

  test("a tick made before the page is interactive is kept, counted and saved", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(CHECKLISTS, { waitUntil: "commit" });
    const box = page.getByLabel(FIRST_ITEM);
    await box.waitFor();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await box.check();
    await scripts.release();
    await waitForHydration(page);
    await expect(box).toBeChecked();
    const panel = page.getByRole("tabpanel", { name: "Cyber Essentials" });
    await expect(panel.getByText("1 of 21 complete", { exact: true })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel(FIRST_ITEM)).toBeChecked();
  });

  test("'Discuss this with an expert' opens the contact form with the progress as the message", async ({
    page,
  }) => {
    await page.goto(CHECKLISTS);
    await page.getByRole("tab", { name: /UK GDPR/ }).click();
    const panel = page.getByRole("tabpanel", { name: "UK GDPR" });
    const first = panel.getByRole("checkbox").first();
    await first.check();
    await page.getByRole("link", { name: "Discuss this with an expert" }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    await waitForHydration(page);
    const message = page.getByLabel("Message *");
    await expect(message).toHaveValue(/Compliance checklists \(self-assessment\):/);
    await expect(message).toHaveValue(/- UK GDPR: 1 of 18 complete \(6%\)/);
    await expect(message).toHaveValue(/Still open in UK GDPR \(17\):/);
    const value = await message.inputValue();
    expect(value.length).toBeLessThanOrEqual(1500);
  });
});

test.describe("project simulator", () => {
  const summary = (page: Page) => page.getByTestId("simulator-summary");
  const phaseRows = (page: Page) =>
    page.getByRole("table").locator("tbody tr").locator("th[scope=row]");

  test("prebuilt with the default plan, and it reacts to type, users, sites and complexity", async ({
    page,
  }) => {
    await page.goto(SIMULATOR);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT Project Simulator");
    await expect(summary(page)).toHaveText(
      "Microsoft 365 migration for 50 users on 1 site: about 3 weeks (15 working days), 21.5 engineer days, £13,975–£18,275, low risk.",
    );
    await expect(phaseRows(page)).toHaveCount(5);

    const before = await summary(page).textContent();
    await page.getByLabel("Office move").check();
    await expect(summary(page)).toContainText("Office move for 50 users");
    await expect(summary(page)).not.toHaveText(before ?? "");
    await expect(phaseRows(page).nth(2)).toContainText("Pre-installation");
    await expect(phaseRows(page).nth(3)).toContainText("Move");
    await expect(page.getByRole("table")).toHaveAccessibleName("Phases: Office move");

    const duration = async () => (await summary(page).textContent()) ?? "";
    let previous = await duration();
    await page.getByLabel("Users", { exact: true }).fill("800");
    await expect(summary(page)).toContainText("800 users");
    expect(await duration()).not.toBe(previous);
    previous = await duration();
    await page.getByLabel("Sites", { exact: true }).fill("6");
    await expect(summary(page)).toContainText("6 sites");
    await expect(summary(page)).toContainText("high risk");
    expect(await duration()).not.toBe(previous);
    previous = await duration();
    await page.getByLabel(/^Low/).check();
    await expect(summary(page)).not.toHaveText(previous);

    // The table and the timeline show the same phases as the plan.
    await page.getByLabel("Cloud migration").check();
    await expect(phaseRows(page)).toHaveCount(5);
    const names = await phaseRows(page).locator(":scope > span:first-child").allTextContents();
    expect(names).toEqual(["Discovery", "Design", "Pilot", "Migration", "Hypercare"]);
    const days = await page
      .getByRole("table")
      .locator("tbody tr td:nth-child(3)")
      .allTextContents();
    const total = days.reduce((sum, text) => sum + Number(text), 0);
    await expect(page.getByRole("table").locator("tfoot td").nth(1)).toHaveText(String(total));
    await expect(summary(page)).toContainText(`(${total} working days)`);

    await page.getByLabel("Users", { exact: true }).fill("");
    await expect(page.getByText(/the plan uses 50 users meanwhile/)).toBeVisible();
  });

  test("values typed before the page is interactive are kept", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(SIMULATOR, { waitUntil: "commit" });
    await page.getByLabel("Users", { exact: true }).waitFor();
    await page.getByLabel("Server upgrade").check();
    await page.getByLabel("Users", { exact: true }).fill("120");
    await page.getByLabel("Sites", { exact: true }).fill("3");
    await page.getByLabel(/^High/).check();
    await scripts.release();
    await waitForHydration(page);
    await expect(page.getByLabel("Users", { exact: true })).toHaveValue("120");
    await expect(page.getByLabel("Server upgrade")).toBeChecked();
    await expect(summary(page)).toContainText("Server upgrade for 120 users on 3 sites");
    await expect(page.getByLabel(/^High/)).toBeChecked();
  });

  test("'Discuss this with an expert' carries the plan to the contact form", async ({ page }) => {
    await page.goto(SIMULATOR);
    await page.getByLabel("Security roll-out").check();
    await page.getByLabel("Users", { exact: true }).fill("75");
    await expect(summary(page)).toContainText("75 users");
    await page.getByRole("link", { name: "Discuss this with an expert" }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    await waitForHydration(page);
    await expect(page.getByLabel("Message *")).toHaveValue(
      /^Project simulator: Security roll-out, 75 users, 1 site, medium complexity\./,
    );
  });
});

test.describe("tools: head and accessibility", () => {
  for (const [path, name] of [
    [CHECKLISTS, "Compliance Checklists"],
    [SIMULATOR, "IT Project Simulator"],
  ] as const) {
    test(`${path}: unique title and description, WebApplication JSON-LD`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);
      expect(description?.length ?? 0).toBeLessThanOrEqual(160);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${path}$`),
      );
      const jsonLd = await page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>),
        );
      expect(jsonLd).toContainEqual(
        expect.objectContaining({ "@type": "WebApplication", name, isAccessibleForFree: true }),
      );
    });
  }
});
