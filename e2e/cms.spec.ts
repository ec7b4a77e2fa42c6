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
import type { Locator, Page } from "@playwright/test";
import { startCmsServer, type CmsServer } from "../test-support/cms-server";
import { jsonFileText } from "../src/lib/content-model/json-text";
import { validateContentDirectory } from "../plugins/site-build/pre-build/load-content";
import { adminContentSecurityPolicy, LOCAL_CMS_SERVER } from "../src/lib/admin-page";
import { fontStack, THEMES } from "../src/theme/tokens";
import { COLLECTION_SCHEMAS } from "../src/lib/content-model/schemas";
import { parseBlogDate } from "../src/lib/blog-date";
import { fillClaims, type ClaimSources } from "../src/lib/claims/claims";
import { notPublishedSummary } from "../plugins/site-cms/forms/cms-messages";
import { scaffoldArticle } from "../scripts/new-content/scaffold";
import { CONTENT_CHECK_REFUSES } from "../plugins/site-cms/admin/phrases";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

let server: CmsServer;
test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  // The admin page's own origin, the only one the local server answers ({ browserName } only
  // because Playwright hands the test info second).
  server = await startCmsServer(new URL(String(testInfo.project.use.baseURL)).origin);
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
 * The files claims are read from as the admin page was built with them (the repository's own):
 * its previews and its save check read those, whatever an earlier test saved into the copy.
 */
/** A file of the repository's own content/, which the admin page was built with. */
const built = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", file), "utf8"));
const builtClaimSources = (): ClaimSources => {
  return {
    stats: built("stats.json") as ClaimSources["stats"],
    plans: built("plans.json") as ClaimSources["plans"],
    assessmentQuestions: (built("assessment.json") as unknown[]).length,
  };
};

/**
 * The admin page at `hash`, signed in to the local server by keyboard, with the page errors and
 * refused requests (the admin's own Content-Security-Policy) collected.
 */
async function openCms(
  page: Page,
  hash: string,
  // What shows once the admin page is ready: by default an entry's Publish button.
  ready: Locator = page.getByRole("button", { name: /^Publish/ }),
): Promise<string[]> {
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
  await expect(ready).toBeVisible({ timeout: 20_000 });
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

/**
 * A refusal's message on its field (Decap's list under the field's label), not its link in the
 * summary over the form, which says the same.
 */
function onField(page: Page, message: string | RegExp): Locator {
  return page.getByRole("listitem").filter({ hasText: message, hasNot: page.getByRole("link") });
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

const article = {
  title: "Backups That Restore",
  excerpt:
    "What makes a backup worth having: restores you have tested, a copy no attacker can reach, and who checks both, in two short lists.",
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
  // A short list: every plan is unfolded from the start, in the file's order.
  const priceBox = page.getByRole("textbox", { name: "Price", exact: true }).nth(1);
  await expect(priceBox).toHaveValue(plan.price);
  // A price the content check refuses is refused here in its words, before anything is written.
  await priceBox.fill(price.slice(1));
  await publish(page);
  await expect(onField(page, `field "Price": ${PRICE_HINT}`)).toBeVisible();
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
  await expect(onField(page, 'field "Title": is missing')).toBeVisible();
  await expect(page.getByRole("alert").first()).toContainText(
    "the content check refuses this record",
  );
  expect(files()).toEqual(before);
});

/** A picture's bytes, as a file in the repository's copy holds them. */
const picture = (name: string) => fs.readFileSync(path.join(contentDir(), "images", "blog", name));

test("a new article's picture library lists the folder's pictures from the start, and a picture of a taken name is refused, replacing nothing", async ({
  page,
}) => {
  const covers = fs.readdirSync(path.join(contentDir(), "images", "blog")).sort();
  const taken = covers[0];
  const before = picture(taken);
  await openCms(page, "#/collections/blog/new");
  await page.getByRole("button", { name: "Choose an image" }).click();
  const library = page.getByRole("dialog");
  // Before this article is saved, its library already shows the covers in content/images/blog.
  await expect(library.getByText(taken, { exact: true })).toBeVisible();
  await expect(library.getByText("No assets found")).toHaveCount(0);
  if (process.env.CMS_SCREENSHOTS) {
    await page.screenshot({
      path: path.join(process.env.CMS_SCREENSHOTS, "cms-picture-library.png"),
    });
  }
  // An upload into that folder under a name it already holds is refused with the reason.
  await library.locator("input[type=file]").setInputFiles({
    name: taken,
    mimeType: "image/png",
    buffer: picture(covers[1]),
  });
  const notice = page.getByRole("alert").filter({ hasText: "Not uploaded" });
  await expect(notice).toContainText(`"${taken}" is already in this folder`);
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  expect(picture(taken)).toEqual(before);
  expect(fs.readdirSync(path.join(contentDir(), "images", "blog")).sort()).toEqual(covers);
});

test("an excerpt counts its characters as it is typed, and one too short for the card is refused on its field", async ({
  page,
}) => {
  await openCms(page, "#/collections/blog/new");
  const excerpt = page.getByLabel("Excerpt", { exact: true });
  await excerpt.fill("Tips.");
  await expect(page.getByText("5 characters, at least 120")).toBeVisible();
  await expect(excerpt).toHaveAccessibleDescription(/5 characters, at least 120/);
  await excerpt.fill(article.excerpt);
  await expect(page.getByText(`${article.excerpt.length} characters, at least 120`)).toBeVisible();
  await excerpt.fill("Tips.");
  await publish(page);
  await expect(onField(page, 'field "Excerpt": must be at least 120 characters')).toBeVisible();
});

test("a refused publish on a long form is summed up under the top bar, each field a link to it, and the focus goes to the first", async ({
  page,
}) => {
  const files = () => fs.readdirSync(path.join(contentDir(), "blog")).sort();
  const before = files();
  await openCms(page, "#/collections/blog/new");
  // The form as an editor leaves it: everything but the title, and an excerpt too short.
  await fillArticleButTitle(page);
  await page.getByLabel("Excerpt", { exact: true }).fill("Tips.");
  await publish(page);
  const summary = page.getByRole("alert").filter({ hasText: notPublishedSummary(2) });
  await expect(summary.getByRole("heading")).toHaveText("Not published: 2 fields need attention");
  const links = summary.getByRole("link");
  await expect(links).toHaveText([
    'field "Title": is missing',
    /^field "Excerpt": must be at least 120 characters/,
  ]);
  // The summary is where the editor is looking: at the top of the window, under the top bar.
  const box = await summary.boundingBox();
  expect(box && box.y).toBeLessThan(160);
  // The focus is in the first field the check refused.
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
  if (process.env.CMS_SCREENSHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({
        path: path.join(process.env.CMS_SCREENSHOTS, `cms-refused-summary-${width}.png`),
      });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  // Each line takes the editor to its field, scrolled into view, the focus in it.
  await links.nth(1).click();
  const excerpt = page.getByLabel("Excerpt", { exact: true });
  await expect(excerpt).toBeFocused();
  await expect(excerpt).toBeInViewport();
  // A corrected field leaves the summary; nothing was written.
  await page.getByLabel("Title", { exact: true }).fill(article.title);
  const left = page.getByRole("alert").filter({ hasText: notPublishedSummary(1) });
  await expect(left.getByRole("heading")).toHaveText("Not published: 1 field needs attention");
  await expect(left.getByRole("link")).toHaveText([/^field "Excerpt": must be at least 120/]);
  expect(files()).toEqual(before);
});

test("the preview fills placeholders as the site does, and an empty list is named in words", async ({
  page,
}) => {
  // The home page's texts have no preview of their own: Decap's shows each field, filled in.
  await openCms(page, "#/collections/pages/entries/home");
  const home = JSON.parse(read("home.json")) as { cta: { text: string } };
  expect(home.cta.text).toContain("{assessment questions}");
  const filled = fillClaims(home.cta.text, {
    stats: JSON.parse(read("stats.json")) as ClaimSources["stats"],
    plans: JSON.parse(read("plans.json")) as ClaimSources["plans"],
    assessmentQuestions: (JSON.parse(read("assessment.json")) as unknown[]).length,
  }).text;
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByText(filled)).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByText("{assessment questions}")).toHaveCount(0);
  if (process.env.CMS_SCREENSHOTS) {
    await preview.getByText(filled).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(process.env.CMS_SCREENSHOTS, "cms-home-preview.png") });
  }

  // A new article has no blocks yet: said in words, not "0 body".
  await page.goto("/admin/#/collections/blog/new", { waitUntil: "commit" });
  await expect(page.getByText("No body blocks yet", { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("0 body", { exact: true })).toHaveCount(0);
  // The article's page ends with the home page's call to action: filled in there too.
  await expect(preview.getByText(filled)).toBeVisible();
  await expect(preview.getByText("{assessment questions}")).toHaveCount(0);
  if (process.env.CMS_SCREENSHOTS) {
    // A window tall enough to show the whole form, down to its blocks.
    await page.setViewportSize({ width: 1280, height: 1500 });
    await page.screenshot({ path: path.join(process.env.CMS_SCREENSHOTS, "cms-empty-body.png") });
  }
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("menuitem", { name: "Paragraph" }).click();
  await expect(page.getByText("1 block", { exact: true })).toBeVisible();
  // An article's paragraph names a plan's price and the assessment's questions: filled in too.
  const paragraph = "Standard costs {plan price: Standard}; the check asks {assessment questions}.";
  await page.getByLabel("Text", { exact: true }).fill(paragraph);
  await expect(preview.getByText(fillClaims(paragraph, builtClaimSources()).text)).toBeVisible();
  await expect(preview.getByText(/\{plan price|\{assessment questions\}/)).toHaveCount(0);
});

/**
 * The service whose record marks some of its fields as placeholders (the emergency service), as
 * the repository has it (a test here switches the whole record on in the copy).
 */
function serviceWithMarkedFields() {
  const services = built("services.json") as {
    title: string;
    sample?: unknown;
    benefits: { items: { description: string }[] };
  }[];
  const service = services.find((record) => Array.isArray(record.sample));
  if (!service) throw new Error("services.json: no service marks some of its fields as sample");
  return { service, marked: service.sample as string[] };
}

/** A record of a folded list, unfolded as an editor does: its top bar's first button. */
async function unfold(page: Page, summary: string): Promise<void> {
  await page
    .locator("div", { has: page.getByText(summary, { exact: true }) })
    .filter({ has: page.getByRole("button") })
    .last()
    .getByRole("button")
    .first()
    .click();
}

test("the sample switch of the emergency service leaves its marked fields and the rest of the form as they are", async ({
  page,
}) => {
  const { service, marked } = serviceWithMarkedFields();
  // Decap draws every record of the file in one form (30 s for the launch's services): the
  // copy holds this service alone while the test runs, and the whole file again after it.
  const file = path.join(contentDir(), "services.json");
  const whole = fs.readFileSync(file, "utf8");
  const records = JSON.parse(whole) as { title: string }[];
  const alone = records.filter((record) => record.title === service.title);
  fs.writeFileSync(file, jsonFileText(alone));
  expect(alone).toHaveLength(1);
  try {
    await switchSampleOnAndOff(page, service.title, marked);
  } finally {
    fs.writeFileSync(file, whole);
  }
});

/** The record's sample switch on, off and on again, then published; see the test above. */
async function switchSampleOnAndOff(page: Page, title: string, marked: string[]) {
  const before = read("services.json");
  await openCms(page, "#/collections/services/entries/services");
  await unfold(page, title);
  const switchOf = page
    .getByRole("switch", { name: "Sample (placeholder) record" })
    .filter({ visible: true });
  await expect(switchOf).toHaveCount(1);
  await expect(switchOf).not.toBeChecked();
  // The marked fields, each a chosen value of the list beside the switch.
  const markedField = (name: string) =>
    page.getByText(name, { exact: true }).filter({ visible: true });
  for (const name of marked) await expect(markedField(name)).toBeVisible();
  const description = page.getByLabel("Description", { exact: true }).filter({ visible: true });
  const text = await description.first().inputValue();
  await switchOf.click();
  await expect(switchOf).toBeChecked();
  await switchOf.click();
  await expect(switchOf).not.toBeChecked();
  // The marked fields are still listed, the form's other fields still hold their texts.
  for (const name of marked) await expect(markedField(name)).toBeVisible();
  if (process.env.CMS_SCREENSHOTS) {
    await switchOf.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(process.env.CMS_SCREENSHOTS, "cms-sample-switch.png"),
    });
  }
  await expect(description.first()).toHaveValue(text);
  // On: the whole record is a placeholder, and that is the one line of the file that changes.
  await switchOf.click();
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
  const after = read("services.json");
  const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
  expect(changed).toEqual(['    "sample": true,']);
}

test("a plan's price typed into an article's prose is refused with the content check's sentence, and nothing is written", async ({
  page,
}) => {
  const file = "blog/ai-it-support.json";
  const before = read(file);
  const standard = builtClaimSources().plans.find((plan) => plan.name === "Standard");
  if (!standard) throw new Error("plans.json: no Standard plan");
  await openCms(page, "#/collections/blog/entries/ai-it-support");
  const excerpt = page.getByLabel("Excerpt", { exact: true });
  await excerpt.fill(`${await excerpt.inputValue()} Support from ${standard.price} a month.`);
  await publish(page);
  // The notice that stays until dismissed: the build's sentence, in the form's words.
  const refusal = page.getByRole("alert").filter({ hasText: CONTENT_CHECK_REFUSES }).first();
  await expect(refusal).toContainText(
    // A card's excerpt shows its text as written: the price is left out, or the field made to
    // fill placeholders (the services' texts fill them: their unit test has that sentence).
    `Excerpt: "${standard.price}" is the Standard plan's price in plans.json, typed in, and this field shows its text as written: leave the price out here`,
  );
  if (process.env.CMS_SCREENSHOTS) {
    await page.screenshot({
      path: path.join(process.env.CMS_SCREENSHOTS, "cms-typed-price.png"),
    });
  }
  expect(read(file)).toBe(before);
});

const partners = () => JSON.parse(read("partners.json")) as { name: string }[];

test("a record npm run new wrote is refused on each placeholder's field, in the check's words, until the field is written", async ({
  page,
}) => {
  const title = "Office Wifi Basics";
  const made = await scaffoldArticle({
    contentDir: contentDir(),
    title,
    category: article.category,
    author: article.author,
    drawCover: async (_dir, image) =>
      fs.copyFileSync(path.join(contentDir(), "images", "blog", "ai-it-support.png"), image),
  });
  const file = made.file.replace(/^content\//, "");
  const before = read(file);
  await openCms(page, `#/collections/blog/entries/${path.basename(file, ".json")}`);
  // Decap offers to publish only a changed entry: the editor writes the title first.
  await page.getByLabel("Title", { exact: true }).fill(`${title} for Small Offices`);
  await publish(page);
  const excerpt = page.getByLabel("Excerpt", { exact: true });
  const refusal = onField(page, /^field "Excerpt": still holds the placeholder from npm run new, /);
  await expect(refusal).toBeVisible();
  await expect(onField(page, /^field "Image alt": still holds the placeholder/)).toBeVisible();
  if (process.env.CMS_SCREENSHOTS) {
    await excerpt.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(process.env.CMS_SCREENSHOTS, "cms-refused-field.png"),
    });
  }
  expect(read(file)).toBe(before);
  // The message stays on the field until the editor writes it (by keyboard, as an editor does).
  await excerpt.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(article.excerpt);
  await expect(refusal).toHaveCount(0);
  expect(read(file)).toBe(before);
});

test("partners and testimonials have places of their own, found by search, with previews in the site's styles", async ({
  page,
}) => {
  // A place of its own in the sidebar, named as the site names it.
  await openCms(page, "#/", page.getByRole("link", { name: "Technology partners" }));
  // "Search all" finds the file of partners by its place's name.
  await page.getByPlaceholder("Search all").fill("partner");
  await page.getByText("All Collections", { exact: true }).click();
  await expect(page.locator('a[href$="/collections/partners/entries/partners"]')).toBeVisible({
    timeout: 20_000,
  });
  await page.goto("/admin/#/collections/partners/entries/partners", { waitUntil: "commit" });
  await expect(page.getByRole("button", { name: /Add partner/ })).toBeVisible({ timeout: 20_000 });
  const preview = page.frameLocator("#preview-pane");
  const all = partners();
  await expect(preview.getByRole("heading", { level: 2 })).toHaveText(
    (JSON.parse(read("home.json")) as { sections: { partners: { heading: string } } }).sections
      .partners.heading,
  );
  await expect(preview.getByText(all[0].name, { exact: true }).first()).toBeVisible();
  if (process.env.CMS_SCREENSHOTS) {
    await page.screenshot({ path: path.join(process.env.CMS_SCREENSHOTS, "cms-partners.png") });
  }
  // As an editor goes there: back to the collections, then Testimonials.
  await page.getByRole("link", { name: /Writing in Technology partners collection/ }).click();
  await page.getByRole("link", { name: "Testimonials", exact: true }).click();
  await page.locator('a[href$="/collections/testimonials/entries/testimonials"]').click();
  const [testimonial] = JSON.parse(read("testimonials.json")) as { name: string }[];
  await expect(preview.getByText(testimonial.name).first()).toBeVisible({ timeout: 20_000 });
});

test("the article list is newest first, and an article's folded blocks show their first words", async ({
  page,
}) => {
  const articles = fs
    .readdirSync(path.join(contentDir(), "blog"))
    .map(
      (name) => JSON.parse(read(`blog/${name}`)) as { title: string; date: string; slug: string },
    );
  const newest = [...articles].sort(
    (a, b) => parseBlogDate(b.date).getTime() - parseBlogDate(a.date).getTime(),
  )[0];
  await openCms(page, "#/collections/blog", page.getByRole("link", { name: /New Article/ }));
  await expect(page.getByRole("link", { name: /\(.+\)$/ }).first()).toContainText(newest.title);
  await page.goto(`/admin/#/collections/blog/entries/${newest.slug}`, { waitUntil: "commit" });
  const full = JSON.parse(read(`blog/${newest.slug}.json`)) as { body: { text?: string }[] };
  const firstWords = (full.body.find((block) => block.text)?.text ?? "").slice(0, 40);
  // The folded block's summary (its words stay in the hidden form field too).
  await expect(page.getByText(firstWords).filter({ visible: true }).first()).toBeVisible({
    timeout: 20_000,
  });
});
