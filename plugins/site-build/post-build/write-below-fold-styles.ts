/**
 * A build step (gatsby-node's onPostBuild, before the Content-Security-Policy and `_headers` are
 * written): in each built page, moves the rules only its sections below the fold use into a
 * linked sheet (built-html/below-fold-styles.ts says why), writing each sheet once.
 */
import fs from "node:fs";
import path from "node:path";
import { splitBelowFoldStyles } from "../built-html/below-fold-styles";
import { withoutNullCharacters } from "../built-html/built-html";
import { publicHtmlFiles } from "../built-html/public-html-files";

/** Splits every page; returns how many pages link a sheet of their below-the-fold rules. */
export function writeBelowFoldStyles(publicDir: string): number {
  let split = 0;
  for (const file of publicHtmlFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const built = fs.readFileSync(full, "utf8");
    const { html, sheet } = splitBelowFoldStyles(withoutNullCharacters(built));
    if (!sheet) continue;
    const sheetFile = path.join(publicDir, sheet.path);
    if (!fs.existsSync(sheetFile)) fs.writeFileSync(sheetFile, sheet.css);
    fs.writeFileSync(full, html);
    split += 1;
  }
  return split;
}
