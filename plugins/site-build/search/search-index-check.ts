/**
 * What a deploy must hold for site search to work: Pagefind's runtime and its WebAssembly, the
 * entry file, and an index of exactly the pages the build marks searchable. Read by
 * `npm run check:deploy` on the output Netlify publishes.
 */
import fs from "node:fs";
import path from "node:path";
import { withoutNullCharacters } from "../built-html/built-html";
import { publicHtmlFiles } from "../built-html/public-html-files";
import { sitePathOf } from "../deploy/page-files";
import { isSearchablePage } from "./searchable-page";
import { SEARCH_INDEX_FOLDER } from "./write-search-index";

/** pagefind-entry.json: the index's languages and how many pages each holds. */
interface SearchIndexEntry {
  languages?: Record<string, { page_count?: number; wasm?: string }>;
}

export interface SearchIndexReport {
  problems: string[];
  /** Pages in the index, over every language. */
  indexedPages: number;
  files: number;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function checkSearchIndex(publicDir: string): SearchIndexReport {
  const dir = path.join(publicDir, SEARCH_INDEX_FOLDER);
  const where = `public/${SEARCH_INDEX_FOLDER}/`;
  const problems: string[] = [];
  const entryFile = path.join(dir, "pagefind-entry.json");
  if (!fs.existsSync(entryFile)) {
    return {
      problems: [`${where}pagefind-entry.json is missing: no search index`],
      indexedPages: 0,
      files: 0,
    };
  }
  const entry = JSON.parse(fs.readFileSync(entryFile, "utf8")) as SearchIndexEntry;
  const languages = Object.entries(entry.languages ?? {});
  const indexedPages = languages.reduce((sum, [, language]) => sum + (language.page_count ?? 0), 0);
  if (!fs.existsSync(path.join(dir, "pagefind.js")))
    problems.push(`${where}pagefind.js is missing`);
  for (const [name, language] of languages) {
    const wasm = `wasm.${language.wasm ?? name}.pagefind`;
    if (!fs.existsSync(path.join(dir, wasm))) problems.push(`${where}${wasm} is missing`);
  }
  const searchable = publicHtmlFiles(publicDir).filter((file) => {
    const sitePath = sitePathOf(file);
    if (sitePath === null) return false;
    const html = withoutNullCharacters(fs.readFileSync(path.join(publicDir, file), "utf8"));
    return isSearchablePage(html, sitePath);
  }).length;
  if (indexedPages !== searchable) {
    problems.push(
      `${where}: the index holds ${indexedPages} pages, the site has ${searchable} to find`,
    );
  }
  return { problems, indexedPages, files: filesUnder(dir).length };
}
