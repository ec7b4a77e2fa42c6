import fs from "node:fs";
import path from "node:path";
import site from "../content/site.json";
import { FORM_NEEDS_SCRIPTS_PATH } from "../src/lib/contact/request-limits";
import { expect, expectNoAxeViolations, readJsonFiles, test } from "./fixtures";

/**
 * The contact form in a browser that runs no scripts (switched off, blocked by a proxy, failed to
 * load): Send must never put what was typed into an address, and the visitor must learn that the
 * message was not sent and how to reach us instead.
 */
const DATA_DIR = process.env.E2E_DATA_DIR ?? "";

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("without scripts, Send posts to the contact call, keeps nothing, and leads to a page with our email and phone", async ({
    page,
  }) => {
    const marker = `NoScript${Date.now()}`;
    const email = `${marker.toLowerCase()}@acme-engineering.co.uk`;
    const requests: Array<{ method: string; url: string }> = [];
    page.on("request", (request) =>
      requests.push({ method: request.method(), url: request.url() }),
    );

    // No scripts, so no hydration to wait for.
    await page.goto("/contact", { waitUntil: "commit" });
    await page.waitForLoadState("load");
    const form = page.locator("form#contact-form");
    await expect(form).toHaveAttribute("method", "post");
    await page.getByLabel("Full Name *").fill(`Jo ${marker}`);
    await page.getByLabel("Business Email *").fill(email);
    await page.getByLabel("Job Title *").fill("Operations Director");
    await page.getByRole("checkbox", { name: "Cyber Security", exact: true }).check();
    await page.getByLabel("Industry *").selectOption("manufacturing");
    await page.getByLabel("Message *").fill(`Please call me back about ${marker}.`);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(new RegExp(`${FORM_NEEDS_SCRIPTS_PATH}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Our contact form needs JavaScript",
    );
    await expect(page.getByText("Your message has not been sent")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: site.emails.info })).toHaveAttribute(
      "href",
      `mailto:${site.emails.info}`,
    );
    await expect(main.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.tel}`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    // The form was posted, never sent as a GET; nothing typed is in any address.
    expect(requests).toContainEqual({
      method: "POST",
      url: expect.stringMatching(/\/api\/send-email$/) as unknown,
    });
    for (const { url } of [...requests, { url: page.url() }]) {
      expect(url).not.toContain(marker);
      expect(url.toLowerCase()).not.toContain(marker.toLowerCase());
    }
    // Nothing it could not verify was kept or mailed.
    const kept = JSON.stringify(readJsonFiles(path.join(DATA_DIR, "leads")));
    expect(kept).not.toContain(marker);
    expect(JSON.stringify(readJsonFiles(path.join(DATA_DIR, "mail")))).not.toContain(marker);
    // The page is for those visitors only: not in the sitemap.
    const sitemap = fs.readFileSync(path.join(__dirname, "..", "public", "sitemap-0.xml"), "utf8");
    expect(sitemap).not.toContain(FORM_NEEDS_SCRIPTS_PATH);
  });
});

test("the page that says the form needs scripts is accessible", async ({ page }) => {
  await page.goto(FORM_NEEDS_SCRIPTS_PATH);
  await expectNoAxeViolations(page, FORM_NEEDS_SCRIPTS_PATH);
});
