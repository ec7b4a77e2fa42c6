/**
 * The site's SVG favicon goes inline in every page's head as a data: URL. As a file, the
 * browser's own request for it opens another connection while the page's first image
 * downloads and takes a share of the bandwidth that image needs; on a slow phone network that
 * can put the largest paint a round trip later. The PNG (browsers without SVG icons) and the
 * touch icon stay files, which is also what search engines read. No file is read here: the
 * pages' server rendering imports this, and Gatsby renders every page again on every build
 * once that rendering reads a file.
 */
import { FAVICON_SVG } from "../artwork/mark";

/**
 * Characters a URL may carry as they are (RFC 3986's path characters) and React writes into an
 * attribute as they are (so not ' or &, which it would escape as &#x27; and &amp;); all else is
 * %-encoded.
 */
const URL_SAFE = /[A-Za-z0-9\-._~!$()*+,;=:@/]/;

/** Every UTF-8 byte of the character as %XX (encodeURIComponent leaves ' as it is). */
const percentEncoded = (character: string): string =>
  [...new TextEncoder().encode(character)]
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

/** The favicon (artwork/mark.ts) as every page's head links it. */
export const FAVICON_DATA_URL = svgDataUrl(FAVICON_SVG);
