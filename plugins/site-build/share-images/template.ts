/**
 * The share card (1200x630) of a service, case study or article: the kind of page as a
 * small label, the page's title in large type and the brand lock-up, on the light
 * brand palette with the mark's bridge arch and a few network nodes as decoration. Pure: text in, SVG out. Text is
 * set in DejaVu Sans like the rest of the artwork (a local font, the same on every build
 * machine); its width is estimated from the font's advance widths, so no rendering is
 * needed to lay a card out.
 */
import {
  C,
  Defs,
  FONT,
  Rng,
  circle,
  escapeXml,
  f,
  fill,
  n,
  path,
  s,
  segment,
  svgDoc,
} from "../artwork/core";
import { scatterNetwork } from "../artwork/hero";
import { badge, badgeGradient } from "../artwork/mark";
import { SHARE_IMAGE_SIZE } from "../../../src/lib/share-image";
import { THEMES } from "../../../src/theme/tokens";

export interface ShareCardText {
  title: string;
  kicker: string;
  brand: string;
}

const { width: W, height: H } = SHARE_IMAGE_SIZE;
const ink = THEMES.light;
const MARGIN = 80;
/** The title may use the whole width between the margins. */
export const TITLE_MAX_WIDTH = W - 2 * MARGIN;
export const TITLE_MAX_LINES = 3;
const TITLE_SIZES = { max: 76, min: 46, step: 2 } as const;
export const TITLE_TRACKING = -0.015;
const LINE_HEIGHT = 1.16;
const KICKER_SIZE = 22;
const KICKER_TRACKING = 2.5;

/** Advance widths of DejaVu Sans Bold in em, by character (measured with librsvg). */
const BOLD_ADVANCE = new Map<string, number>(
  (
    [
      [0.31, "'"],
      [0.34, "ijl"],
      [0.35, " "],
      [0.37, "IJ/\\|"],
      [0.38, ",."],
      [0.4, ":;"],
      [0.42, "-"],
      [0.44, "f"],
      [0.46, "!()[]"],
      [0.48, "t"],
      [0.49, "r"],
      [0.5, "_`–"],
      [0.52, '"*‘’'],
      [0.58, "?z"],
      [0.59, "c"],
      [0.6, "s"],
      [0.64, "L"],
      [0.65, "vxy"],
      [0.67, "ak"],
      [0.68, "EFSe"],
      [0.69, "o"],
      [0.7, "0123456789$T£"],
      [0.71, "hnu{}"],
      [0.72, "bdgpqY"],
      [0.73, "CPZ"],
      [0.76, "B"],
      [0.77, "AKRVX"],
      [0.78, "·"],
      [0.81, "U"],
      [0.82, "G"],
      [0.83, "D"],
      [0.84, "HN#+<=>^~"],
      [0.85, "OQ"],
      [0.87, "&"],
      [0.92, "w"],
      [1, "%@M—…"],
      [1.04, "m"],
      [1.1, "W"],
    ] as const
  ).flatMap(([em, chars]) => [...chars].map((ch): [string, number] => [ch, em])),
);
/** Anything else (accented letters, other symbols) counts as a wide letter. */
const DEFAULT_ADVANCE = 0.72;

/** Estimated width in px of `text` in DejaVu Sans Bold at `size`, with `tracking` px after each character. */
export function textWidth(text: string, size: number, tracking = 0): number {
  let em = 0;
  for (const ch of text) em += BOLD_ADVANCE.get(ch) ?? DEFAULT_ADVANCE;
  return em * size + tracking * [...text].length;
}

/** Estimated width of a title line at `size`, with the title's tighter letter spacing. */
export const titleWidth = (line: string, size: number): number =>
  textWidth(line, size, size * TITLE_TRACKING);

/** Cuts `line` at the end, adding an ellipsis, until it is no wider than `maxWidth`. */
function ellipsize(line: string, size: number, maxWidth: number): string {
  let chars = [...line];
  while (chars.length > 0 && titleWidth(`${chars.join("").trimEnd()}…`, size) > maxWidth) {
    chars = chars.slice(0, -1);
  }
  return `${chars.join("").trimEnd()}…`;
}

/**
 * Breaks words into `count` lines no wider than `maxWidth`, as even as possible
 * (least sum of squared free space); null when they do not fit.
 */
function evenLines(words: string[], count: number, size: number, maxWidth: number) {
  const line = (a: number, b: number): string => words.slice(a, b).join(" ");
  const best = (start: number, left: number): { cost: number; ends: number[] } | null => {
    if (left === 1) {
      const slack = maxWidth - titleWidth(line(start, words.length), size);
      return slack < 0 ? null : { cost: slack ** 2, ends: [words.length] };
    }
    let found: { cost: number; ends: number[] } | null = null;
    for (let end = start + 1; end <= words.length - left + 1; end++) {
      const slack = maxWidth - titleWidth(line(start, end), size);
      if (slack < 0) break;
      const rest = best(end, left - 1);
      if (rest && (!found || slack ** 2 + rest.cost < found.cost)) {
        found = { cost: slack ** 2 + rest.cost, ends: [end, ...rest.ends] };
      }
    }
    return found;
  };
  const split = best(0, count);
  return split && split.ends.map((end, i) => line(i === 0 ? 0 : split.ends[i - 1], end));
}

export interface WrappedTitle {
  lines: string[];
  size: number;
}

/**
 * The title at the largest size at which it fits `maxLines` lines of `maxWidth`,
 * in as few and as even lines as that size allows. A title too long even at the
 * smallest size fills the lines and ends with an ellipsis.
 */
export function wrapTitle(
  title: string,
  maxWidth = TITLE_MAX_WIDTH,
  maxLines = TITLE_MAX_LINES,
): WrappedTitle {
  const words = title.split(/\s+/).filter(Boolean);
  for (let size = TITLE_SIZES.max; size >= TITLE_SIZES.min; size -= TITLE_SIZES.step) {
    for (let count = 1; count <= Math.min(maxLines, words.length); count++) {
      const lines = evenLines(words, count, size, maxWidth);
      if (lines) return { lines, size };
    }
  }
  // Too long: fill the lines word by word at the smallest size; the last line takes
  // the rest of the words and is cut with an ellipsis.
  const size = TITLE_SIZES.min;
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.length - 1;
    const room = last >= 0 && titleWidth(`${lines[last]} ${word}`, size) <= maxWidth;
    if (last >= 0 && (room || lines.length === maxLines)) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  const fitted = lines.map((l) =>
    titleWidth(l, size) > maxWidth ? ellipsize(l, size, maxWidth) : l,
  );
  return { lines: fitted, size };
}

/** The brand name with its last word in the accent colour, as the logo sets it. */
function brandWords(brand: string, accent: string): string {
  const words = brand.trim().split(/\s+/);
  if (words.length < 2) return escapeXml(brand);
  const last = words.pop() ?? "";
  return `${escapeXml(words.join(" "))} <tspan fill="${accent}">${escapeXml(last)}</tspan>`;
}

/**
 * The bridge arch of the mark, very faint, top right; and a few connected nodes in the
 * footer, right of the lock-up, where they never cross the text.
 */
function decoration(seed: string): string {
  const rng = new Rng(seed);
  const weight = (x: number): number => Math.min(1, Math.max(0.15, (x - 560) / 420));
  const opts = { count: 14, minDist: 54, k: 2, maxEdge: 150, hubChance: 0.25, weight };
  const { nodes, edges } = scatterNetwork(rng, [600, 534, 1112, 606], opts);
  const links = edges.map(([a, b]) =>
    segment(nodes[a].x, nodes[a].y, nodes[b].x, nodes[b].y, s(ink.primary, 1.5, 0.2)),
  );
  const dots = nodes.map(({ x, y, hub }) =>
    hub
      ? circle(x, y, 12, s(ink.accent, 1.2, 0.3)) + circle(x, y, 5, f(ink.accent, 0.8))
      : circle(x, y, 3.4, f(ink.primary, 0.35)),
  );
  const arch = path("M760 420C840 -40 1120 -40 1200 420", s(ink.primary, 34, 0.045));
  return arch + links.join("") + dots.join("");
}

/** The share card as an SVG document. */
export function shareImageSvg({ title, kicker, brand }: ShareCardText): string {
  const d = new Defs("share");
  const { lines, size } = wrapTitle(title);
  const kickerText = kicker.toUpperCase();
  const kickerWidth = textWidth(kickerText, KICKER_SIZE, KICKER_TRACKING);
  const pill = { h: 46, padX: 20 };
  // Label and title as one block, centred between the top bar and the footer rule.
  const step = size * LINE_HEIGHT;
  const titleHeight = size * 0.73 + (lines.length - 1) * step + size * 0.24;
  const gap = 40;
  const blockTop = 14 + (508 - 14 - (pill.h + gap + titleHeight)) / 2;
  const firstBaseline = blockTop + pill.h + gap + size * 0.73;
  const font = (px: number, weight = "700") =>
    `font-family="${FONT}" font-size="${n(px)}" font-weight="${weight}"`;
  const titleLines = lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${n(firstBaseline + i * step)}" ${font(size)} ` +
        `letter-spacing="${n(size * TITLE_TRACKING)}" fill="${ink.text}">${escapeXml(line)}</text>`,
    )
    .join("");
  const backdrop = d.linear(`0 ${ink.bg}, .55 ${ink.bg}, 1 ${ink.surface}`, [0, 0, 1, 1]);
  const topBar = d.linear(`0 ${ink.primary}, .6 ${C.blue}, 1 ${C.cyan}`, [0, 0, 1, 0]);
  const body = [
    fill(W, H, backdrop),
    decoration(title),
    fill(W, 14, topBar),
    // The label: the kind of page, in a soft pill.
    `<rect x="${MARGIN}" y="${n(blockTop)}" width="${n(kickerWidth + 2 * pill.padX - KICKER_TRACKING)}" ` +
      `height="${pill.h}" rx="${pill.h / 2}" fill="${C.blueMist}"/>`,
    `<text x="${MARGIN + pill.padX}" y="${n(blockTop + pill.h / 2 + KICKER_SIZE * 0.36)}" ` +
      `${font(KICKER_SIZE)} letter-spacing="${KICKER_TRACKING}" fill="${ink.primary}">` +
      `${escapeXml(kickerText)}</text>`,
    titleLines,
    // Footer: a rule, then the lock-up (badge and brand name) as on the site's header.
    segment(MARGIN, 508, W - MARGIN, 508, s(ink.border, 2)),
    `<defs>${badgeGradient("share-badge")}</defs>`,
    `<g transform="translate(${MARGIN} 536) scale(${n(60 / 64)})">${badge("share-badge")}</g>`,
    `<text x="${MARGIN + 78}" y="578" ${font(34)} letter-spacing="-0.5" fill="${C.navy}">` +
      `${brandWords(brand, ink.primary)}</text>`,
  ];
  return svgDoc(W, H, d, body.join(""));
}
