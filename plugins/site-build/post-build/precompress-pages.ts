/**
 * The build's very last step: every built page is also written compressed with brotli at its
 * highest quality, beside the page (`index.html.br`), for `npm run serve` to send to browsers
 * that take brotli (scripts/serve/precompressed-pages.ts). On the fly, `gatsby serve` sends
 * brotli at quality 4 (gzip to the rest); quality 11 takes a tenth of a second a page, too slow
 * for every request, and makes the home page's HTML about a sixth smaller, which is what keeps
 * pages within the first round trip (scripts/check-html-size.ts). Netlify compresses pages
 * with brotli itself.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { publicHtmlFiles } from "../built-html/public-html-files";

export const PRECOMPRESSED_SUFFIX = ".br";

export function brotliAtBest(content: Buffer): Buffer {
  return zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/** Writes every page's brotli copy (again, as pages change between builds); returns how many. */
export function precompressPages(publicDir: string): number {
  const pages = publicHtmlFiles(publicDir);
  for (const file of pages) {
    const full = path.join(publicDir, file);
    fs.writeFileSync(`${full}${PRECOMPRESSED_SUFFIX}`, brotliAtBest(fs.readFileSync(full)));
  }
  return pages.length;
}
