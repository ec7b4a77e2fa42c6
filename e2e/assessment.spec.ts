import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import QUESTIONS from "../content/assessment.json";
import INFOGRAPHICS from "../content/infographics.json";
import { CONTACT_MESSAGES as M } from "../src/lib/contact/schema";
import { PLANNING_TOOLS } from "../src/lib/tools/registry";
import {
  expect,
  expectNoAxeViolations,
  holdScripts,
  e2eDataDir,
  readJsonFiles,
  test,
  useTheme,
  waitForHydration,
} from "./fixtures";
import { escapeRegExp } from "./support/regexp";

/** One answer per question that the recommendation turns into the Standard plan. */
const STANDARD_ANSWERS = [
  "11-50 employees",
  "Established (central servers or Microsoft 365, managed network)",
  "System reliability",
  "Outsourced to a provider",
  "£10,000-£50,000",
];

// Every planning tool of the registry, in its order.
const RESOURCES = PLANNING_TOOLS.map((tool) => [tool.name, tool.route, tool.summary]);

const question = (page: Page, n: number) =>
  page.getByRole("group", { name: QUESTIONS[n - 1].question });
const nextButton = (page: Page) => page.getByRole("button", { name: /^(Next|Get Results)$/ });
const previousButton = (page: Page) => page.getByRole("button", { name: "Previous" });
const resultsHeading = (page: Page) =>
  page.getByRole("heading", { name: "Your Assessment Results" });

async function expectStep(page: Page, n: number) {
  await expect(question(page, n)).toBeVisible();
  await expect(page.getByText(`${n * 20}% Complete`)).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(n * 20));
}

async function answerAll(page: Page, answers = STANDARD_ANSWERS) {
  for (const [i, answer] of answers.entries()) {
    await expectStep(page, i + 1);
    await question(page, i + 1)
      .getByLabel(answer)
      .check();
    await nextButton(page).click();
  }
  await expect(resultsHeading(page)).toBeFocused();
}

async function openResults(page: Page) {
  await page.goto("/assessment");
  await answerAll(page);
}

test.describe("assessment: questions", () => {
  test("one question at a time, with button states and progress at every step", async ({
    page,
  }) => {
    await page.goto("/assessment");
    await expect(page).toHaveTitle(/^IT Assessment Tools \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT Assessment Tools");
    const bar = page.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuemin", "0");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");

    for (const [i, answer] of STANDARD_ANSWERS.entries()) {
      const n = i + 1;
      await expectStep(page, n);
      await expect(page.getByRole("group")).toHaveCount(1);
      await expect(question(page, n).getByRole("radio")).toHaveCount(5);
      await expect(question(page, n).getByRole("radio", { checked: true })).toHaveCount(0);
      if (n === 1) await expect(previousButton(page)).toBeDisabled();
      else await expect(previousButton(page)).toBeEnabled();
      await expect(nextButton(page)).toBeDisabled();
      await expect(nextButton(page)).toHaveText(n === 5 ? "Get Results" : "Next");

      // An answer can change before moving on.
      const other = QUESTIONS[i].options.find((option) => option !== answer) ?? "";
      await question(page, n).getByLabel(other).check();
      await question(page, n).getByLabel(answer).check();
      await expect(question(page, n).getByLabel(other)).not.toBeChecked();
      await expect(nextButton(page)).toBeEnabled();
      await nextButton(page).click();
      if (n < 5) await expect(question(page, n + 1)).toBeFocused();
    }
    await expect(resultsHeading(page)).toBeFocused();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });

  test("going back keeps the answers given, and the keyboard alone works", async ({ page }) => {
    await page.goto("/assessment");
    await question(page, 1).getByLabel(STANDARD_ANSWERS[0]).check();
    await nextButton(page).click();
    await question(page, 2).getByLabel(STANDARD_ANSWERS[1]).check();
    await nextButton(page).click();
    await expectStep(page, 3);

    await previousButton(page).click();
    await expectStep(page, 2);
    await expect(question(page, 2)).toBeFocused();
    await expect(question(page, 2).getByLabel(STANDARD_ANSWERS[1])).toBeChecked();
    await previousButton(page).click();
    await expect(question(page, 1).getByLabel(STANDARD_ANSWERS[0])).toBeChecked();
    await expect(previousButton(page)).toBeDisabled();

    // Tab into the radios, arrow to another answer, Enter moves on.
    await page.keyboard.press("Tab");
    await expect(question(page, 1).getByLabel(STANDARD_ANSWERS[0])).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(question(page, 1).getByLabel(QUESTIONS[0].options[2])).toBeChecked();
    await page.keyboard.press("Enter");
    await expectStep(page, 2);
    await expect(question(page, 2).getByLabel(STANDARD_ANSWERS[1])).toBeChecked();
  });

  test("a reload keeps the answers until they are sent to the contact page", async ({ page }) => {
    await page.goto("/assessment");
    await question(page, 1).getByLabel(STANDARD_ANSWERS[0]).check();
    await nextButton(page).click();
    await question(page, 2).getByLabel(STANDARD_ANSWERS[1]).check();

    await page.reload();
    await waitForHydration(page);
    await expectStep(page, 2);
    await expect(question(page, 2).getByLabel(STANDARD_ANSWERS[1])).toBeChecked();
    await previousButton(page).click();
    await expect(question(page, 1).getByLabel(STANDARD_ANSWERS[0])).toBeChecked();
    await nextButton(page).click();
    await nextButton(page).click();
    for (const [i, answer] of STANDARD_ANSWERS.slice(2).entries()) {
      await question(page, i + 3)
        .getByLabel(answer)
        .check();
      await nextButton(page).click();
    }
    await expect(resultsHeading(page)).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(resultsHeading(page)).toBeVisible();
    await expect(page.getByRole("region", { name: "Recommended Plan" })).toContainText("Standard");

    await page.getByRole("link", { name: "Get Your Assessment Results" }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    await page.goto("/assessment");
    await expectStep(page, 1);
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  });

  test("a choice made before the page's scripts run is kept", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/assessment", { waitUntil: "commit" });
    const radio = question(page, 1).getByLabel("201-1000 employees");
    await radio.check();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await scripts.release();
    await waitForHydration(page);
    await expect(radio).toBeChecked();
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).click();
    await expectStep(page, 2);
    await previousButton(page).click();
    await expect(radio).toBeChecked();
  });
});

test.describe("assessment: results", () => {
  test("plan with reasons, priorities, services linked, answers, and starting again", async ({
    page,
  }) => {
    await openResults(page);
    const plan = page.getByRole("region", { name: "Recommended Plan" });
    await expect(plan).toContainText("Standard");
    await expect(plan).toContainText("£799 per month");
    await expect(plan.getByRole("listitem")).toHaveCount(3);
    await expect(plan.getByRole("link", { name: "Compare all service plans" })).toHaveAttribute(
      "href",
      "/ServicePlans",
    );
    const priorities = page.getByRole("region", { name: "Your Top Priorities" });
    await expect(priorities.getByRole("listitem").first()).toContainText("Improve reliability");
    const services = page.getByRole("region", { name: "Suggested Services" });
    await expect(services.getByRole("link").first()).toHaveAccessibleName("Monitoring & Backup");
    await expect(services.getByRole("link").first()).toHaveAttribute(
      "href",
      "/services/monitoring-&-backup",
    );
    for (const href of await services
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")))) {
      expect(href).toMatch(/^\/services\/[a-z&-]+$/);
    }
    const answers = page.getByRole("region", { name: "Your Answers" });
    await expect(answers.locator("dd")).toHaveText(STANDARD_ANSWERS);

    await services.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/services\/monitoring-&-backup$/);
    await page.goBack();
    await expect(resultsHeading(page)).toBeVisible();

    await page.getByRole("button", { name: "Start Again" }).click();
    await expectStep(page, 1);
    await expect(question(page, 1)).toBeFocused();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Additional Resources" })).toHaveCount(0);
  });

  test("Additional Resources link every tool of the registry with its summary", async ({
    page,
  }) => {
    await openResults(page);
    const section = page.getByRole("region", { name: "Additional Resources" });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Additional Resources");
    const links = section.getByRole("link");
    await expect(links).toHaveCount(RESOURCES.length);
    for (const [i, [title, href, summary]] of RESOURCES.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(title);
      await expect(links.nth(i)).toHaveAttribute("href", href);
      await expect(links.nth(i)).toHaveAccessibleDescription(summary);
    }
  });

  test("Get Your Assessment Results carries the answers and plan to the contact form, which sends them", async ({
    page,
  }) => {
    await openResults(page);
    await page.getByRole("link", { name: "Get Your Assessment Results" }).click();
    await expect(page).toHaveURL(/\/contact\?plan=Standard&assessment=/);
    const box = page.getByRole("group", { name: "Assessment Results" });
    await expect(box.locator("dt")).toHaveText([1, 2, 3, 4, 5].map((n) => `Question ${n}`));
    await expect(box.locator("dd")).toHaveText(STANDARD_ANSWERS);
    await expect(page.getByText("Selected plan:")).toContainText("Standard");

    const email = `assessment-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme-engineering.co.uk`;
    await page.getByLabel("Full Name *").fill("Sam Okafor");
    await page.getByLabel("Business Email *").fill(email);
    await page.getByLabel("Job Title *").fill("Finance Director");
    const solutions = page.getByRole("group", { name: "Solutions Interested In *" });
    await solutions.getByLabel("Managed IT Services").check();
    await page.getByLabel("Industry *").selectOption("finance");
    await page.getByLabel("Message *").fill("Please call me about the assessment results.");
    await page.getByRole("button", { name: "I'm not a robot" }).click();
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/send-email"));
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.locator("#contact-form").getByRole("status")).toHaveText(M.success);

    type Lead = { submission: Record<string, unknown> };
    const lead = (readJsonFiles(path.join(e2eDataDir(), "leads")) as Lead[]).find(
      (l) => l.submission?.businessEmail === email,
    );
    expect(lead?.submission).toMatchObject({
      selectedPlan: "Standard",
      assessmentResults: Object.fromEntries(STANDARD_ANSWERS.map((a, i) => [String(i + 1), a])),
    });
    await expect
      .poll(() =>
        (readJsonFiles(path.join(e2eDataDir(), "mail")) as Array<{ raw: string }>).some(
          (mail) => mail.raw.includes(email) && mail.raw.includes("System reliability"),
        ),
      )
      .toBe(true);
  });
});

test.describe("assessment: infographics", () => {
  async function openCard(page: Page, title: string): Promise<{ card: Locator; dialog: Locator }> {
    const card = page.getByRole("button", { name: title });
    await card.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    return { card, dialog };
  }

  test("six cards; each opens a modal dialog with its statistics and information", async ({
    page,
  }) => {
    const chunkRequests: string[] = [];
    page.on("request", (request) => {
      if (/infographic-dialog/.test(request.url())) chunkRequests.push(request.url());
    });
    await openResults(page);
    expect(chunkRequests, "the dialog's code is not part of the first load").toEqual([]);

    const cards = page.getByRole("region", { name: "IT Insights at a Glance" }).getByRole("button");
    await expect(cards).toHaveCount(INFOGRAPHICS.length);
    for (const [i, infographic] of INFOGRAPHICS.entries()) {
      await expect(cards.nth(i)).toHaveAccessibleName(infographic.title);
      await expect(cards.nth(i)).toHaveAttribute("aria-haspopup", "dialog");
    }

    for (const infographic of INFOGRAPHICS) {
      const { card, dialog } = await openCard(page, infographic.title);
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      const stats = dialog.getByRole("list", { name: "Key Statistics" }).getByRole("listitem");
      await expect(stats).toHaveText(
        infographic.content.map((s) => new RegExp(`^${escapeRegExp(s.name)}\\s*${s.percentage}%$`)),
      );
      await expect(dialog.getByText(infographic.additionalInfo)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(card).toBeFocused();
    }
    expect(chunkRequests.length).toBeGreaterThan(0);
  });

  test("closes by the Close button, Escape and the backdrop, focus back on its card", async ({
    page,
  }) => {
    await openResults(page);
    const title = INFOGRAPHICS[2].title;

    let { card, dialog } = await openCard(page, title);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();

    ({ card, dialog } = await openCard(page, title));
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();

    ({ card, dialog } = await openCard(page, title));
    // Inside the dialog a click changes nothing.
    await dialog.getByText("Key Statistics").click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 200);
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test("Tab stays inside the open dialog and the page behind does not scroll", async ({ page }) => {
    await openResults(page);
    const { card, dialog } = await openCard(page, INFOGRAPHICS[0].title);
    const close = dialog.getByRole("button", { name: "Close" });
    const expert = dialog.getByRole("link", { name: "Talk to an expert" });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await page.keyboard.press("Tab");
    await expect(expert).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(expert).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    // After a click on plain text focus leaves the buttons; Tab still comes back inside.
    await dialog.getByText(INFOGRAPHICS[0].additionalInfo).click();
    await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);

    await page.keyboard.press("Escape");
    await expect(card).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });
});

test.describe("assessment: accessibility", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`no axe violations on questions, results and an open dialog (${theme})`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      // Judge the finished state, not a frame of an entrance animation.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/assessment");
      await expect(page.locator("html")).toHaveClass(theme);
      await question(page, 1).getByLabel(STANDARD_ANSWERS[0]).check();
      await expectNoAxeViolations(page, `questions, ${theme}`);
      await nextButton(page).click();
      for (const [i, answer] of STANDARD_ANSWERS.slice(1).entries()) {
        await question(page, i + 2)
          .getByLabel(answer)
          .check();
        await nextButton(page).click();
      }
      await expect(resultsHeading(page)).toBeVisible();
      await expectNoAxeViolations(page, `results, ${theme}`);
      await page.getByRole("button", { name: INFOGRAPHICS[1].title }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page, `dialog, ${theme}`);
    });
  }
});
