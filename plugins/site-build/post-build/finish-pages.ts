/**
 * The build's last steps on every built page (gatsby-node's onPostBuild), each page read once,
 * parsed twice and written once:
 *
 * 1. Its scripts: Gatsby's script tags become the list the after-first-paint loader starts
 *    (src/hydration/scripts-after-first-paint.ts), with the page's own chunks added, found
 *    from its page data (which template it uses) and webpack.stats.json (which files that
 *    template's chunk group has; see built-html/page-chunk-scripts.ts for why). Gatsby's inline
 *    chunk mapping, the same on every page, moves to one file named by its hash, first in each
 *    list.
 * 2. Its Content-Security-Policy: the hashes of its final inline scripts (so parsed again after
 *    step 1) in a meta tag; public/_headers gives the page its caching beside the site's
 *    other headers. Gatsby's own inline scripts
 *    (window.pagePath, the compilation hash) differ from page to page and build to build, so
 *    this can only run on the final HTML.
 */
import fs from "node:fs";
import path from "node:path";
import { CMS_ADMIN_FOLDER } from "../../../src/lib/admin-page";
import { isCompressedCopy } from "./precompress-files";
import { contentSecurityPolicy } from "../../../src/lib/content-security-policy";
import { headersFile, isHashedAsset } from "../../../src/lib/security-headers";
import { pageDataFile, readPageData, readWebpackStats } from "../built-html/build-files";
import { BuiltPage, withEdits, withoutNullCharacters } from "../built-html/built-html";
import { contentHash, writeContentNamedFile } from "../built-html/content-named-files";
import { inlineScriptHashes, policyMetaEdits } from "../built-html/inline-scripts";
import {
  builtPagePath,
  pageChunkScripts,
  type WebpackStats,
} from "../hydration/page-chunk-scripts";
import {
  chunkMappingFile,
  chunkMappingRemoval,
  inlineChunkMapping,
  scriptListEdits,
} from "../hydration/page-scripts";
import { publicHtmlFiles } from "../built-html/public-html-files";
import { sitePathOf } from "../deploy/page-files";

export interface FinishedPages {
  /** Pages whose scripts were listed for the loader (every built page). */
  pages: number;
  /** Pages given a Content-Security-Policy (every page a visitor can reach). */
  policies: number;
  hashedAssets: number;
}

/** Writes the chunk mapping's file (once per content) and returns its site path. */
function writeChunkMapping(publicDir: string, mapping: string): string {
  const file = chunkMappingFile(contentHash(mapping));
  writeContentNamedFile(publicDir, file, `${mapping}\n`);
  return file;
}

/** Step 1 on one page: its text with the script list and without the inline chunk mapping. */
function withPageScripts(
  publicDir: string,
  stats: WebpackStats,
  file: string,
  html: string,
): string {
  const page = new BuiltPage(html);
  const pagePath = builtPagePath(page);
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
  const mapping = inlineChunkMapping(page);
  const leading = mapping === null ? [] : [writeChunkMapping(publicDir, mapping)];
  return withEdits(html, [
    ...chunkMappingRemoval(page),
    ...scriptListEdits(page, pageChunkScripts(stats, componentChunkName), leading),
  ]);
}

/** The files of the admin page's own folder (its page, scripts and licences), by name. */
function adminFiles(publicDir: string): string[] {
  const folder = path.join(publicDir, CMS_ADMIN_FOLDER);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !isCompressedCopy(entry.name))
    .map((entry) => entry.name);
}

export function finishPages(publicDir: string): FinishedPages {
  const stats = readWebpackStats(publicDir);
  if (stats === null) throw new Error("public/webpack.stats.json is missing");
  const policies: string[] = [];
  let pages = 0;
  for (const file of publicHtmlFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const built = fs.readFileSync(full, "utf8");
    // Without the renderer's padding first: it could fall inside an inline script too.
    let html = withPageScripts(publicDir, stats, file, withoutNullCharacters(built));
    pages += 1;
    const sitePath = sitePathOf(file);
    if (sitePath !== null) {
      const page = new BuiltPage(html);
      const scriptHashes = inlineScriptHashes(page);
      const policy = contentSecurityPolicy({ scriptHashes, delivery: "meta" });
      html = withEdits(html, policyMetaEdits(page, policy));
      policies.push(sitePath);
    }
    if (html !== built) fs.writeFileSync(full, html);
  }
  const hashedAssets = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isHashedAsset(entry.name))
    .map((entry) => `/${entry.name}`);
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile({ pages: policies, hashedAssets, adminFiles: adminFiles(publicDir) }),
  );
  return { pages, policies: policies.length, hashedAssets: hashedAssets.length };
}
