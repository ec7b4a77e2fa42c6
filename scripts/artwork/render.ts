/**
 * Rendering helpers: SVG string -> PNG file via sharp (librsvg), with an
 * automatic palette/true-colour choice, idempotent writes, text measuring and
 * a "nothing is clipped" check.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

import { FONT, escapeXml } from "./core";

export interface RenderResult {
  file: string;
  bytes: number;
  mode: "palette" | "truecolour";
  psnr: number;
  written: boolean;
}

export interface RenderOptions {
  /** 'auto' (default) keeps the palette PNG when it is visually lossless. */
  palette?: "auto" | "never" | "always";
  /** Minimum PSNR (dB) for the palette version to be accepted. */
  minPsnr?: number;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function toRawRgba(input: Buffer): Promise<Raw> {
  const { data, info } = await sharp(input)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function psnr(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) return 0;
  let se = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i] - b[i];
    se += d * d;
  }
  const mse = se / a.length;
  return mse === 0 ? 99 : 10 * Math.log10((255 * 255) / mse);
}

function isOpaque(raw: Raw): boolean {
  for (let i = 3; i < raw.data.length; i += 4) if (raw.data[i] !== 255) return false;
  return true;
}

/** Writes the file only when its bytes changed: reruns leave the tree untouched. */
export async function writeIfChanged(file: string, data: Buffer | string): Promise<boolean> {
  const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  try {
    const old = await readFile(file);
    if (old.equals(buf)) return false;
  } catch {
    // missing: write it
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, buf);
  return true;
}

export async function svgToRaw(svg: string): Promise<Raw> {
  return toRawRgba(Buffer.from(svg, "utf8"));
}

export async function renderPng(
  svg: string,
  file: string,
  opts: RenderOptions = {},
): Promise<RenderResult> {
  const mode = opts.palette ?? "auto";
  const minPsnr = opts.minPsnr ?? 38;
  const raw = await svgToRaw(svg);
  const opaque = isOpaque(raw);
  const channels = 4;
  const base = (): sharp.Sharp => {
    const s = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels } });
    return opaque ? s.removeAlpha() : s;
  };

  let out: Buffer | null = null;
  let chosen: RenderResult["mode"] = "truecolour";
  let quality = 99;

  if (mode !== "never") {
    const pal = await base()
      .png({
        palette: true,
        colours: 256,
        quality: 100,
        effort: 10,
        dither: 0.6,
        compressionLevel: 9,
      })
      .toBuffer();
    const back = await toRawRgba(pal);
    quality = psnr(raw.data, back.data);
    if (mode === "always" || quality >= minPsnr) {
      out = pal;
      chosen = "palette";
    }
  }
  if (!out) {
    out = await base().png({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 }).toBuffer();
    chosen = "truecolour";
  }
  const written = await writeIfChanged(file, out);
  return { file, bytes: out.length, mode: chosen, psnr: quality, written };
}

// ---------------------------------------------------------------------------
// Text measuring (renders the text with librsvg and trims it)
// ---------------------------------------------------------------------------

export interface InkBox {
  /** Ink extents relative to the text origin (x = start, y = baseline), in px. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

const measureCache = new Map<string, InkBox>();

/**
 * Measures the ink box of `content` (plain text, or tspans when `raw` is set)
 * at `size` px in the brand font. Exact for this machine's fonts.
 */
export async function measureText(
  content: string,
  size: number,
  weight: number | "bold" | "normal" = "bold",
  opts: { raw?: boolean; letterSpacing?: number } = {},
): Promise<InkBox> {
  const key = JSON.stringify([content, size, weight, opts]);
  const cached = measureCache.get(key);
  if (cached) return cached;
  const pad = Math.ceil(size);
  const width = Math.ceil(size * (content.length + 4) * 0.9 + pad * 2);
  const height = Math.ceil(size * 3);
  const baseline = Math.ceil(size * 2);
  const body = opts.raw ? content : escapeXml(content);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="${pad}" y="${baseline}" font-family="${FONT}" font-weight="${weight}" font-size="${size}"` +
    (opts.letterSpacing ? ` letter-spacing="${opts.letterSpacing}"` : "") +
    ` fill="#000">${body}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg))
    .trim({ threshold: 1 })
    .toBuffer({ resolveWithObject: true });
  const left = -(info.trimOffsetLeft ?? 0) - pad;
  const top = -(info.trimOffsetTop ?? 0) - baseline;
  const box: InkBox = {
    left,
    right: left + info.width,
    top,
    bottom: top + info.height,
    width: info.width,
    height: info.height,
  };
  measureCache.set(key, box);
  return box;
}

// ---------------------------------------------------------------------------
// Clipping check
// ---------------------------------------------------------------------------

export interface FitReport {
  ok: boolean;
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/**
 * Renders `svg` (which should contain only the elements to check, on a
 * transparent background) and trims it. Returns the free margin on each side;
 * `ok` is false when any side has less than `minMargin` px (likely clipped).
 */
export async function checkFit(svg: string, minMargin = 2): Promise<FitReport> {
  const img = sharp(Buffer.from(svg, "utf8"));
  const meta = await img.metadata();
  const W = meta.width ?? 0;
  const H = meta.height ?? 0;
  const { info } = await sharp(Buffer.from(svg, "utf8"))
    .trim({ threshold: 1 })
    .toBuffer({ resolveWithObject: true });
  const left = -(info.trimOffsetLeft ?? 0);
  const top = -(info.trimOffsetTop ?? 0);
  const right = W - left - info.width;
  const bottom = H - top - info.height;
  return {
    ok: Math.min(left, top, right, bottom) >= minMargin,
    left,
    top,
    right,
    bottom,
    width: info.width,
    height: info.height,
  };
}
