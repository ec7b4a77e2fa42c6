/**
 * A build step (gatsby-node's onPostBuild, before the Content-Security-Policy and `_headers` are
 * written): in each built page, moves the rules only its sections below the fold use into a
 * linked sheet (below-fold-styles.ts says why), writing each sheet once, its icon
 * masks as one bitmap in public/icons/ (icon-mask-sprite.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { belowFoldStylesFile, splitBelowFoldStyles } from "./below-fold-styles";
import { withoutNullCharacters } from "../built-html/built-html";
import { publicHtmlFiles } from "../built-html/public-html-files";
import { withIconMaskSprite } from "../post-build/icon-mask-sprite";
import { writeContentNamedFile } from "../built-html/content-named-files";

/** Splits every page; returns how many pages link a sheet of their below-the-fold rules. */
export async function writeBelowFoldStyles(publicDir: string): Promise<number> {
  let split = 0;
  const drawn = new Map<string, Promise<Buffer>>();
  // The sheet named by its rules with SVG masks, and by what it holds once they are bitmaps.
  const finalPaths = new Map<string, string>();
  for (const file of publicHtmlFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const built = fs.readFileSync(full, "utf8");
    const { html, sheet } = splitBelowFoldStyles(withoutNullCharacters(built));
    if (!sheet) continue;
    let finalPath = finalPaths.get(sheet.path);
    if (finalPath === undefined) {
      const { css, sprite } = await withIconMaskSprite(sheet.css, drawn);
      if (sprite) writeContentNamedFile(publicDir, sprite.path, sprite.webp);
      finalPath = belowFoldStylesFile(css);
      writeContentNamedFile(publicDir, finalPath, css);
      finalPaths.set(sheet.path, finalPath);
    }
    fs.writeFileSync(full, html.replace(`href="${sheet.path}"`, `href="${finalPath}"`));
    split += 1;
  }
  return split;
}
