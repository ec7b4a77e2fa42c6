import fs from "node:fs";
import path from "node:path";

/** Gatsby's own folders of public/ hold data, assets and slice fragments, not pages. */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby", "~partytown"]);

/** Every built page's HTML file, relative to public/ ("index.html", "about/index.html"). */
export function publicHtmlFiles(dir: string, base = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return NOT_PAGES.has(relative) ? [] : publicHtmlFiles(path.join(dir, entry.name), relative);
    }
    return entry.isFile() && entry.name.endsWith(".html") ? [relative] : [];
  });
}
