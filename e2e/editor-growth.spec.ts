/**
 * An editor grows the site: a build of a throw-away copy whose content has a fifteenth article
 * and a fifteenth service (scripts/grown-site.ts, made with `npm run new`'s scaffolder),
 * and an article scheduled for the day after the build's fixed day. The built files are read
 * directly; its server is asked to accept the new service's key, one browser visit sends the
 * contact form with the new option ticked, and site search finds both new records and not the
 * scheduled article.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { freePort, waitForServer } from "../test-support/ports";
import { siteServerArguments } from "../scripts/serve/command";
import { startVerifyServer, type FakeVerifyServer } from "../test-support/fake-verify-server";
import { checkSearchIndex } from "../plugins/site-build/search/search-index-check";
import { ARTICLES_PER_PAGE } from "../src/lib/blog/listing";
import { PUBLISH_DAYS_PATH } from "../src/lib/blog/schedule";
import { parseBlogDate } from "../src/lib/blog-date";
import { CMS_ADMIN_FOLDER } from "../src/lib/admin-page";
import { TRADEMARK_NOTE } from "../src/lib/content-model/partner-logo";
import { CONTACT_MESSAGES as M } from "../src/lib/contact/schema";
import { expect, test, withConsentAnswered } from "./fixtures";
import {
  ADDED,
  awaitStartedGrownSite,
  buildGrownSite,
  GROWN_SITE_DIR,
  grownSiteIsBuilt,
  removeGrownSite,
} from "../scripts/grown-site";

const PUBLIC = path.join(GROWN_SITE_DIR, "public");
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), "utf8");
const { article, service, scheduled, partner } = ADDED;
/** The articles a visitor is shown: every one but the scheduled one (read once the copy exists). */
let articles = 0;

/** Every built page's file, but the scheduled article's own. */
function otherPages(dir = PUBLIC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // The admin pages are no site pages: the SEO report lists every page built, scheduled ones too.
    if (full === path.join(PUBLIC, CMS_ADMIN_FOLDER)) return [];
    if (entry.isDirectory())
      return full.endsWith(`${path.sep}${scheduled.slug}`) ? [] : otherPages(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The addresses of the pages in the search index (Pagefind's fragments, gzip-compressed JSON). */
function indexedPages(): string[] {
  const dir = path.join(PUBLIC, "pagefind", "fragment");
  return fs.readdirSync(dir).map((name) => {
    const fragment = JSON.parse(
      zlib
        .gunzipSync(fs.readFileSync(path.join(dir, name)))
        .toString("utf8")
        .replace(/^[^{]*/, ""),
    ) as { url: string };
    return fragment.url;
  });
}

let server: ChildProcess | undefined;
let verify: FakeVerifyServer | undefined;
let leadsDir = "";
let origin = "";

/** Loopback settings: the fake verify endpoint, a throw-away outbox and no mail server. */
function serverEnv(verifyUrl: string, siteUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    // Google's test keys are accepted only on an explicit loopback address.
    SITE_URL: siteUrl,
    ALLOW_TEST_RECAPTCHA: "1",
    RECAPTCHA_VERIFY_URL: verifyUrl,
    LEADS_DIR: leadsDir,
  };
  for (const name of ["SMTP_URL", "LEADS_DATABASE_URL", "RECAPTCHA_SECRET_KEY"]) {
    delete env[name];
  }
  return env;
}

test.describe.configure({ mode: "serial" });

test.describe("a fifteenth article and a fifteenth service, added by an editor", () => {
  test.beforeAll(async () => {
    test.setTimeout(15 * 60_000);
    if (!grownSiteIsBuilt() && !(await awaitStartedGrownSite())) await buildGrownSite();
    articles = fs.readdirSync(path.join(GROWN_SITE_DIR, "content", "blog")).length - 1;
    verify = await startVerifyServer();
    leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "grown-leads-"));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(
      process.execPath,
      siteServerArguments({ host: "127.0.0.1", port: String(port) }),
      {
        cwd: GROWN_SITE_DIR,
        stdio: "ignore",
        env: serverEnv(verify.url, origin),
      },
    );
    await waitForServer(`${origin}/`, 60_000);
  });

  test.afterAll(async () => {
    server?.kill("SIGTERM");
    await verify?.close();
    fs.rmSync(leadsDir, { recursive: true, force: true });
    removeGrownSite();
  });

  test("the article leads the index, which goes on at /blogs/page/2; it is in RSS, the sitemap, its category and its author's page", () => {
    expect(articles).toBeGreaterThan(ARTICLES_PER_PAGE);
    const index = read("blogs/index.html");
    expect(index).toContain(`href="/blogs/${article.slug}"`);
    expect(index.match(/>Read More</g)).toHaveLength(ARTICLES_PER_PAGE);
    expect(index).toContain(`Showing 1–${ARTICLES_PER_PAGE} of ${articles} articles`);
    expect(index).toContain('href="/blogs/page/2"');
    const second = read("blogs/page/2/index.html");
    expect(second.match(/>Read More</g)).toHaveLength(articles - ARTICLES_PER_PAGE);
    expect(second).toMatch(/<link rel="canonical" href="http:\/\/localhost:9000\/blogs\/page\/2"/);
    expect(second).toMatch(/<title[^>]*>Latest Insights &amp; News, page 2 \|/);

    const rss = read("rss.xml");
    expect(rss.match(/<item>/g)).toHaveLength(articles);
    expect(rss).toContain(`/blogs/${article.slug}</link>`);

    const sitemap = read("sitemap-0.xml");
    for (const page of [`/blogs/${article.slug}`, "/blogs/page/2", `/services/${service.slug}`]) {
      expect(sitemap).toContain(`${page}</loc>`);
    }
    expect(sitemap).toMatch(new RegExp(`/blogs/${article.slug}</loc><lastmod>2099-01-15`));
    expect(read("blogs/category/it-support/index.html")).toContain(`href="/blogs/${article.slug}"`);
    expect(read("blogs/author/priya-shah/index.html")).toContain(`href="/blogs/${article.slug}"`);
    expect(fs.existsSync(path.join(PUBLIC, "share", "blogs", `${article.slug}.png`))).toBe(true);
  });

  test("an article dated after the build's day is built, hidden from search engines and linked from nowhere", () => {
    const own = read(`blogs/${scheduled.slug}/index.html`);
    expect(own).toContain('<meta name="robots" content="noindex"');
    expect(own).toContain(scheduled.title);
    const link = `href="/blogs/${scheduled.slug}"`;
    const linking = otherPages().filter((file) => fs.readFileSync(file, "utf8").includes(link));
    expect(linking.map((file) => path.relative(PUBLIC, file))).toEqual([]);
    expect(read("rss.xml")).not.toContain(scheduled.slug);
    expect(read("sitemap-0.xml")).not.toContain(scheduled.slug);
    expect(read("search/index.html")).not.toContain(scheduled.slug);
    const indexed = indexedPages();
    expect(indexed).toContain(`/blogs/${article.slug}/`);
    expect(indexed.filter((url) => url.includes(scheduled.slug))).toEqual([]);
    // Its day is in the list the daily build reads (days only: no title or address).
    const day = parseBlogDate(scheduled.date).toISOString().slice(0, 10);
    expect(JSON.parse(read(PUBLISH_DAYS_PATH.slice(1)))).toEqual({ days: [day] });
  });

  test("the service is in the menu, on /services in its group, on the home grid and on the contact form", () => {
    const link = `href="/services/${service.slug}"`;
    const header = (html: string) => html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(header(read("about/index.html"))).toContain(link);

    const services = read("services/index.html");
    const group = services.slice(services.indexOf(`>${service.group.replace("&", "&amp;")}</h2>`));
    expect(group.slice(0, group.indexOf("</section>"))).toContain(link);
    expect(services).toContain("Fifteen services, one UK-based team.");

    const home = read("index.html");
    const grid = home.slice(home.indexOf('id="services-heading"'));
    expect(grid.slice(0, grid.indexOf("</section>"))).toContain(link);

    const contact = read("contact/index.html");
    expect(contact).toMatch(
      new RegExp(`<input[^>]*value="${service.slug}"[^>]*>[\\s\\S]{0,400}${service.title}`),
    );
    expect(fs.existsSync(path.join(PUBLIC, "services", service.slug, "index.html"))).toBe(true);
  });

  test("the server accepts the new service's key and refuses a key no service has", async ({
    request,
  }) => {
    const send = (solution: string) =>
      request.post(`${origin}/api/send-email`, {
        headers: { origin },
        data: {
          fullName: "Jo Bloggs",
          businessEmail: "jo.bloggs@acme-engineering.co.uk",
          phone: "",
          jobTitle: "Operations Director",
          solutionType: [solution],
          industry: "technology",
          message: "Please tell us about managing our printers.",
          assessmentResults: {},
          "g-recaptcha-response": "token-abc",
        },
      });
    const accepted = await send(service.slug);
    expect(accepted.status(), await accepted.text()).toBeLessThan(300);
    const refused = await send("no-such-service");
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: [M.solutionInvalid] });
  });

  test("a visitor ticks the new service on the contact form and sends it", async ({ page }) => {
    await page.goto(`${origin}/contact`);
    const solutions = page.getByRole("group", { name: "Solutions Interested In *" });
    await solutions.getByLabel(service.title, { exact: true }).check();
    await page.getByLabel("Full Name *").fill("Jo Bloggs");
    await page.getByLabel("Business Email *").fill("jo.bloggs@acme-engineering.co.uk");
    await page.getByLabel("Job Title *").fill("Operations Director");
    await page.getByLabel("Industry *").selectOption("technology");
    await page.getByLabel("Message *").fill("Please tell us about managing our printers.");
    await page.getByRole("button", { name: "I'm not a robot" }).click();
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/send-email"));
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ solutionType: [service.slug] });
    await expect(page.getByText(M.success)).toBeVisible();
  });

  test("a partner with a logo is shown by it in the home page's band, named by its name, with the trademark note", async ({
    page,
  }) => {
    // Pictures of the band, not of the consent banner over it.
    if (process.env.PARTNER_SCREENSHOTS) await withConsentAnswered(page.context(), origin);
    await page.goto(`${origin}/`);
    const band = page.locator('[data-section="partners"]');
    await band.scrollIntoViewIfNeeded();
    const logo = band.getByRole("img", { name: partner.name }).first();
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(band.getByText(TRADEMARK_NOTE, { exact: true })).toBeVisible();
    // The other partners keep their name tiles.
    const [, first] = JSON.parse(
      fs.readFileSync(path.join(GROWN_SITE_DIR, "content", "partners.json"), "utf8"),
    ) as {
      name: string;
    }[];
    await expect(band.getByText(first.name, { exact: true }).first()).toBeVisible();
    if (process.env.PARTNER_SCREENSHOTS) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await band.scrollIntoViewIfNeeded();
        await band.screenshot({
          path: path.join(process.env.PARTNER_SCREENSHOTS, `partners-logo-${width}.png`),
          animations: "disabled",
        });
      }
    }
  });

  test("site search finds the new article and the new service, which exist only in this build", async ({
    page,
  }) => {
    expect(checkSearchIndex(PUBLIC).problems).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/about`);
    await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await dialog.getByRole("combobox", { name: "Search" }).fill(article.title);
    const found = dialog.getByRole("option", { name: article.title });
    await expect(found).toBeVisible();
    await found.click();
    await expect(page).toHaveURL(`${origin}/blogs/${article.slug}`);

    await page.goto(`${origin}/search?q=${encodeURIComponent(service.title)}`);
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.locator(`a[href="/services/${service.slug}"]`)).toBeVisible();
  });
});
