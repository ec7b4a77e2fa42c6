/**
 * A build of the site after an editor has grown it: a throw-away copy of the repository whose
 * content has a fifteenth article and a fifteenth service, each written with `npm run new`'s
 * scaffolder and then filled in as an editor would, and an article scheduled for a later day.
 * The copy is built "on" GROWN_SITE_BUILD_DATE (SITE_BUILD_DATE, the site's clock fixed for
 * tests): after the editor's article, dated in 2099 so it leads the index, and the day before
 * the scheduled one. e2e/editor-growth.spec.ts checks what that build shows. `npm run test:e2e`
 * builds it once (`tsx scripts/grown-site.ts`) beside its other steps, and the spec waits for
 * that build; run alone, the spec builds it itself. The spec removes it when done.
 *
 * The benchmark grows a copy of its own much further (`npm run bench -- --only grown`: 40
 * articles and 20 services): after those two, each further record is a copy of a real one
 * under a new title, so the pages weigh what real ones do.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isTodo } from "../src/lib/content-model/field-spec";
import { scaffoldArticle, scaffoldService } from "./new-content/scaffold";

const ROOT = path.join(__dirname, "..");

const checkoutId = crypto.createHash("sha256").update(ROOT).digest("hex").slice(0, 10);
/** Where the copy is built: one per working copy, so parallel checkouts never share it. */
export const GROWN_SITE_DIR = path.join(os.tmpdir(), `grown-site-${checkoutId}`);
/** The benchmark's larger copy, beside it. */
export const BENCH_GROWN_SITE_DIR = path.join(os.tmpdir(), `grown-site-bench-${checkoutId}`);
/** How far the benchmark grows its copy. */
export const BENCH_GROWTH = { articles: 40, services: 20 };

export interface Growth {
  /** Where the copy goes. */
  dir: string;
  /** Articles and services the copy ends with; at least one more of each than today. */
  articles?: number;
  services?: number;
  /** Add ADDED.scheduled, an article dated after the build's day. */
  scheduled?: boolean;
}

/** The day the copy is built "on" (SITE_BUILD_DATE): see ADDED for the articles' dates. */
export const GROWN_SITE_BUILD_DATE = "2099-06-30";

/** Written last, so a half-made copy is never taken for a finished one. */
const doneFile = (dir: string) => path.join(dir, ".built");

/** What the editor added. */
export const ADDED = {
  article: {
    title: "Patch Management for Small Offices",
    slug: "patch-management-for-small-offices",
    category: "IT Support",
    author: "Priya Shah",
  },
  service: {
    title: "Print Management",
    slug: "print-management",
    group: "Managed IT & Support",
  },
  /** Dated the day after GROWN_SITE_BUILD_DATE: built, but listed nowhere yet. */
  scheduled: {
    title: "Backup Checks to Run Before the Summer Holidays",
    slug: "backup-checks-before-the-summer-holidays",
    date: "July 1, 2099",
    /** The real article it is a copy of (body, cover, category, author). */
    copyOf: "disaster-recovery-strategies",
  },
  /** A partner with a logo: a made-up brand and a picture drawn for the test (no real mark). */
  partner: {
    name: "Example Partner Network",
    url: "https://partner.example",
    logo: "images/partners/example-partner-network.svg",
  },
};

/** The test partner's logo: a plain SVG, as a partner programme would give it. */
const EXAMPLE_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40">
  <rect x="1" y="1" width="38" height="38" rx="8" fill="#1d4ed8"/>
  <path d="M10 28V12h6l8 10V12h6v16h-6l-8-10v10z" fill="#fff"/>
  <text x="48" y="26" font-family="sans-serif" font-size="14" fill="#1f2933">Example</text>
</svg>
`;

/** Adds the test partner, with its logo, first among the partners (the band starts with it). */
function addPartnerWithLogo(contentDir: string): void {
  const { partner } = ADDED;
  const logo = path.join(contentDir, partner.logo);
  fs.mkdirSync(path.dirname(logo), { recursive: true });
  fs.writeFileSync(logo, EXAMPLE_LOGO);
  const file = path.join(contentDir, "partners.json");
  const partners = readRecords<Record<string, unknown>[]>(file);
  fs.writeFileSync(file, `${JSON.stringify([partner, ...partners], null, 2)}\n`);
}

/** Never copied: installed packages (linked instead), build output, test output, history. */
const SKIPPED = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  ".netlify",
  ".data",
  "test-results",
  "playwright-report",
  "coverage",
]);

/** The words an editor writes in place of each TODO, by field. */
function written(value: unknown, field = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => written(item, field));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, written(v, key)]));
  }
  if (!isTodo(value)) return value;
  if (field === "icon") return "Monitor";
  if (field === "description") {
    return "How a small office keeps every laptop, server and printer patched without disrupting the working day.";
  }
  if (field === "excerpt") {
    return "Patching every laptop, server and printer in a small office without stopping work: what to schedule, what to automate and what to check.";
  }
  return `Written by the editor for the ${field} field, in plain English.`;
}

function fill(file: string): void {
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  fs.writeFileSync(file, `${JSON.stringify(written(data), null, 2)}\n`);
}

export function grownSiteIsBuilt(dir = GROWN_SITE_DIR): boolean {
  return fs.existsSync(doneFile(dir));
}

/** Whether a process still runs (an exited one its parent has not reaped counts as ended). */
function isRunning(pid: number): boolean {
  try {
    const state = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
    return state !== undefined && state !== "Z";
  } catch {
    return false;
  }
}

/**
 * Waits for the copy's build that `npm run test:e2e` started beside its other steps (its process
 * and log in GROWN_SITE_BUILD_PID and GROWN_SITE_BUILD_LOG); false when none was started. Throws
 * with the build's log when it ended without a finished copy.
 */
export async function awaitStartedGrownSite(
  env: NodeJS.ProcessEnv = process.env,
  dir = GROWN_SITE_DIR,
): Promise<boolean> {
  const pid = Number(env.GROWN_SITE_BUILD_PID);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  while (!grownSiteIsBuilt(dir)) {
    if (!isRunning(pid)) {
      const log = env.GROWN_SITE_BUILD_LOG ? fs.readFileSync(env.GROWN_SITE_BUILD_LOG, "utf8") : "";
      throw new Error(`The grown copy's build (process ${pid}) ended unfinished:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return true;
}

const readRecords = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;
const writeRecords = (file: string, data: unknown) =>
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** A date as the content writes it: "July 3, 2025". */
const siteDate = (date: Date) =>
  date.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * Articles beyond the editor's first: each a copy of a real article (body, cover, category,
 * author) under a new title and address, dated a day apart so the listings have an order.
 */
function copyArticles(contentDir: string, count: number): void {
  const blogDir = path.join(contentDir, "blog");
  const originals = fs
    .readdirSync(blogDir)
    .sort()
    .map((name) => readRecords<Record<string, unknown>>(path.join(blogDir, name)));
  for (let n = 1; n <= count; n += 1) {
    const original = originals[(n - 1) % originals.length];
    const slug = `${String(original.slug)}-part-${n + 1}`;
    const image = path.join(contentDir, "images", "blog", `${slug}.png`);
    fs.copyFileSync(path.join(blogDir, String(original.image)), image);
    writeRecords(path.join(blogDir, `${slug}.json`), {
      ...original,
      slug,
      title: `${String(original.title)}, Part ${n + 1}`,
      date: siteDate(new Date(Date.UTC(2098, 0, 1 + n))),
      image: `../images/blog/${slug}.png`,
    });
  }
}

/** The scheduled article: a real article under ADDED.scheduled's title, address and date. */
function addScheduledArticle(contentDir: string): void {
  const { slug, title, date, copyOf } = ADDED.scheduled;
  const blogDir = path.join(contentDir, "blog");
  const original = readRecords<Record<string, unknown>>(path.join(blogDir, `${copyOf}.json`));
  const image = path.join(contentDir, "images", "blog", `${slug}.png`);
  fs.copyFileSync(path.join(blogDir, String(original.image)), image);
  writeRecords(path.join(blogDir, `${slug}.json`), {
    ...original,
    slug,
    title,
    date,
    image: `../images/blog/${slug}.png`,
  });
}

/** Services beyond the editor's first: copies of real ones under new titles, in the same groups. */
function copyServices(contentDir: string, count: number): void {
  const servicesFile = path.join(contentDir, "services.json");
  const pageFile = path.join(contentDir, "services-page.json");
  const services = readRecords<Record<string, unknown>[]>(servicesFile);
  const page = readRecords<{ groups: { services: string[] }[] }>(pageFile);
  for (const original of services.slice(0, count)) {
    const slug = `${String(original.slug)}-plus`;
    services.push({
      ...original,
      slug,
      solutionKey: slug,
      title: `${String(original.title)} Plus`,
    });
    page.groups
      .find((group) => group.services.includes(String(original.slug)))
      ?.services.push(slug);
  }
  writeRecords(servicesFile, services);
  writeRecords(pageFile, page);
}

const countOf = (dir: string) => fs.readdirSync(dir).length;

/** Copies the repository, grows its content and builds it (static, on loopback). */
export async function buildGrownSite(
  growth: Growth = { dir: GROWN_SITE_DIR, scheduled: true },
): Promise<void> {
  const { dir } = growth;
  removeGrownSite(dir);
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.basename(source)) || path.dirname(source) !== ROOT,
  });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  const contentDir = path.join(dir, "content");
  const article = await scaffoldArticle({
    contentDir,
    title: ADDED.article.title,
    category: ADDED.article.category,
    author: ADDED.article.author,
    // The newest article, so it leads the index.
    today: new Date(2099, 0, 15),
    // Any cover will do here; the scaffolder's own test draws a real one.
    drawCover: async (_dir, image) =>
      fs.copyFileSync(path.join(contentDir, "images", "blog", "ai-it-support.png"), image),
  });
  fill(path.join(dir, article.file));
  await scaffoldService({ contentDir, title: ADDED.service.title, group: ADDED.service.group });
  fill(path.join(contentDir, "services.json"));
  addPartnerWithLogo(contentDir);
  const articles = countOf(path.join(contentDir, "blog"));
  const services = readRecords<unknown[]>(path.join(contentDir, "services.json")).length;
  if (growth.articles !== undefined && growth.articles > articles) {
    copyArticles(contentDir, growth.articles - articles);
  }
  if (growth.services !== undefined && growth.services > services) {
    copyServices(contentDir, growth.services - services);
  }
  if (growth.scheduled) addScheduledArticle(contentDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    SITE_BUILD_DATE: GROWN_SITE_BUILD_DATE,
  };
  for (const name of ["DEPLOY_TARGET", "SITE_URL", "GATSBY_GA_MEASUREMENT_ID"]) delete env[name];
  execFileSync(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: dir,
    env,
    stdio: process.env.GROWN_SITE_LOG ? "inherit" : "pipe",
  });
  fs.writeFileSync(doneFile(dir), new Date().toISOString());
}

export function removeGrownSite(dir = GROWN_SITE_DIR): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

if (require.main === module) {
  const started = Date.now();
  buildGrownSite().then(
    () => console.log(`Grown site built in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
