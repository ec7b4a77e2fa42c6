/**
 * A build step (gatsby-node's onPostBuild, before the Content-Security-Policy is written): in
 * each built page, turns Gatsby's script tags into the list the after-first-paint loader starts
 * (src/lib/hydration/scripts-after-first-paint.ts), and adds the page's own chunks to it, found
 * from its page data (which template it uses) and webpack.stats.json (which files that
 * template's chunk group has; see built-html/page-chunk-scripts.ts for why). Gatsby's inline chunk
 * mapping, the same on every page, moves to one file named by its hash, first in each list.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { withoutNullCharacters } from "../built-html/built-html";
import {
  chunkMappingFile,
  inlineChunkMapping,
  withoutInlineChunkMapping,
  withScriptsAfterFirstPaint,
} from "../built-html/page-scripts";
import { pageDataFile, readPageData, readWebpackStats } from "../built-html/build-files";
import { builtPagePath, pageChunkScripts } from "../built-html/page-chunk-scripts";
import { publicHtmlFiles } from "../built-html/public-html-files";

/** Writes the chunk mapping's file (once per content) and returns its site path. */
function writeChunkMapping(publicDir: string, mapping: string): string {
  const hash = createHash("sha256").update(mapping).digest("hex").slice(0, 20);
  const file = chunkMappingFile(hash);
  const full = path.join(publicDir, file);
  if (!fs.existsSync(full)) fs.writeFileSync(full, `${mapping}\n`);
  return file;
}

/** Writes the list into every page that has page data; returns how many pages it wrote. */
export function writePageScripts(publicDir: string): number {
  const stats = readWebpackStats(publicDir);
  if (stats === null) throw new Error("public/webpack.stats.json is missing");
  let written = 0;
  for (const file of publicHtmlFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const built = fs.readFileSync(full, "utf8");
    // As every step that reads the finished HTML: without the renderer's padding first.
    const html = withoutNullCharacters(built);
    const pagePath = builtPagePath(html);
    if (pagePath === null) {
      // Every page Gatsby 5.16 writes names itself; one that does not means Gatsby changed.
      throw new Error(
        `${file} has no window.pagePath script: Gatsby writes its pages differently from what this step reads (npm run check:gatsby-output names what changed)`,
      );
    }
    const pageData = readPageData(publicDir, pagePath);
    if (pageData === null) {
      throw new Error(`${file} is the page ${pagePath}, but ${pageDataFile(pagePath)} is missing`);
    }
    // page-data.json names the template's chunk beside its result.
    const { componentChunkName } = pageData;
    if (typeof componentChunkName !== "string") {
      throw new Error(`${pageDataFile(pagePath)} names no componentChunkName`);
    }
    const mapping = inlineChunkMapping(html);
    const leading = mapping === null ? [] : [writeChunkMapping(publicDir, mapping)];
    const page = withScriptsAfterFirstPaint(
      withoutInlineChunkMapping(html),
      pageChunkScripts(stats, componentChunkName),
      leading,
    );
    if (page !== built) fs.writeFileSync(full, page);
    written += 1;
  }
  return written;
}
