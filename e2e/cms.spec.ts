/**
 * /admin: Decap CMS against Decap's local server over a throw-away copy of content/, as an
 * editor uses it with `npm run cms`. An article is written through the form (with a picture)
 * and published, and the file it writes is the record a person would have written, passing
 * the build's content check; a plan's price is changed and only that line of plans.json
 * changes; an article the build would refuse is refused with the build's words; the preview
 * is the article page with the site's styles. The built admin page looks for the local server
 * at localhost:8081 (Decap's default): this test's page answers that address from its own
 * server on a free port.
 */
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import type { Page } from "@playwright/test";
import { startCmsServer, type CmsServer } from "../test-support/cms-server";
import { jsonFileText } from "../src/lib/content/json-text";
import { validateContentDirectory } from "../plugins/site-build/content/load-content";
import { LOCAL_CMS_SERVER } from "../src/lib/cms/admin-page";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

let server: CmsServer;
test.beforeAll(async () => {
  server = await startCmsServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The admin page, signed in to the local server, with what it logs and refuses collected. */
async function openCms(page: Page, hash = "") {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  await page.route(`${LOCAL_CMS_SERVER}/**`, async (route) => {
    const answer = await route.fetch({ url: server.url });
    await route.fulfill({ response: answer });
  });
  await page.goto(`/admin/${hash}`, { waitUntil: "commit" });
  return problems;
}

async function signIn(page: Page) {
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeVisible({ timeout: 15_000 });
  // The entry page works by keyboard: the sign-in button is reached with Tab and pressed with Enter.
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press("Tab");
    if (await login.evaluate((button) => button === document.activeElement)) break;
  }
  await expect(login).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Articles" }).first()).toBeVisible({
    timeout: 15_000,
  });
}

const read = (file: string) => fs.readFileSync(path.join(server.repo, "content", file), "utf8");

async function choose(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("an article written in the form is published as the record a person would write, with its picture", async ({
  page,
}) => {
  const problems = await openCms(page, "#/collections/blog/new");
  await signIn(page);
  await page.goto(`/admin/#/collections/blog/new`, { waitUntil: "commit" });

  await page.getByLabel("Title", { exact: true }).fill("Backups That Restore");
  await page
    .getByLabel("Excerpt", { exact: true })
    .fill("What makes a backup worth having, in two short lists.");
  await page
    .getByLabel("Description", { exact: true })
    .fill(
      "What makes a backup worth having: restores you have tested and a copy that no attacker can reach.",
    );
  await choose(page, "Author", "Priya", "Priya Shah");
  await page.getByLabel("Date", { exact: true }).fill("2025-07-03");
  await choose(page, "Category", "Cloud", "Cloud Solutions");

  await page.getByRole("button", { name: "Choose an image" }).click();
  await page
    .locator("input[type=file]")
    .setInputFiles(path.join(__dirname, "..", "content", "images", "blog", "ai-it-support.png"));
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Image alt", { exact: true }).fill("A stack of drives beside a laptop");

  await page.getByRole("button", { name: "Add body" }).click();
  await page.getByRole("menuitem", { name: "Paragraph" }).click();
  await page.getByLabel("Text", { exact: true }).fill("Backups only help if they restore.");
  await page.getByRole("button", { name: "Add body" }).click();
  await page.getByRole("menuitem", { name: "List" }).click();
  await page.getByRole("button", { name: "Add item" }).click();
  await page.getByLabel("Item", { exact: true }).last().fill("Test a restore every month");
  await page.getByRole("button", { name: "Add item" }).click();
  await page.getByLabel("Item", { exact: true }).last().fill("Keep one copy offline");

  // The preview is the article page itself, styled as the site is.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Backups That Restore");
  await expect(preview.getByText("Backups only help if they restore.")).toBeVisible();
  await expect(
    preview.getByRole("listitem").filter({ hasText: "Keep one copy offline" }),
  ).toBeVisible();
  const siteStyles = await preview.locator("body").evaluate((body) => ({
    primary: getComputedStyle(body).getPropertyValue("--color-primary").trim(),
    font: getComputedStyle(body).fontFamily,
  }));
  expect(siteStyles.primary).toBe("#1d4ed8");
  expect(siteStyles.font).toContain("system-ui");
  if (process.env.CMS_SCREENSHOTS) {
    await page.screenshot({ path: path.join(process.env.CMS_SCREENSHOTS, "cms-article.png") });
  }

  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });

  const text = read("blog/backups-that-restore.json");
  const handWritten = {
    slug: "backups-that-restore",
    title: "Backups That Restore",
    excerpt: "What makes a backup worth having, in two short lists.",
    description:
      "What makes a backup worth having: restores you have tested and a copy that no attacker can reach.",
    author: "Priya Shah",
    date: "July 3, 2025",
    category: "Cloud Solutions",
    image: "../images/blog/ai-it-support.png",
    imageAlt: "A stack of drives beside a laptop",
    body: [
      { type: "paragraph", text: "Backups only help if they restore." },
      { type: "list", items: ["Test a restore every month", "Keep one copy offline"] },
    ],
  };
  expect(JSON.parse(text)).toEqual(handWritten);
  expect(text).toBe(jsonFileText(handWritten));
  expect(await prettier.check(text, { parser: "json", printWidth: 100 })).toBe(true);
  expect(validateContentDirectory(path.join(server.repo, "content"))).toEqual([]);
  expect(problems).toEqual([]);
});
