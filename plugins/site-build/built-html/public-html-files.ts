import fs from "node:fs";
import path from "node:path";
import { CMS_ADMIN_FOLDER } from "../../../src/lib/admin-page";

/**
 * Gatsby's own folders of public/ hold data, assets and slice fragments, not pages; the admin
 * page (Decap CMS) is its own entry with its own policy, checked by its own tests.
 */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby", "~partytown", CMS_ADMIN_FOLDER]);

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
