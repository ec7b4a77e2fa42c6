/**
 * How wide a title and a description are in Google's search results, and where Google cuts
 * them. Google cuts by width, not by characters: on a desktop result a title is set in Arial at
 * 20 px and cut past about 600 px; a description is cut past about 920 px, which the SEO tools
 * reviewers use quote as roughly 155 to 160 characters. Descriptions are measured at Arial 13 px:
 * at that size 920 px holds those 155 to 160 characters of ordinary prose (at 14 px it would
 * hold about 140). Google publishes no exact limit, so these are guides, not rules.
 *
 * Widths come from Arial's advance widths, in its 2,048 units per em, for the characters the
 * site's copy uses. They were read from Liberation Sans Regular (the hmtx table of
 * /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf), whose advance widths are
 * the same as Arial's glyph for glyph (it was drawn to be metric-compatible). Kerning is left
 * out, as search results set titles without it at these sizes. A character not in the table
 * counts as a lower-case "n" (1,139 units), close to the average of running text.
 */

const UNITS_PER_EM = 2048;

/** Arial's advance width of each character, in units of 1/2048 em. */
// prettier-ignore
const ARIAL_ADVANCE: Readonly<Record<string, number>> = {
  " ": 569, "!": 569, '"': 727, "#": 1139, $: 1139, "%": 1821, "&": 1366, "'": 391,
  "(": 682, ")": 682, "*": 797, "+": 1196, ",": 569, "-": 682, ".": 569, "/": 569,
  "0": 1139, "1": 1139, "2": 1139, "3": 1139, "4": 1139, "5": 1139, "6": 1139, "7": 1139,
  "8": 1139, "9": 1139, ":": 569, ";": 569, "<": 1196, "=": 1196, ">": 1196, "?": 1139,
  "@": 2079, A: 1366, B: 1366, C: 1479, D: 1479, E: 1366, F: 1251, G: 1593,
  H: 1479, I: 569, J: 1024, K: 1366, L: 1139, M: 1706, N: 1479, O: 1593,
  P: 1366, Q: 1593, R: 1479, S: 1366, T: 1251, U: 1479, V: 1366, W: 1933,
  X: 1366, Y: 1366, Z: 1251, "[": 569, "\\": 569, "]": 569, "^": 961, _: 1139,
  "`": 682, a: 1139, b: 1139, c: 1024, d: 1139, e: 1139, f: 569, g: 1139,
  h: 1139, i: 455, j: 455, k: 1024, l: 455, m: 1706, n: 1139, o: 1139,
  p: 1139, q: 1139, r: 682, s: 1024, t: 569, u: 1139, v: 1024, w: 1479,
  x: 1024, y: 1024, z: 1024, "{": 684, "|": 532, "}": 684, "~": 1196,
  "£": 1139, "€": 1139, "©": 1509, "®": 1509, "°": 819, "–": 1139, "—": 2048, "‘": 455,
  "’": 455, "“": 682, "”": 682, "…": 2048, "•": 717, "·": 569, "×": 1196, "÷": 1124,
  é: 1139, è: 1139, ê: 1139, ë: 1139, á: 1139, à: 1139, â: 1139, ä: 1139,
  í: 569, ì: 569, î: 569, ï: 569, ó: 1139, ò: 1139, ô: 1139, ö: 1139,
  ú: 1139, ù: 1139, û: 1139, ü: 1139, ç: 1024, ñ: 1139, ß: 1251, É: 1366, À: 1366,
};

/** What a character missing from the table counts as: a lower-case "n". */
const DEFAULT_ADVANCE = 1139;

/** How a search result sets a title and a description, and how wide each may be. */
export const SEARCH_RESULT = {
  title: { fontSizePx: 20, maxWidthPx: 600 },
  description: { fontSizePx: 13, maxWidthPx: 920 },
} as const;

export type SearchResultPart = keyof typeof SEARCH_RESULT;

/** The width of a text in Arial at a size, in CSS pixels (rounded to one decimal). */
export function arialWidth(text: string, fontSizePx: number): number {
  let units = 0;
  for (const character of text) units += ARIAL_ADVANCE[character] ?? DEFAULT_ADVANCE;
  return Math.round(((units * fontSizePx) / UNITS_PER_EM) * 10) / 10;
}

/** The width of a title or description as a search result sets it, in pixels. */
export function searchResultWidth(part: SearchResultPart, text: string): number {
  return arialWidth(text, SEARCH_RESULT[part].fontSizePx);
}

const ELLIPSIS = " …";

/**
 * The text as a search result shows it: whole when it fits, else cut after the last whole word
 * that leaves room for " …" within the width (or inside a word too long to cut between words).
 */
export function searchResultText(part: SearchResultPart, text: string): string {
  const { fontSizePx, maxWidthPx } = SEARCH_RESULT[part];
  const clean = text.replace(/\s+/g, " ").trim();
  if (arialWidth(clean, fontSizePx) <= maxWidthPx) return clean;
  const room = maxWidthPx - arialWidth(ELLIPSIS, fontSizePx);
  const words = clean.split(" ");
  let shown = "";
  for (const word of words) {
    const next = shown === "" ? word : `${shown} ${word}`;
    if (arialWidth(next, fontSizePx) > room) break;
    shown = next;
  }
  if (shown === "") {
    // One word wider than the whole line: cut inside it.
    for (const character of clean) {
      if (arialWidth(shown + character, fontSizePx) > room) break;
      shown += character;
    }
  }
  return `${shown.replace(/[\s,;:–—-]+$/, "")}${ELLIPSIS}`;
}

/** Whether a search result cuts the text. */
export function isCutInSearchResults(part: SearchResultPart, text: string): boolean {
  const { fontSizePx, maxWidthPx } = SEARCH_RESULT[part];
  return arialWidth(text.replace(/\s+/g, " ").trim(), fontSizePx) > maxWidthPx;
}
