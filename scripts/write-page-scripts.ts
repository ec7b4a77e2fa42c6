/**
 * A build step (gatsby-node's onPostBuild, before the Content-Security-Policy is written): in
 * each built page, turns Gatsby's script tags into the list the after-first-paint loader starts
 * (src/lib/hydration/scripts-after-first-paint.ts), and adds the page's own chunks to it, found
 * from its page data (which template it uses) and webpack.stats.json (which files that
 * template's chunk group has; see src/lib/page-chunk-scripts.ts for why).
 */
import fs from "node:fs";
import path from "node:path";
import { withoutNullCharacters } from "../src/lib/built-html";
import { withScriptsAfterFirstPaint } from "../src/lib/hydration/scripts-after-first-paint";
import {
  builtPagePath,
  pageChunkScripts,
  pageDataFile,
  type WebpackStats,
} from "../src/lib/page-chunk-scripts";
import { publicHtmlFiles } from "./public-html-files";

/** Writes the list into every page that has page data; returns how many pages it wrote. */
export function writePageScripts(publicDir: string): number {
  const stats = JSON.parse(
    fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"),
  ) as WebpackStats;
  let written = 0;
  for (const file of publicHtmlFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const built = fs.readFileSync(full, "utf8");
    // As every step that reads the finished HTML: without the renderer's padding first.
    const html = withoutNullCharacters(built);
    const pagePath = builtPagePath(html);
    if (pagePath === null) continue;
    const dataFile = path.join(publicDir, pageDataFile(pagePath));
    if (!fs.existsSync(dataFile)) {
      throw new Error(`${file} is the page ${pagePath}, but ${pageDataFile(pagePath)} is missing`);
    }
    // page-data.json names the template's chunk beside its result.
    const { componentChunkName } = JSON.parse(fs.readFileSync(dataFile, "utf8")) as {
      componentChunkName?: unknown;
    };
    if (typeof componentChunkName !== "string") {
      throw new Error(`${pageDataFile(pagePath)} names no componentChunkName`);
    }
    const page = withScriptsAfterFirstPaint(html, pageChunkScripts(stats, componentChunkName));
    if (page !== built) fs.writeFileSync(full, page);
    written += 1;
  }
  return written;
}
