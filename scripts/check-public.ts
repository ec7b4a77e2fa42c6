/**
 * Checks the built site in public/ before the browser tests run: every page has
 * one <h1>, a unique title and description, an absolute canonical, valid JSON-LD,
 * no internal link or asset that points at nothing, and services, case studies and
 * articles share their own 1200x630 card, and every page in the sitemap is linked from another
 * page. Exits 1 with one line per problem.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { contentLinks, linkPath } from "./check-public/content-links";
import { builtFileCandidates } from "../plugins/site-build/built-html/internal-links";
import { auditPage, duplicateProblems, type PageAudit } from "./check-public/page-audit";
import { sitePathOf } from "../plugins/site-build/deploy/page-files";
import { orphanPageProblems, sitemapPaths } from "./check-public/orphan-pages";
import { isCheckedPage } from "./check-public/pages";
import { shareImageProblems } from "./check-public/share-image-rule";
import { publicHtmlFiles } from "../plugins/site-build/built-html/public-html-files";

const publicDir = path.join(__dirname, "..", "public");
const siteOrigin = new URL(process.env.SITE_URL || "http://localhost:9000").origin;
const contentDir = path.join(__dirname, "..", "content");

function fileExists(relativePath: string): boolean {
  const full = path.join(publicDir, relativePath);
  // Stay inside public/ whatever the reference says.
  if (!full.startsWith(publicDir)) return false;
  try {
    return fs.statSync(full).isFile();
  } catch {
    return false;
  }
}

function readPublicFile(relativePath: string): Buffer | null {
  const full = path.join(publicDir, relativePath);
  if (!full.startsWith(publicDir)) return null;
  try {
    return fs.readFileSync(full);
  } catch {
    return null;
  }
}

/** Every JSON file under content/, relative to it. */
function contentFiles(dir: string, base = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return contentFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith(".json") ? [relative] : [];
  });
}

/** Site links in the editors' content (link fields, Markdown links) that lead to no built file. */
function contentLinkProblems(): string[] {
  return contentFiles(contentDir)
    .sort()
    .flatMap((file) => {
      const content = JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as unknown;
      return contentLinks(content)
        .filter(({ link }) => !builtFileCandidates(linkPath(link)).some(fileExists))
        .map(
          ({ field, link }) => `content/${file}: ${field} links to ${link}, which was not built`,
        );
    });
}

/** The pages the sitemap files list. */
function listedPages(): string[] {
  return fs
    .readdirSync(publicDir)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .flatMap((name) => sitemapPaths(fs.readFileSync(path.join(publicDir, name), "utf8")));
}

function main(): void {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error("public/index.html is missing: build the site first (npm run build).");
    process.exit(1);
  }
  const audits: PageAudit[] = [];
  for (const file of publicHtmlFiles(publicDir).sort()) {
    const sitePath = sitePathOf(file);
    if (sitePath === null || !isCheckedPage(sitePath)) continue;
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    const audit = auditPage(html, { path: sitePath, siteOrigin, fileExists });
    const share = { path: sitePath, siteOrigin, readFile: readPublicFile };
    audit.problems.push(...shareImageProblems(parse(html), share));
    audits.push(audit);
  }
  const problems = [
    ...audits.flatMap((audit) => audit.problems.map((problem) => `${audit.path}: ${problem}`)),
    ...duplicateProblems(audits),
    ...contentLinkProblems(),
    ...orphanPageProblems(listedPages(), audits),
  ];
  if (problems.length > 0) {
    console.error(`check:public found ${problems.length} problem(s) in ${audits.length} pages:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`check:public: ${audits.length} pages OK.`);
}

main();
