/**
 * The site's icons in every page's head. The SVG favicon goes inline as a data: URL: as a file,
 * the browser's own request for it opens another connection while the page's first image
 * downloads and takes a share of the bandwidth that image needs, and on a slow phone network
 * that can put the largest paint a round trip later. The PNG (browsers without SVG icons) and
 * the touch icon stay files, which is also what search engines read.
 */
import fs from "node:fs";
import path from "node:path";

/** The favicon drawn by `npm run images` (plugins/site-build/artwork/brand.ts). */
export const FAVICON_SVG_FILE = "static/favicon.svg";

/**
 * Characters a URL may carry as they are (RFC 3986's path characters) and React writes into an
 * attribute as they are (so not ' or &, which it would escape as &#x27; and &amp;); all else is
 * %-encoded.
 */
const URL_SAFE = /[A-Za-z0-9\-._~!$()*+,;=:@/]/;

/** Every UTF-8 byte of the character as %XX (encodeURIComponent leaves ' as it is). */
const percentEncoded = (character: string): string =>
  [...Buffer.from(character, "utf8")]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
    .join("");

/**
 * The SVG as a short valid data: URL: whitespace between tags dropped, and every character a
 * URL cannot carry %-encoded (so an HTML checker reads it as a valid URL, spaces included).
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, "><");
  let encoded = "";
  for (const character of compact) {
    encoded += URL_SAFE.test(character) ? character : percentEncoded(character);
  }
  return `data:image/svg+xml,${encoded}`;
}

/** The favicon of the site in `siteDir` as a data: URL; throws, naming the file, if it is missing. */
export function faviconDataUrl(siteDir: string): string {
  const file = path.join(siteDir, FAVICON_SVG_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${FAVICON_SVG_FILE} is missing: npm run images draws it`);
  }
  return svgDataUrl(fs.readFileSync(file, "utf8"));
}
