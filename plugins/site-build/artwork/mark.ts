/**
 * The brand mark: an "N" of four connected network nodes under a cyan bridge
 * arch, white on a blue rounded badge (64x64 units). Shared by the identity
 * files (brand.ts), the favicon every page carries inline and the pages' share
 * cards, so the mark is drawn in one place. Plain strings, no dependencies: the
 * pages' server rendering imports the favicon from here.
 */
import { C } from "./core";

export const MARK =
  `<g fill="none" stroke-linecap="round"><path d="M9 32C15 9 49 9 55 32" stroke="${C.cyan}" ` +
  `stroke-width="4.5"/><path d="M20 50V27L44 48V25" stroke="#fff" stroke-width="5.5" ` +
  `stroke-linejoin="round"/></g><g fill="#fff"><circle cx="20" cy="50" r="4.2"/>` +
  `<circle cx="20" cy="27" r="4.2"/><circle cx="44" cy="48" r="4.2"/>` +
  `<circle cx="44" cy="25" r="4.2"/></g>`;

/** The badge's blue gradient under the id `id` (goes inside <defs>). */
export const badgeGradient = (id: string): string =>
  `<linearGradient id="${id}" x1="0" y1="1" x2="1" y2="0">` +
  `<stop offset="0" stop-color="${C.blueDark}"/><stop offset=".55" stop-color="${C.blue}"/>` +
  `<stop offset="1" stop-color="${C.blueLight}"/></linearGradient>`;

/** The 64x64 badge (rounded unless square) with the white mark, painted with `paint`. */
export const paintedBadge = (paint: string, square = false): string =>
  `<rect width="64" height="64"${square ? "" : ' rx="15"'} fill="${paint}"/>${MARK}`;

/** The badge filled with gradient `id`. */
export const badge = (id: string, square = false): string => paintedBadge(`url(#${id})`, square);

/** Where the favicon's PNG copy is served (browsers without SVG icons). */
export const FAVICON_PNG_PATH = "/favicon-32.png";

/**
 * The favicon: the badge in the gradient's middle blue, which is all of the gradient a 16 or 32
 * pixel icon shows. Every page carries it inline in its head (plugins/site-build/ssr/favicon.ts),
 * so it is the shortest drawing of the badge; `npm run images` writes it to static/favicon.svg
 * and renders the PNG at FAVICON_PNG_PATH from it.
 */
export const FAVICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 64 64">` +
  `${paintedBadge(C.blue)}</svg>\n`;
