import path from "node:path";
import FAQS from "../content/faqs.json";
import PLANS from "../content/plans.json";
import STATS from "../content/stats.json";
import QUESTIONS from "../content/assessment.json";
import { fillClaims } from "../src/lib/claims/claims";
import type { Page, Request, Route } from "@playwright/test";
import {
  CONTACT_MESSAGES as M,
  INDUSTRY_OPTIONS,
  SOLUTION_OPTIONS,
} from "../src/lib/contact/schema";
import {
  expect,
  expectNoAxeViolations,
  e2eDataDir,
  readJsonFiles,
  test,
  useTheme,
  waitForHydration,
} from "./fixtures";
import { E2E_WEBHOOK_SECRET, webhookPostsDir, type WrittenWebhookPost } from "./support/webhook";
import { documentedWebhookCheck } from "../test-support/documented-webhook-check";
import { parseMail } from "../test-support/smtp-sink";
import type { WebhookPayload } from "../functions/webhook";

const CLAIM_SOURCES = { stats: STATS, plans: PLANS, assessmentQuestions: QUESTIONS.length };

const SEND_PATH = "**/api/send-email";

type Navigate = (to: string, options?: { state?: unknown }) => void;

function fieldByLabel(page: Page) {
  return {
    fullName: page.getByLabel("Full Name *"),
    email: page.getByLabel("Business Email *"),
    phone: page.getByLabel("Phone (optional)"),
    prefix: page.getByLabel("Country code"),
    jobTitle: page.getByLabel("Job Title *"),
    solutions: page.getByRole("group", { name: "Solutions Interested In *" }),
    industry: page.getByLabel("Industry *"),
    message: page.getByLabel("Message *"),
    send: page.getByRole("button", { name: /Send Message|Sending\.\.\./ }),
    robot: page.getByRole("button", { name: "I'm not a robot" }),
  };
}

async function openContact(page: Page, url = "/contact") {
  await page.goto(url);
  const f = fieldByLabel(page);
  // The fake reCAPTCHA renders once the page has hydrated and loaded the script.
  await expect(f.robot).toBeVisible();
  return f;
}

interface Valid {
  fullName?: string;
  email?: string;
  phone?: string;
  jobTitle?: string;
  message?: string;
}

async function fillValid(page: Page, values: Valid = {}) {
  const f = fieldByLabel(page);
  await f.fullName.fill(values.fullName ?? "Jo Bloggs");
  await f.email.fill(values.email ?? "jo.bloggs@acme-engineering.co.uk");
  await f.phone.fill(values.phone ?? "07123 456789");
  await f.jobTitle.fill(values.jobTitle ?? "Operations Director");
  await f.solutions.getByLabel("Cyber Security").check();
  await f.solutions.getByLabel("Managed IT Services").check();
  await f.industry.selectOption("manufacturing");
  await f.message.fill(values.message ?? "We need help moving our file server to the cloud.");
}

/** The first send reaches the server (which stores and mails it); its answer never arrives. */
async function loseFirstAnswer(page: Page) {
  let lost = false;
  await page.route(SEND_PATH, async (route: Route) => {
    if (lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
}

/** Collects every request to the contact call. */
function watchSends(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/send-email") sent.push(request);
  });
  return sent;
}

test.describe("contact page: structure", () => {
  test("two columns with details and FAQs beside the form, one column on phones", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openContact(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/^Contact Us \| /);
    const details = page.getByRole("region", { name: "Get in Touch" });
    await expect(details.getByRole("link", { name: "020 7946 0958" })).toHaveAttribute(
      "href",
      "tel:+442079460958",
    );
    await expect(details.getByRole("link", { name: "info@northbridge-it.co.uk" })).toHaveAttribute(
      "href",
      "mailto:info@northbridge-it.co.uk",
    );
    await expect(details.locator("address")).toContainText("20 Eastcheap");
    const faqs = page.getByRole("region", { name: "Frequently Asked Questions" });
    await expect(faqs.locator("dt")).toHaveCount(FAQS.length);
    // The answers state each plan's own response time and support hours, read from the plans.
    for (const faq of FAQS) {
      await expect(faqs).toContainText(fillClaims(faq.answer, CLAIM_SOURCES).text);
    }
    await expect(faqs).not.toContainText("{");
    for (const plan of PLANS) {
      const response = plan.features.find((feature) => feature.group === "Response time");
      await expect(faqs).toContainText(`${response?.level} on ${plan.name}`);
    }

    const form = page.getByRole("region", { name: "Send us a Message" });
    const formBox = await form.boundingBox();
    const detailsBox = await details.boundingBox();
    expect(formBox && detailsBox && formBox.x > detailsBox.x + detailsBox.width).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    const narrowForm = await form.boundingBox();
    const narrowDetails = await details.boundingBox();
    expect(
      narrowForm && narrowDetails && narrowForm.y >= narrowDetails.y + narrowDetails.height,
    ).toBe(true);
  });

  test("every field is labelled, with its options and defaults", async ({ page }) => {
    const f = await openContact(page);
    await expect(page.getByRole("heading", { level: 2, name: "Send us a Message" })).toBeVisible();
    await expect(page.locator("form#contact-form")).toHaveAttribute("novalidate", "");

    await expect(f.fullName).toHaveAttribute("type", "text");
    await expect(f.email).toHaveAttribute("type", "email");
    await expect(f.email).toHaveAttribute("autocomplete", "email");
    await expect(f.phone).toHaveAttribute("inputmode", "tel");
    await expect(f.phone).toHaveAttribute("autocomplete", "tel-national");
    await expect(f.prefix).toHaveValue("+44");
    await expect(f.phone).toHaveAccessibleDescription(M.phoneHint);
    await expect(f.message).toHaveJSProperty("tagName", "TEXTAREA");
    for (const required of [f.fullName, f.email, f.jobTitle, f.industry, f.message]) {
      await expect(required).toHaveAttribute("aria-required", "true");
    }
    await expect(f.phone).not.toHaveAttribute("aria-required", "true");

    const boxes = f.solutions.getByRole("checkbox");
    await expect(boxes).toHaveCount(SOLUTION_OPTIONS.length);
    expect(
      await boxes.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value)),
    ).toEqual(SOLUTION_OPTIONS.map((o) => o.value));
    for (const option of SOLUTION_OPTIONS) {
      await expect(f.solutions.getByLabel(option.label, { exact: true })).toHaveAttribute(
        "value",
        option.value,
      );
    }

    const options = f.industry.locator("option");
    expect(await options.allTextContents()).toEqual([
      "Select industry",
      ...INDUSTRY_OPTIONS.map((o) => o.label),
    ]);
    expect(
      await options.evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value)),
    ).toEqual([
      "",
      "technology",
      "healthcare",
      "finance",
      "retail",
      "manufacturing",
      "education",
      "other",
    ]);
    await expect(f.industry).toHaveValue("");
    await expect(f.send).toHaveText("Send Message");
    await expect(f.send).toBeEnabled();

    // The honeypot is sent with the form but hidden from people, keyboards and screen readers.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: /leave this field/i })).toHaveCount(0);
  });

  test("phone input keeps digits only and drops one leading zero", async ({ page }) => {
    const f = await openContact(page);
    await f.phone.fill("07123 456-789");
    await expect(f.phone).toHaveValue("7123456789");
    await f.phone.fill("");
    await f.phone.pressSequentially("0(20) 7946-0958");
    await expect(f.phone).toHaveValue("2079460958");
    await f.prefix.selectOption("+353");
    await expect(f.prefix).toHaveValue("+353");
    await expect(page.locator("#contact-form")).toContainText("+353");
  });

  test("the reCAPTCHA script loads on /contact only, explicitly rendered with an onload callback", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://www.google.com/recaptcha/"))
        scripts.push(request.url());
    });
    await page.goto("/");
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);

    // Client-side navigation to the contact page requests it once.
    await page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "Contact" })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("button", { name: "I'm not a robot" })).toBeVisible();
    expect(scripts).toHaveLength(1);
    const url = new URL(scripts[0]);
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/recaptcha/api.js");
    expect(url.searchParams.get("render")).toBe("explicit");
    const onload = url.searchParams.get("onload") ?? "";
    expect(onload).not.toBe("");
    expect(
      await page.evaluate(
        (name) => typeof (window as unknown as Record<string, unknown>)[name],
        onload,
      ),
    ).toBe("function");
  });
});

test.describe("contact page: validation", () => {
  test("an empty submit shows each required message, a linked summary, and focuses the first field", async ({
    page,
  }) => {
    const sent = watchSends(page);
    const f = await openContact(page);
    await f.send.click();

    const required: Array<[ReturnType<typeof fieldByLabel>["fullName"], string, string]> = [
      [f.fullName, "fullName", M.fullNameRequired],
      [f.email, "businessEmail", M.businessEmailRequired],
      [f.jobTitle, "jobTitle", M.jobTitleRequired],
      [f.industry, "industry", M.industryRequired],
      [f.message, "message", M.messageRequired],
    ];
    for (const [field, name, message] of required) {
      await expect(page.locator(`#contact-${name}-error`)).toHaveText(message);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAttribute("aria-describedby", new RegExp(`contact-${name}-error`));
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.locator("#contact-solutionType-error")).toHaveText(M.solutionRequired);
    await expect(f.solutions).toHaveAccessibleDescription(M.solutionRequired);
    // Phone is optional on this site (content/site.json contactForm.phoneRequired is false).
    await expect(page.locator("#contact-phone-error")).toHaveCount(0);
    await expect(f.fullName).toBeFocused();

    const summary = page.getByRole("alert").filter({ hasText: "Please correct the following" });
    await expect(summary.getByRole("link")).toHaveText([
      M.fullNameRequired,
      M.businessEmailRequired,
      M.jobTitleRequired,
      M.solutionRequired,
      M.industryRequired,
      M.messageRequired,
    ]);
    await summary.getByRole("link", { name: M.industryRequired }).click();
    await expect(f.industry).toBeFocused();
    // The first solution's box: the services' first in content/services.json.
    await expect(summary.getByRole("link", { name: M.solutionRequired })).toHaveAttribute(
      "href",
      `#contact-solution-${SOLUTION_OPTIONS[0].value}`,
    );
    await summary.getByRole("link", { name: M.solutionRequired }).click();
    await expect(f.solutions.getByLabel(SOLUTION_OPTIONS[0].label, { exact: true })).toBeFocused();

    // Editing a field clears its own error only; ticking a solution clears the group's error.
    await f.fullName.fill("J");
    await expect(page.locator("#contact-fullName-error")).toHaveCount(0);
    await expect(f.fullName).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-businessEmail-error")).toHaveText(M.businessEmailRequired);
    await f.solutions.getByLabel("Remote Support").check();
    await expect(page.locator("#contact-solutionType-error")).toHaveCount(0);
    await expect(summary.getByRole("link")).toHaveCount(4);
    await f.industry.selectOption("retail");
    await expect(page.locator("#contact-industry-error")).toHaveCount(0);

    expect(sent).toHaveLength(0);
  });

  test("length, pattern and free-mail messages, and focus on the first invalid field", async ({
    page,
  }) => {
    const sent = watchSends(page);
    const f = await openContact(page);
    await fillValid(page, {
      fullName: "J",
      email: "not-an-email",
      phone: "123",
      jobTitle: "X",
      message: "Too short",
    });
    await f.send.click();
    await expect(page.locator("#contact-fullName-error")).toHaveText(M.fullNameLength);
    await expect(page.locator("#contact-businessEmail-error")).toHaveText(M.businessEmailInvalid);
    await expect(page.locator("#contact-phone-error")).toHaveText(M.phoneInvalid);
    await expect(f.phone).toHaveAttribute(
      "aria-describedby",
      "contact-phone-hint contact-phone-error",
    );
    await expect(page.locator("#contact-jobTitle-error")).toHaveText(M.jobTitleLength);
    await expect(page.locator("#contact-message-error")).toHaveText(M.messageLength);
    await expect(f.fullName).toBeFocused();

    // Fix the first few: focus goes to the first one still wrong, in page order.
    await f.fullName.fill("x".repeat(101));
    await f.email.fill("jo.bloggs@yahoo.co.uk");
    await f.phone.fill("7123456789");
    await f.jobTitle.fill("y".repeat(101));
    await f.message.fill("z".repeat(2001));
    await f.send.click();
    await expect(page.locator("#contact-fullName-error")).toHaveText(M.fullNameLength);
    await expect(page.locator("#contact-businessEmail-error")).toHaveText(M.businessEmailFreeMail);
    await expect(page.locator("#contact-jobTitle-error")).toHaveText(M.jobTitleLength);
    await expect(page.locator("#contact-message-error")).toHaveText(M.messageLength);
    await expect(page.locator("#contact-phone-error")).toHaveCount(0);

    await f.fullName.fill("Jo Bloggs");
    await f.email.fill("jo@acme-engineering.co.uk");
    await f.jobTitle.fill("Director");
    await f.send.click();
    await expect(f.message).toBeFocused();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please correct the following" }).getByRole("link"),
    ).toHaveText([M.messageLength]);
    expect(sent).toHaveLength(0);
  });

  test("without the human check nothing is sent", async ({ page }) => {
    const sent = watchSends(page);
    const f = await openContact(page);
    await fillValid(page);
    await f.send.click();
    await expect(page.getByRole("alert").filter({ hasText: M.humanVerification })).toBeVisible();
    // The submission is over (the button works again); it stopped at the check, before any request.
    await expect(f.send).toBeEnabled();
    expect(sent).toHaveLength(0);
    await expect(f.fullName).toHaveValue("Jo Bloggs");
  });
});

test.describe("contact page: sending", () => {
  test("a valid enquiry reaches the real server: stored, mailed, and the form resets", async ({
    page,
  }) => {
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme-engineering.co.uk`;
    const f = await openContact(page);
    await fillValid(page, { email });
    await f.robot.click();
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/send-email"));
    await f.send.click();
    // 200 once the mail has gone; 202 when it took longer than the call waits for it (a busy
    // machine): received either way, and mailed all the same.
    expect([200, 202]).toContain((await answer).status());

    const status = page.locator("#contact-form").getByRole("status");
    await expect(status).toContainText(M.success);
    for (const text of [f.fullName, f.email, f.phone, f.jobTitle, f.message]) {
      await expect(text).toHaveValue("");
    }
    await expect(f.solutions.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expect(f.industry).toHaveValue("");
    await expect(f.prefix).toHaveValue("+44");
    await expect(page.getByRole("button", { name: "I'm not a robot" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(f.send).toHaveText("Send Message");

    type Lead = { submission: Record<string, unknown> };
    const lead = (readJsonFiles(path.join(e2eDataDir(), "leads")) as Lead[]).find(
      (l) => l.submission?.businessEmail === email,
    );
    expect(lead?.submission).toMatchObject({
      fullName: "Jo Bloggs",
      businessEmail: email,
      phone: "+447123456789",
      jobTitle: "Operations Director",
      solutionType: ["cyber-security", "managed-it"],
      industry: "manufacturing",
      message: "We need help moving our file server to the cloud.",
    });
    await expect
      .poll(() =>
        (readJsonFiles(path.join(e2eDataDir(), "mail")) as Array<{ raw: string }>).some((mail) =>
          mail.raw.includes(email),
        ),
      )
      .toBe(true);
  });

  test("with the webhook set, the enquiry reaches the receiver signed, with the mail's fields", async ({
    page,
  }) => {
    const email = `hook-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme-engineering.co.uk`;
    const f = await openContact(page);
    await fillValid(page, { email });
    await f.robot.click();
    await f.send.click();
    await expect(page.locator("#contact-form").getByRole("status")).toContainText(M.success);

    const postFor = () =>
      (readJsonFiles(webhookPostsDir(e2eDataDir())) as WrittenWebhookPost[]).find((post) =>
        post.body.includes(email),
      );
    await expect.poll(() => postFor() !== undefined).toBe(true);
    const post = postFor() as WrittenWebhookPost;
    const signature = post.headers["northbridge-signature"];
    expect(documentedWebhookCheck()(post.body, signature, E2E_WEBHOOK_SECRET)).toBe(true);
    const payload = JSON.parse(post.body) as WebhookPayload;
    expect(post.headers["idempotency-key"]).toBe(payload.id);
    expect(payload).toMatchObject({
      schemaVersion: 1,
      verified: true,
      fields: {
        fullName: "Jo Bloggs",
        businessEmail: email,
        phone: "+447123456789",
        jobTitle: "Operations Director",
        industry: "manufacturing",
        solutionType: ["cyber-security", "managed-it"],
        message: "We need help moving our file server to the cloud.",
        sourcePage: "/contact",
      },
    });

    // The lead mail to sales carries the same enquiry, under the same reference.
    const leadMail = () =>
      (readJsonFiles(path.join(e2eDataDir(), "mail")) as Array<{ to: string[]; raw: string }>)
        .map((mail) => parseMail(mail.raw, "", mail.to))
        .find((mail) => mail.header("x-lead-id") === payload.id && mail.text.includes(email));
    await expect.poll(() => leadMail() !== undefined).toBe(true);
    const text = leadMail()?.text ?? "";
    const fields = payload.fields;
    for (const value of [
      payload.id,
      fields.fullName,
      fields.businessEmail,
      fields.phone,
      fields.jobTitle,
      fields.message,
      fields.sourcePage ?? "",
      payload.labels.industry,
      ...payload.labels.solutionType,
    ]) {
      expect(text).toContain(value);
    }
  });

  test("an answer lost on the way back: sending again stores and mails the enquiry once", async ({
    page,
  }) => {
    const email = `resend-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme-engineering.co.uk`;
    await loseFirstAnswer(page);
    const f = await openContact(page);
    await fillValid(page, { email });
    await f.robot.click();
    await f.send.click();
    // The first attempt fails only once the server is done with it (up to its 2 s wait for
    // the mail, longer on a busy machine).
    await expect(page.locator("#contact-form").getByRole("alert")).toHaveText(M.failure, {
      timeout: 20_000,
    });
    await f.robot.click();
    await f.send.click();
    await expect(page.locator("#contact-form").getByRole("status")).toContainText(M.success, {
      timeout: 20_000,
    });

    type Lead = { submission: Record<string, unknown> };
    const leads = (readJsonFiles(path.join(e2eDataDir(), "leads")) as Lead[]).filter(
      (l) => l.submission?.businessEmail === email,
    );
    expect(leads).toHaveLength(1);
    const mailsFor = () =>
      (readJsonFiles(path.join(e2eDataDir(), "mail")) as Array<{ raw: string }>).filter((mail) =>
        mail.raw.includes(email),
      ).length;
    // The lead mail and the acknowledgement, once each.
    await expect.poll(mailsFor).toBe(2);
  });

  test("an answer lost, then the email corrected and sent again: the corrected enquiry is kept and mailed", async ({
    page,
  }) => {
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const typo = `corect-${stamp}@acme-engineering.co.uk`;
    const corrected = `correct-${stamp}@acme-engineering.co.uk`;
    const sent = watchSends(page);
    // The server stores the enquiry with the typo; its answer never arrives.
    await loseFirstAnswer(page);
    const f = await openContact(page);
    await fillValid(page, { email: typo });
    await f.robot.click();
    await f.send.click();
    await expect(page.locator("#contact-form").getByRole("alert")).toHaveText(M.failure, {
      timeout: 20_000,
    });
    // The visitor spots the typo and sends again: the same enquiry's key, other fields.
    await f.email.fill(corrected);
    await f.robot.click();
    await f.send.click();
    await expect(page.locator("#contact-form").getByRole("status")).toContainText(M.success, {
      timeout: 20_000,
    });

    const keys = sent.map(
      (request) => (request.postDataJSON() as { idempotencyKey?: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    type Lead = { submission: Record<string, unknown> };
    const emails = (readJsonFiles(path.join(e2eDataDir(), "leads")) as Lead[])
      .map((lead) => lead.submission?.businessEmail)
      .filter((email) => email === typo || email === corrected);
    expect(emails.sort()).toEqual([corrected, typo].sort());
    // The corrected enquiry reaches sales, and its acknowledgement the right address.
    await expect
      .poll(
        () =>
          (
            readJsonFiles(path.join(e2eDataDir(), "mail")) as Array<{ to: string[]; raw: string }>
          ).filter((mail) => mail.raw.includes(corrected)).length,
      )
      .toBe(2);
  });

  test("busy while sending; 202 counts as received and the prefix resets too", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEND_PATH, async (route: Route) => {
      await held;
      await route.fulfill({
        status: 202,
        contentType: "application/json",
        body: '{"ok":true,"queued":true}',
      });
    });
    const f = await openContact(page);
    await fillValid(page, { phone: "2125551234" });
    await f.prefix.selectOption("+1");
    await f.robot.click();
    await f.send.click();
    await expect(f.send).toHaveText("Sending...");
    await expect(f.send).toBeDisabled();
    await expect(page.locator("form#contact-form")).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.locator("#contact-form").getByRole("status")).toContainText(M.success);
    await expect(page.locator("#contact-form").getByRole("status")).toContainText(
      M.acceptedMailDelayed,
    );
    await expect(f.send).toHaveText("Send Message");
    await expect(f.send).toBeEnabled();
    await expect(page.locator("form#contact-form")).toHaveAttribute("aria-busy", "false");
    await expect(f.prefix).toHaveValue("+44");
    await expect(f.fullName).toHaveValue("");
  });

  test("a 202 that says no acknowledgement will follow tells the visitor no confirmation comes", async ({
    page,
  }) => {
    await page.route(SEND_PATH, (route: Route) =>
      route.fulfill({
        status: 202,
        contentType: "application/json",
        body: '{"ok":true,"queued":true,"acknowledgement":false}',
      }),
    );
    const f = await openContact(page);
    await fillValid(page);
    await f.robot.click();
    await f.send.click();
    const status = page.locator("#contact-form").getByRole("status");
    await expect(status).toContainText(M.success);
    await expect(status).toContainText(M.acceptedWithoutConfirmation);
    await expect(status).not.toContainText(M.acceptedMailDelayed);
    await expect(f.fullName).toHaveValue("");
  });

  const failures: Array<[string, (route: Route) => Promise<void>, string]> = [
    [
      "an errors list without phone",
      (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ errors: [M.fullNameLength, M.businessEmailFreeMail] }),
        }),
      `${M.fullNameLength}, ${M.businessEmailFreeMail}`,
    ],
    [
      "no errors list",
      (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Oops</h1>" }),
      M.failure,
    ],
    ["a network failure", (route) => route.abort("failed"), M.failure],
  ];

  for (const [name, answer, message] of failures) {
    test(`${name} shows "${message.slice(0, 40)}…" and keeps what was typed`, async ({ page }) => {
      await page.route(SEND_PATH, answer);
      const f = await openContact(page);
      await fillValid(page);
      await f.robot.click();
      await f.send.click();
      await expect(page.getByRole("alert").filter({ hasText: message })).toHaveText(message);
      await expect(f.fullName).toHaveValue("Jo Bloggs");
      await expect(f.email).toHaveValue("jo.bloggs@acme-engineering.co.uk");
      await expect(f.phone).toHaveValue("7123456789");
      await expect(f.solutions.getByRole("checkbox", { checked: true })).toHaveCount(2);
      await expect(f.industry).toHaveValue("manufacturing");
      await expect(f.message).toHaveValue("We need help moving our file server to the cloud.");
      // The server used up the token: a fresh check is needed before sending again.
      await expect(page.getByRole("button", { name: "I'm not a robot" })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await expect(f.send).toBeEnabled();
    });
  }

  test("a server error about the phone lands under the phone field", async ({ page }) => {
    await page.route(SEND_PATH, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ errors: [M.phoneInvalid] }),
      }),
    );
    const f = await openContact(page);
    await fillValid(page);
    await f.robot.click();
    await f.send.click();
    await expect(page.locator("#contact-phone-error")).toHaveText(M.phoneHint);
    await expect(f.phone).toHaveAttribute("aria-invalid", "true");
    await expect(f.phone).toBeFocused();
    await expect(f.phone).toHaveValue("7123456789");
    await f.phone.fill("7123456780");
    await expect(page.locator("#contact-phone-error")).toHaveCount(0);
  });
});

test.describe("contact page: assessment results and selected plan", () => {
  const answers = { "1": "11-50 employees", "3": "Data security", "5": "£10,000-£50,000" };

  async function captureBody(page: Page): Promise<() => Record<string, unknown>> {
    let body: Record<string, unknown> = {};
    await page.route(SEND_PATH, async (route) => {
      body = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' });
    });
    return () => body;
  }

  test("answers and plan from navigation state are shown and sent", async ({ page }) => {
    const sentBody = await captureBody(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(
      (state) =>
        (window as unknown as { ___navigate: Navigate }).___navigate("/contact", { state }),
      { assessmentResults: answers, selectedPlan: "Standard" },
    );
    await expect(page).toHaveURL(/\/contact$/);
    const box = page.getByRole("group", { name: "Assessment Results" });
    await expect(box.locator("dt")).toHaveText(["Question 1", "Question 3", "Question 5"]);
    await expect(box.locator("dd")).toHaveText(Object.values(answers));
    await expect(page.getByText("Selected plan:")).toContainText("Standard");

    await fillValid(page);
    await page.getByRole("button", { name: "I'm not a robot" }).click();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact-form").getByRole("status")).toHaveText(M.success);
    expect(sentBody()).toMatchObject({
      assessmentResults: answers,
      selectedPlan: "Standard",
      phone: "+447123456789",
      website: "",
    });
    expect(String(sentBody()["g-recaptcha-response"])).toMatch(/^fake-token-/);
    // Sent with the enquiry, so cleared with the form.
    await expect(box).toHaveCount(0);
  });

  test("?plan= and ?assessment= in the address work too; nothing shows without them", async ({
    page,
  }) => {
    const sentBody = await captureBody(page);
    await openContact(page);
    await expect(page.getByRole("group", { name: "Assessment Results" })).toHaveCount(0);
    await expect(page.getByText("Selected plan:")).toHaveCount(0);

    await openContact(page, "/contact?plan=Standard");
    await expect(page.getByText("Selected plan:")).toContainText("Standard");
    await expect(page.getByRole("group", { name: "Assessment Results" })).toHaveCount(0);

    await openContact(
      page,
      `/contact?plan=Premium&assessment=${encodeURIComponent(JSON.stringify({ "2": "Basic" }))}`,
    );
    await expect(page.getByText("Selected plan:")).toContainText("Premium");
    await expect(page.getByRole("group", { name: "Assessment Results" })).toContainText(
      "Question 2",
    );
    await fillValid(page);
    await page.getByRole("button", { name: "I'm not a robot" }).click();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact-form").getByRole("status")).toHaveText(M.success);
    expect(sentBody()).toMatchObject({
      assessmentResults: { "2": "Basic" },
      selectedPlan: "Premium",
    });
  });
});

test.describe("contact page: a prepared message from a tool", () => {
  const summary = "Uptime calculator\nUptime %: 99.9\nAllowed downtime: 8.76 hours a year";

  test("?message= fills an empty message field", async ({ page }) => {
    await openContact(page, `/contact?message=${encodeURIComponent(summary)}`);
    await expect(page.getByLabel("Message *")).toHaveValue(summary);
  });

  test("navigation state fills it too, but never over what the visitor typed", async ({ page }) => {
    await openContact(page);
    await page.getByLabel("Message *").fill("My own words about our servers.");
    await page.evaluate(
      (state) =>
        (window as unknown as { ___navigate: Navigate }).___navigate("/contact?x=1", { state }),
      { message: summary },
    );
    await expect(page.getByLabel("Message *")).toHaveValue("My own words about our servers.");

    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(
      (state) =>
        (window as unknown as { ___navigate: Navigate }).___navigate("/contact", { state }),
      { message: summary },
    );
    await expect(page.getByLabel("Message *")).toHaveValue(summary);
  });
});

test.describe("contact page: accessibility and small screens", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`no axe violations in the ${theme} theme, also with errors and results shown`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      const answers = encodeURIComponent(JSON.stringify({ "1": "11-50 employees" }));
      await openContact(page, `/contact?plan=Standard&assessment=${answers}`);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.locator("#contact-fullName-error")).toBeVisible();
      await expectNoAxeViolations(page, `${theme}, errors`);
      await page.route(SEND_PATH, (route) => route.abort("failed"));
      await fillValid(page);
      await page.getByRole("button", { name: "I'm not a robot" }).click();
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("alert").filter({ hasText: M.failure })).toBeVisible();
      await expectNoAxeViolations(page, `${theme}, send failed`);
    });
  }

  test("nothing sticks out sideways at 320 px, errors included", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openContact(page, "/contact?plan=Standard");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact-fullName-error")).toBeVisible();
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll("main *"))
        .filter((el) => !el.closest('[aria-hidden="true"]') && !el.closest(".visually-hidden"))
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > width + 0.5;
        })
        .map((el) => `${el.tagName.toLowerCase()}#${el.id}.${el.className}`);
    });
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});
