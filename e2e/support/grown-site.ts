/**
 * A build of the site after an editor has grown it: a throw-away copy of the repository whose
 * content has a fifteenth article and a fifteenth service, each written with `npm run new`'s
 * scaffolder and then filled in as an editor would. e2e/editor-growth.spec.ts checks what that
 * build shows. `npm run test:e2e` builds it once before the browser tests
 * (`tsx e2e/support/grown-site.ts`); the spec builds it itself when run alone, and removes it
 * when done.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isTodo } from "../../src/lib/content/field-spec";
import { scaffoldArticle, scaffoldService } from "../../scripts/content/scaffold";

const ROOT = path.join(__dirname, "..", "..");

/** Where the copy is built: one per working copy, so parallel checkouts never share it. */
export const GROWN_SITE_DIR = path.join(
  os.tmpdir(),
  `grown-site-${crypto.createHash("sha256").update(ROOT).digest("hex").slice(0, 10)}`,
);
/** Written last, so a half-made copy is never taken for a finished one. */
const DONE_FILE = path.join(GROWN_SITE_DIR, ".built");

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
};

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

export function grownSiteIsBuilt(): boolean {
  return fs.existsSync(DONE_FILE);
}

/** Copies the repository, grows its content and builds it (static, on loopback). */
export async function buildGrownSite(): Promise<void> {
  removeGrownSite();
  fs.mkdirSync(GROWN_SITE_DIR, { recursive: true });
  fs.cpSync(ROOT, GROWN_SITE_DIR, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.basename(source)) || path.dirname(source) !== ROOT,
  });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(GROWN_SITE_DIR, "node_modules"));
  const contentDir = path.join(GROWN_SITE_DIR, "content");
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
  fill(path.join(GROWN_SITE_DIR, article.file));
  await scaffoldService({ contentDir, title: ADDED.service.title, group: ADDED.service.group });
  fill(path.join(contentDir, "services.json"));
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  for (const name of ["DEPLOY_TARGET", "SITE_URL", "GATSBY_GA_MEASUREMENT_ID"]) delete env[name];
  execFileSync(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: GROWN_SITE_DIR,
    env,
    stdio: process.env.GROWN_SITE_LOG ? "inherit" : "pipe",
  });
  fs.writeFileSync(DONE_FILE, new Date().toISOString());
}

export function removeGrownSite(): void {
  fs.rmSync(GROWN_SITE_DIR, { recursive: true, force: true });
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
