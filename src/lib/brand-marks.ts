/**
 * Brands' marks from the `simple-icons` package (CC0; each mark stays its owner's trademark,
 * used as the owner's guidelines allow: `guidelines` links them where simple-icons knows them).
 * Build time only: the package is 5 MB of JavaScript, so a page receives a mark as a generated
 * file or as its path, never the package.
 */
import * as simpleIcons from "simple-icons";
import type { SimpleIcon } from "simple-icons";
import { svgPathBbox } from "svg-path-bbox";

export type BrandMark = Pick<SimpleIcon, "title" | "slug" | "path" | "guidelines">;

let bySlug: Map<string, SimpleIcon> | undefined;

/** The mark simple-icons ships under this slug ("googlecloud"), or null when it has none. */
export function findBrandMark(slug: string): BrandMark | null {
  bySlug ??= new Map(
    Object.values(simpleIcons as Record<string, SimpleIcon>)
      .filter((icon) => typeof icon === "object" && icon !== null && "slug" in icon)
      .map((icon) => [icon.slug, icon]),
  );
  const icon = bySlug.get(slug);
  return icon
    ? { title: icon.title, slug: icon.slug, path: icon.path, guidelines: icon.guidelines }
    : null;
}

/**
 * Where a partner's mark is published (written by the build, see plugins/site-build/partner-marks.ts):
 * drawn from its SVG as a bitmap, which the browser decodes off the main thread (every SVG
 * image is parsed as a document of its own on the main thread: a dozen marks cost the home
 * page 15 ms of its main thread while it loaded, 60 ms on the benchmark's phone).
 */
export function partnerMarkUrl(slug: string): string {
  return `/partners/${slug}.webp`;
}

/** The marks are drawn at this many device pixels per CSS pixel, sharp on any screen. */
export const PARTNER_MARK_PIXEL_RATIO = 3;

/** The colour every partner mark is drawn in: one ink, so the marks sit together. */
export const PARTNER_MARK_INK = "#334155";

/**
 * Marks of every shape get about the same ink: a round mark 40 px across, a long wordmark
 * lower and wider (same area), never taller than 40 px nor wider than 120 px.
 */
const MARK_AREA_PX = 40 * 40;
const MARK_MAX_PX = { width: 120, height: 40 };

export interface MarkFile {
  svg: string;
  /** The size to show it at, in CSS pixels. */
  width: number;
  height: number;
}

/** A mark as a standalone SVG file in one colour, cropped to its ink, with its display size. */
export function brandMarkFile(mark: Pick<BrandMark, "path">, ink = PARTNER_MARK_INK): MarkFile {
  const [x0, y0, x1, y1] = svgPathBbox(mark.path);
  const [w, h] = [x1 - x0, y1 - y0];
  const ratio = w / h;
  let height = Math.min(MARK_MAX_PX.height, Math.sqrt(MARK_AREA_PX / ratio));
  if (height * ratio > MARK_MAX_PX.width) height = MARK_MAX_PX.width / ratio;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const width = Math.round(height * ratio);
  height = Math.round(height);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${round(x0)} ${round(y0)} ${round(w)} ${round(h)}" width="${width}" height="${height}">` +
    `<path fill="${ink}" d="${mark.path}"/></svg>\n`;
  return { svg, width, height };
}
