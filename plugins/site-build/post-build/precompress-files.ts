/**
 * The build's very last step: every text file in public/ (pages, scripts, styles, page data,
 * SVG, XML) is also written compressed beside itself, with brotli at its highest quality
 * (`app.js.br`) and gzip (`app.js.gz`), for the own server (scripts/serve/) to send to
 * browsers that take either. Brotli's quality 11, too slow to run per request, is what keeps
 * pages within the first round trip (scripts/check-html-size.ts). Netlify compresses with
 * brotli itself.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const PRECOMPRESSED_SUFFIXES = [".br", ".gz"] as const;

/**
 * Whether a file is the compressed copy of the one beside it: an encoding of that file, sent
 * under its address and with its headers, never a file of its own to give rules to.
 */
export function isCompressedCopy(name: string): boolean {
  return PRECOMPRESSED_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/** Text that compresses; images, fonts and Pagefind's fragments are compressed already. */
const TEXT_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".xml",
  ".txt",
  ".webmanifest",
]);

/** Above this, quality 11 takes seconds a file (the CMS's bundle): quality 9 is near it, 5x faster. */
const BEST_QUALITY_MAX_BYTES = 512 * 1024;

export function brotliAtBest(content: Buffer): Buffer {
  return zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]:
        content.length <= BEST_QUALITY_MAX_BYTES ? zlib.constants.BROTLI_MAX_QUALITY : 9,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name)) ? [full] : [];
  });
}

/**
 * Writes the compressed copies of every text file (again, as files change between builds), and
 * removes a stale copy where compressing would not make the file smaller. Returns how many
 * files have copies.
 */
export function precompressFiles(publicDir: string): number {
  let written = 0;
  for (const file of textFiles(publicDir)) {
    const content = fs.readFileSync(file);
    const copies: Array<[string, Buffer]> = [
      [".br", brotliAtBest(content)],
      [".gz", zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION })],
    ];
    let smaller = false;
    for (const [suffix, compressed] of copies) {
      if (compressed.length < content.length) {
        fs.writeFileSync(`${file}${suffix}`, compressed);
        smaller = true;
      } else {
        fs.rmSync(`${file}${suffix}`, { force: true });
      }
    }
    if (smaller) written += 1;
  }
  return written;
}
