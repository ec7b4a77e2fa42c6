/**
 * The build's last step: Pagefind indexes the finished pages into public/pagefind/ (its chunked
 * index and the small runtime the browser loads when a visitor opens search).
 *
 * Only the searchable pages are handed to it (searchable-page.ts), each copied into a folder of
 * its own address ("/about" -> about/index.html) for Pagefind's command-line indexer, which
 * makes "/about/" of it; the browser drops the slash (src/lib/search/search-results.ts). Its
 * Node API would take the pages one by one, but it is an ES module only, which Gatsby's
 * compiled copy of this plugin cannot load.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { withoutNullCharacters } from "../built-html/built-html";
import { publicHtmlFiles } from "../built-html/public-html-files";
import { builtHtmlFile, sitePathOf } from "../deploy/page-files";
import { SITE_ROOT } from "../site-paths";
import { isSearchablePage } from "./searchable-page";

/** Where the index and its runtime are published (also the runtime's own default). */
export const SEARCH_INDEX_FOLDER = "pagefind";

/** Pagefind's command-line indexer (the package's own launcher of its binary). */
const PAGEFIND_CLI = path.join(SITE_ROOT, "node_modules", "pagefind", "lib", "runner", "bin.cjs");

/**
 * What Pagefind writes that the site does not use: its ready-made interfaces (the site has its
 * own dialog). Its worker stays: the search page opened with a query searches there
 * (src/lib/search/pagefind-runtime.ts).
 */
const UNUSED_FILE = /^pagefind-(?:[a-z]+-)?(?:ui|highlight)\.(?:js|css)$/;

export interface SearchIndexSummary {
  pages: number;
  seconds: number;
}

/** Copies the searchable pages, each to the file of its own address; returns how many. */
function stageSearchablePages(publicDir: string, stageDir: string): number {
  let pages = 0;
  for (const file of publicHtmlFiles(publicDir)) {
    const sitePath = sitePathOf(file);
    const html = withoutNullCharacters(fs.readFileSync(path.join(publicDir, file), "utf8"));
    if (sitePath === null || !isSearchablePage(html, sitePath)) continue;
    const staged = path.join(stageDir, builtHtmlFile(sitePath));
    fs.mkdirSync(path.dirname(staged), { recursive: true });
    fs.writeFileSync(staged, html);
    pages += 1;
  }
  return pages;
}

export function writeSearchIndex(publicDir: string): SearchIndexSummary {
  const started = Date.now();
  const stageDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-pages-"));
  const outputPath = path.join(publicDir, SEARCH_INDEX_FOLDER);
  try {
    const pages = stageSearchablePages(publicDir, stageDir);
    // A page removed since the last build must not stay findable.
    fs.rmSync(outputPath, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      [PAGEFIND_CLI, "--site", stageDir, "--output-path", outputPath, "--quiet"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    for (const name of fs.readdirSync(outputPath)) {
      if (UNUSED_FILE.test(name)) fs.rmSync(path.join(outputPath, name));
    }
    return { pages, seconds: (Date.now() - started) / 1000 };
  } finally {
    fs.rmSync(stageDir, { recursive: true, force: true });
  }
}
