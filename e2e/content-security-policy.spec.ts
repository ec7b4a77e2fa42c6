import type { Page, Response } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { expect, holdScripts, test, useTheme, waitForHydration } from "./fixtures";

/**
 * Every kind of page runs under its Content-Security-Policy with nothing refused: the policy in
 * the page's meta tag and the headers the build wrote into public/_headers, which the own
 * server sends as Netlify does (X-Frame-Options among them). Analytics consent is given, so the
 * (fake) Google tag loads too; the contact page loads the fake reCAPTCHA.
 */

const PUBLIC_DIR = path.join(__dirname, "..", "public");
const ACCEPTED = "%7B%22analytics%22%3Atrue%7D";
const MEASUREMENT_ID = "G-TEST123";
const GTAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;

/** Whether the build carries the test measurement id (see consent.spec.ts); else no tag loads. */
function builtWithTestMeasurementId(): boolean {
  try {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8");
    const scripts = [...html.matchAll(/src="\/([^"/]+\.js)"/g)].map((match) => match[1]);
    return scripts.some((name) =>
      fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8").includes(MEASUREMENT_ID),
    );
  } catch {
    return false;
  }
}
const ANALYTICS_BUILT = builtWithTestMeasurementId();

interface PolicyWatch {
  /** Console messages about the policy and securitypolicyviolation events, in order. */
  violations: string[];
  pageErrors: string[];
}

/** Records every refusal: console messages and securitypolicyviolation events, across pages. */
async function watchPolicy(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], pageErrors: [] };
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
      watch.violations.push(`console: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => watch.pageErrors.push(error.message));
  await page.exposeFunction("__reportPolicyViolation", (text: string) => {
    watch.violations.push(`event: ${text}`);
  });
  // Init scripts are injected by the browser's debugging protocol, not subject to the policy.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)
        .__reportPolicyViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || "inline"} ` +
          `at ${event.sourceFile}:${event.lineNumber} "${event.sample}"`,
      );
    });
  });
  return watch;
}

async function acceptAnalytics(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: "consent", value: ACCEPTED, url: baseURL ?? "" }]);
}

/** The script-src of the page's meta policy (the page's whole policy). */
async function metaScriptSources(page: Page): Promise<string[]> {
  const metas = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(metas).toHaveCount(1);
  const policy = (await metas.getAttribute("content")) ?? "";
  const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src ")) ?? "";
  return scriptSrc.trim().split(/\s+/).slice(1);
}

/** Scrolls through the page so every on-demand part loads and hydrates, then back up. */
async function visitWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      // Two frames: the on-demand parts' observers have seen this scroll position.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}

/** Loads a page under its policies; resolves once it has hydrated and the tag has loaded. */
async function openUnderPolicy(page: Page, url: string): Promise<Response | null> {
  const tag = ANALYTICS_BUILT ? page.waitForResponse((r) => GTAG.test(r.url())) : null;
  const response = await page.goto(url);
  if (tag) await tag;
  return response;
}

function expectNothingRefused(watch: PolicyWatch): void {
  expect(watch.violations, "refused by the Content-Security-Policy").toEqual([]);
  expect(watch.pageErrors, "page errors").toEqual([]);
}

const PAGES: ReadonlyArray<readonly [string, string]> = [
  ["home", "/"],
  ["about", "/about"],
  ["services index", "/services"],
  ["a service", "/services/managed-it-services"],
  ["service plans", "/ServicePlans"],
  ["a case study", "/case-studies/greenomy"],
  ["uptime guarantee tool", "/tools/uptime-guarantee"],
  ["compliance checklists tool", "/tools/compliance-checklists"],
  ["budget calculator tool", "/tools/budget-calculator"],
  ["project simulator tool", "/tools/project-simulator"],
  ["compliance cost calculator tool", "/assessment/compliance-cost-calculator"],
  ["blogs index", "/blogs"],
  ["an article", "/blogs/ai-it-support"],
  ["privacy policy", "/PrivacyPolicy"],
  ["terms of service", "/TermsOfService"],
  ["cookie policy", "/CookiePolicy"],
  ["search page with a query (its inline script of first matches)", "/search?q=backup"],
];

test.describe("content security policy: every kind of page", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await acceptAnalytics(page, baseURL);
  });

  for (const [name, url] of PAGES) {
    test(`${name} (${url}) runs with nothing refused`, async ({ page }) => {
      const watch = await watchPolicy(page);
      const response = await openUnderPolicy(page, url);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["x-frame-options"]).toBe("DENY");

      const scripts = await metaScriptSources(page);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);

      await visitWholePage(page);
      expectNothingRefused(watch);
    });
  }

  test("the not-found page runs with nothing refused", async ({ page }) => {
    const watch = await watchPolicy(page);
    const response = await openUnderPolicy(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    expect(await metaScriptSources(page)).not.toContain("'unsafe-inline'");
    expectNothingRefused(watch);
  });

  test("assessment: questions, results and an infographic dialog", async ({ page }) => {
    const watch = await watchPolicy(page);
    await openUnderPolicy(page, "/assessment");
    for (let step = 1; step <= 5; step += 1) {
      // A Next tapped before hydration is replayed after it: answer each step once it shows.
      await expect(page.getByText(`${step * 20}% Complete`)).toBeVisible();
      await page.getByRole("group").getByRole("radio").first().check();
      await page.getByRole("button", { name: /^(Next|Get Results)$/ }).click();
    }
    await expect(page.getByRole("heading", { name: "Your Assessment Results" })).toBeFocused();
    const card = page
      .getByRole("region", { name: "IT Insights at a Glance" })
      .getByRole("button")
      .first();
    await card.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await visitWholePage(page);
    expectNothingRefused(watch);
  });

  test("site search: the dialog, its runtime, WebAssembly and index run with nothing refused", async ({
    page,
  }) => {
    const watch = await watchPolicy(page);
    await openUnderPolicy(page, "/about");
    const scripts = await metaScriptSources(page);
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-eval'");
    await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await dialog.getByRole("combobox", { name: "Search" }).fill("backup");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await dialog.getByRole("group", { name: "Kind" }).getByRole("button").nth(1).click();
    await expect(dialog.getByRole("option").first()).toBeVisible();
    expectNothingRefused(watch);
  });

  test("contact: the reCAPTCHA script and the Google tag load and run", async ({ page }) => {
    const watch = await watchPolicy(page);
    const recaptcha = page.waitForResponse((r) =>
      r.url().startsWith("https://www.google.com/recaptcha/api.js"),
    );
    await openUnderPolicy(page, "/contact");
    await recaptcha;
    const robot = page.getByRole("button", { name: "I'm not a robot" });
    await expect(robot).toBeVisible();
    await robot.click();
    await expect(page.getByRole("button", { name: "Verified" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await metaScriptSources(page)).toEqual(
      expect.arrayContaining([
        "https://www.google.com/recaptcha/",
        "https://www.gstatic.com/recaptcha/",
        "https://www.googletagmanager.com",
      ]),
    );
    await visitWholePage(page);
    expectNothingRefused(watch);
  });

  test("client-side navigation from another page to the contact form", async ({ page }) => {
    const watch = await watchPolicy(page);
    await openUnderPolicy(page, "/about");
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/contact"),
    );
    await expect(page.getByRole("button", { name: "I'm not a robot" })).toBeVisible();
    expectNothingRefused(watch);
  });
});

test.describe("content security policy: what it protects", () => {
  test("the theme script runs before any bundle: a stored dark theme is applied", async ({
    page,
  }) => {
    const watch = await watchPolicy(page);
    await useTheme(page, "dark");
    const bundles = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    // The prebuilt HTML says "light"; only the inline theme script can have changed it.
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    await bundles.release();
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expectNothingRefused(watch);
  });

  test("an inline script added at run time is refused", async ({ page }) => {
    const watch = await watchPolicy(page);
    await page.goto("/about");
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.head.append(script);
      return (window as unknown as Record<string, unknown>).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => watch.violations.length).toBeGreaterThan(0);
    expect(watch.violations.join("\n")).toMatch(/script-src/);
  });

  test("the hosting headers forbid framing a page", async ({ page, baseURL }) => {
    const framed = page.waitForResponse((r) => r.url().endsWith("/about"));
    await page.setContent(`<iframe src="${baseURL}/about" title="framed"></iframe>`);
    const response = await framed;
    expect(response.headers()["x-frame-options"]).toBe("DENY");
    // The browser shows its own error document in the frame instead of the page.
    const frameUrl = () =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url() ?? "";
    await expect.poll(frameUrl).toMatch(/^chrome-error:/);
    await expect(page.frameLocator("iframe").locator("#gatsby-focus-wrapper")).toHaveCount(0);
  });
});
