/**
 * /admin: Decap CMS against Decap's local server over a throw-away copy of content/, as an
 * editor uses it with `npm run cms`. An article is written through the form (with a picture)
 * and published, and the file it writes is the record a person would have written, passing
 * the build's content check; a plan's price is changed and only that line of plans.json
 * changes; an article without a title is refused with the check's words and nothing is
 * written; the preview is the article page with the site's styles; the sign-in works by
 * keyboard. The built admin page looks for the local server at localhost:8081 (Decap's
 * default): the test answers that address from its own server on a free port.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startCmsServer, type CmsServer } from "../test-support/cms-server";
import { jsonFileText } from "../src/lib/content/json-text";
import { validateContentDirectory } from "../plugins/site-build/content/load-content";
import { adminContentSecurityPolicy, LOCAL_CMS_SERVER } from "../src/lib/cms/admin-page";
import { fontStack, THEMES } from "../src/theme/tokens";
import { COLLECTION_SCHEMAS } from "../src/lib/content/schemas";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

let server: CmsServer;
test.beforeAll(async () => {
  server = await startCmsServer();
});
// The admin page keeps asking the local server (it polls); a request still open when the test
// ends must not fail it.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The content check's words for a wrong price (the plans' schema). */
const planFields = COLLECTION_SCHEMAS["plans.json"].record;
const priceSpec = planFields.kind === "object" ? planFields.fields.price : undefined;
const PRICE_HINT = priceSpec?.kind === "string" ? priceSpec.patternHint : undefined;

const contentDir = () => path.join(server.repo, "content");
const read = (file: string) => fs.readFileSync(path.join(contentDir(), file), "utf8");

/**
 * The admin page at `hash`, signed in to the local server by keyboard, with the page errors and
 * refused requests (the admin's own Content-Security-Policy) collected.
 */
async function openCms(page: Page, hash: string): Promise<string[]> {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  await page.route(`${LOCAL_CMS_SERVER}/**`, async (route) => {
    const answer = await route.fetch({ url: server.url });
    await route.fulfill({ response: answer });
  });
  // The admin page is not one of the site's pages: there is no hydration to wait for.
  await page.goto(`/admin/${hash}`, { waitUntil: "commit" });
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeVisible({ timeout: 20_000 });
  // The entry page works by keyboard: the sign-in button is reached with Tab, pressed with Enter.
  for (let i = 0; i < 5 && !(await login.evaluate((b) => b === document.activeElement)); i += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(login).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: /^Publish/ })).toBeVisible({ timeout: 20_000 });
  return problems;
}

/** A relation field (author, category): type the record's name and pick it. */
async function choose(page: Page, label: string, name: string) {
  await page.getByLabel(label, { exact: true }).fill(name);
  await page
    .locator("[id*=-option-]")
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

const article = {
  title: "Backups That Restore",
  excerpt: "What makes a backup worth having, in two short lists.",
  description:
    "What makes a backup worth having: restores you have tested and a copy that no attacker can reach.",
  author: "Priya Shah",
  category: "Cloud Computing",
  imageAlt: "A stack of drives beside a laptop",
  paragraph: "Backups only help if they restore.",
  items: ["Test a restore every month", "Keep one copy offline"],
};

/** Everything of the article but its title, as an editor fills the form. */
async function fillArticleButTitle(page: Page) {
  await page.getByLabel("Excerpt", { exact: true }).fill(article.excerpt);
  await page.getByLabel("Description", { exact: true }).fill(article.description);
  await choose(page, "Author", article.author);
  await page.getByLabel("Date", { exact: true }).fill("2025-07-03");
  await choose(page, "Category", article.category);
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page
    .getByRole("dialog")
    .locator("input[type=file]")
    .setInputFiles({
      name: "backup-drives.png",
      mimeType: "image/png",
      buffer: fs.readFileSync(path.join(contentDir(), "images", "blog", "ai-it-support.png")),
    });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Image alt", { exact: true }).fill(article.imageAlt);
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("menuitem", { name: "Paragraph" }).click();
  await page.getByLabel("Text", { exact: true }).fill(article.paragraph);
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("menuitem", { name: "List" }).click();
  for (const item of article.items) {
    await page.getByRole("button", { name: "Add item" }).click();
    await page.getByLabel("Item", { exact: true }).last().fill(item);
  }
}

test("an article written in the form, with a picture, is published as the record a person would write; its preview is the article page", async ({
  page,
}) => {
  const problems = await openCms(page, "#/collections/blog/new");
  // Its own policy, not indexed.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    "content",
    adminContentSecurityPolicy("meta"),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await page.getByLabel("Title", { exact: true }).fill(article.title);
  await fillArticleButTitle(page);

  // The preview is the article page itself, in the site's styles.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(preview.getByText(article.paragraph)).toBeVisible();
  await expect(preview.getByRole("listitem").filter({ hasText: article.items[1] })).toBeVisible();
  await expect(preview.getByRole("img", { name: article.imageAlt })).toBeVisible();
  const styles = await preview.locator("body").evaluate((body) => ({
    primary: getComputedStyle(body).getPropertyValue("--color-primary").trim(),
    font: getComputedStyle(body).fontFamily,
  }));
  expect(styles).toEqual({ primary: THEMES.light.primary, font: fontStack });
  if (process.env.CMS_SCREENSHOTS) {
    await page.screenshot({ path: path.join(process.env.CMS_SCREENSHOTS, "cms-article.png") });
  }

  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });

  const handWritten = {
    slug: "backups-that-restore",
    title: article.title,
    excerpt: article.excerpt,
    description: article.description,
    author: article.author,
    date: "July 3, 2025",
    category: article.category,
    image: "../images/blog/backup-drives.png",
    imageAlt: article.imageAlt,
    body: [
      { type: "paragraph", text: article.paragraph },
      { type: "list", items: article.items },
    ],
  };
  expect(read("blog/backups-that-restore.json")).toBe(jsonFileText(handWritten));
  expect(fs.existsSync(path.join(contentDir(), "images", "blog", "backup-drives.png"))).toBe(true);
  expect(validateContentDirectory(contentDir())).toEqual([]);
  expect(problems).toEqual([]);
});

test("a plan's new price is written into plans.json, and nothing else changes", async ({
  page,
}) => {
  const before = read("plans.json");
  const plans = JSON.parse(before) as { name: string; price: string }[];
  const plan = plans[1];
  const price = `£${Number(plan.price.replace(/\D/g, "")) + 50}`;
  await openCms(page, "#/collections/plans/entries/plans");
  // Each plan is folded to its name; the first button of its bar unfolds it.
  await page
    .getByText(plan.name, { exact: true })
    .locator("xpath=..")
    .getByRole("button")
    .first()
    .click();
  // Folded plans keep their fields in the page, hidden: the one shown is the unfolded plan's.
  const priceBox = page.getByRole("textbox", { name: "Price", exact: true });
  // A price the content check refuses is refused here in its words, before anything is written.
  await priceBox.fill(price.slice(1));
  await publish(page);
  await expect(page.getByText(`field "Price": ${PRICE_HINT}`)).toBeVisible();
  expect(read("plans.json")).toBe(before);
  await priceBox.clear();
  await priceBox.fill(price);
  await expect(priceBox).toHaveValue(price);
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });

  const after = read("plans.json");
  const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
  expect(changed).toEqual([`    "price": "${price}",`]);
});

test("an article without a title is refused with the content check's words, and nothing is written", async ({
  page,
}) => {
  const files = () => fs.readdirSync(path.join(contentDir(), "blog")).sort();
  const before = files();
  await openCms(page, "#/collections/blog/new");
  await fillArticleButTitle(page);
  await publish(page);
  await expect(page.getByText('field "Title": is missing')).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("The content check refuses this record");
  expect(files()).toEqual(before);
});
