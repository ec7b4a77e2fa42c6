/**
 * Rendering helpers: SVG -> PNG via sharp (librsvg) with an automatic
 * palette/true-colour choice, idempotent writes, text measuring, text fitting
 * and a "nothing is clipped" check.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

import { FONT, escapeXml } from "./core";

/** One file to generate: an SVG written as it is (.svg) or rendered to PNG. */
export interface Output {
  /** Path from the repository root. */
  file: string;
  svg: string;
  /** "auto" keeps a 256-colour PNG when it is visually lossless (PSNR >= 38 dB). */
  palette?: "auto" | "never";
  /** Nothing may come closer than `margin` px to the edges of `svg` (default: the output's). */
  fit?: { margin: number; svg?: string };
}

/** Writes the file only when its bytes changed: reruns leave the tree untouched. */
export async function writeIfChanged(file: string, data: Buffer | string): Promise<boolean> {
  const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  if ((await readFile(file).catch(() => null))?.equals(buf)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, buf);
  return true;
}

const rgba = (input: Buffer) =>
  sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/** The PNG's bytes for `svg` (a 256-colour palette when visually lossless), and which it is. */
export async function encodePng(svg: string, mode: Output["palette"] = "auto") {
  const { data, info } = await rgba(Buffer.from(svg, "utf8"));
  let opaque = true;
  for (let i = 3; i < data.length && opaque; i += 4) opaque = data[i] === 255;
  const raw = { width: info.width, height: info.height, channels: 4 as const };
  const base = (): sharp.Sharp =>
    opaque ? sharp(data, { raw }).removeAlpha() : sharp(data, { raw });
  let [out, psnr]: [Buffer | null, number] = [null, 99];
  if (mode === "auto") {
    const options = { palette: true, quality: 100, effort: 10, dither: 0.6, compressionLevel: 9 };
    const pal = await base().png(options).toBuffer();
    const back = (await rgba(pal)).data;
    let se = 0;
    for (let i = 0; i < data.length; i++) se += (data[i] - back[i]) ** 2;
    psnr = se === 0 ? 99 : 10 * Math.log10((255 * 255) / (se / data.length));
    if (psnr >= 38) out = pal;
  }
  const note = out ? `palette ${psnr.toFixed(1)}dB` : "truecolour";
  out ??= await base().png({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 }).toBuffer();
  return { png: out, note };
}

/** Ink extents relative to the text origin (x = start, y = baseline), in px. */
export type InkBox = Record<"left" | "right" | "top" | "bottom" | "width" | "height", number>;
export type Weight = 700 | "normal";

/** Renders `svg` and trims it: where the ink starts and how big it is. */
async function trim(svg: string) {
  const { info } = await sharp(Buffer.from(svg, "utf8"))
    .trim({ threshold: 1 })
    .toBuffer({ resolveWithObject: true });
  return { x: -(info.trimOffsetLeft ?? 0), y: -(info.trimOffsetTop ?? 0), ...info };
}

const measured = new Map<string, Promise<InkBox>>();

/**
 * The ink box of `content` (plain text, or tspans when `raw` is set) at `size`
 * px in the brand font, measured by rendering it with librsvg.
 */
export function measureText(
  content: string,
  size: number,
  weight: Weight = 700,
  opts: { raw?: boolean; letterSpacing?: number } = {},
): Promise<InkBox> {
  const key = JSON.stringify([content, size, weight, opts]);
  const hit = measured.get(key);
  if (hit) return hit;
  const [pad, baseline] = [Math.ceil(size), Math.ceil(size * 2)];
  const width = Math.ceil(size * (content.length + 4) * 0.9 + pad * 2);
  const spacing = opts.letterSpacing ? ` letter-spacing="${opts.letterSpacing}"` : "";
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.ceil(size * 3)}">` +
    `<text x="${pad}" y="${baseline}" font-family="${FONT}" font-weight="${weight}" ` +
    `font-size="${size}"${spacing} fill="#000">${opts.raw ? content : escapeXml(content)}</text></svg>`;
  const box = trim(svg).then(({ x, y, width: w, height: h }) => {
    const [left, top] = [x - pad, y - baseline];
    return { left, right: left + w, top, bottom: top + h, width: w, height: h };
  });
  measured.set(key, box);
  return box;
}

/** Lines of text at a font size, the ink box of each line, and the baseline-to-baseline step. */
export type TextBlock = { lines: string[]; size: number; boxes: InkBox[]; step: number };

/** The box and sizes allowed; `oneLineBonus` favours one line (its size counts that much more). */
export type FitOptions = { maxW: number; maxH: number; maxSize: number; minSize: number } & {
  maxLines?: number;
  weight?: Weight;
  lineGap?: number;
  oneLineBonus?: number;
};

/**
 * Breaks `text` at spaces into at most `maxLines` even lines and picks the
 * largest font size at which the block fits maxW x maxH (cap height of the
 * first line to the descenders of the last). Throws when minSize does not fit.
 */
export async function fitText(text: string, o: FitOptions): Promise<TextBlock> {
  const [REF, gap, weight] = [60, o.lineGap ?? 1.18, o.weight ?? 700];
  const ink = async (str: string): Promise<number> => (await measureText(str, REF, weight)).width;
  const words = text.split(/\s+/).filter(Boolean);
  // Estimated widths (words plus spaces) choose the breaks; the chosen lines are measured.
  const wordW = await Promise.all(words.map(ink));
  const space = (await ink("x x")) - 2 * (await ink("x"));
  const width = (a: number, b: number): number =>
    wordW.slice(a, b).reduce((sum, w) => sum + w + space, -space);
  /** Breaks words[start..] into `count` lines with the least sum of width^4: even lines. */
  const split = (start: number, count: number): { cost: number; ends: number[] } => {
    if (count === 1) return { cost: width(start, words.length) ** 4, ends: [words.length] };
    let best = { cost: Infinity, ends: [] as number[] };
    for (let end = start + 1; end <= words.length - count + 1; end++) {
      const rest = split(end, count - 1);
      const cost = width(start, end) ** 4 + rest.cost;
      if (cost < best.cost) best = { cost, ends: [end, ...rest.ends] };
    }
    return best;
  };
  let best = { lines: [] as string[], size: 0, score: 0 };
  for (let count = 1; count <= Math.min(o.maxLines ?? 1, words.length); count++) {
    const { ends } = split(0, count);
    const lines = ends.map((end, i) => words.slice(i === 0 ? 0 : ends[i - 1], end).join(" "));
    const widest = Math.max(...(await Promise.all(lines.map(ink))));
    const byH = o.maxH / (0.73 + (count - 1) * gap + 0.24);
    const size = Math.floor(Math.min((o.maxW / widest) * REF, byH, o.maxSize) * 2) / 2;
    const score = size * (count === 1 ? (o.oneLineBonus ?? 1) : 1);
    if (score > best.score + 0.01) best = { lines, size, score };
  }
  if (best.size < o.minSize) {
    throw new Error(`"${text}" does not fit ${o.maxW}x${o.maxH} at ${o.minSize}px or more`);
  }
  const boxes = await Promise.all(best.lines.map((l) => measureText(l, best.size, weight)));
  return { lines: best.lines, size: best.size, boxes, step: best.size * gap };
}

/**
 * Renders `svg` (only the elements to check, on a transparent background):
 * the free margin on each side, and whether every side keeps `minMargin` px.
 */
export async function checkFit(svg: string, minMargin: number) {
  const [meta, ink] = await Promise.all([sharp(Buffer.from(svg, "utf8")).metadata(), trim(svg)]);
  const [right, bottom] = [
    (meta.width ?? 0) - ink.x - ink.width,
    (meta.height ?? 0) - ink.y - ink.height,
  ];
  const margins = `l${ink.x} t${ink.y} r${right} b${bottom}`;
  return { ok: Math.min(ink.x, ink.y, right, bottom) >= minMargin, margins };
}
