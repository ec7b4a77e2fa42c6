/**
 * The icons a below-the-fold sheet draws as CSS masks (hydration/below-fold-styles.ts) become
 * bitmaps: Chrome builds a document of its own on the main thread for every SVG image it
 * shows, a mask included, and the home page's 24 icon masks took 255 ms of its two longest
 * tasks after the first paint on a 4x-throttled trace. A bitmap is decoded off the main thread.
 * Each is a file of its own, named by its content, so the sheet stays small and an icon is
 * fetched once for every page that shows it.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";

/** Pixels a side: sharp for an icon shown up to 32 CSS pixels on a 3x screen. */
export const ICON_BITMAP_PX = 96;

const SVG_MASK_URL = /url\("data:image\/svg\+xml,([^"]+)"\)/g;

export interface IconBitmap {
  /** The file's address under public/. */
  path: string;
  webp: Buffer;
}

/** An icon's drawing (as the sheet writes it, URL-encoded) as a lossless WebP. */
async function bitmapOf(encodedSvg: string): Promise<IconBitmap> {
  const svg = decodeURIComponent(encodedSvg).replace(
    /^<svg /,
    `<svg width='${ICON_BITMAP_PX}' height='${ICON_BITMAP_PX}' `,
  );
  const webp = await sharp(Buffer.from(svg))
    .resize(ICON_BITMAP_PX, ICON_BITMAP_PX, { fit: "contain", background: "#0000" })
    .webp({ lossless: true })
    .toBuffer();
  const hash = createHash("sha256").update(webp).digest("hex").slice(0, 20);
  return { path: `/icons/${hash}.webp`, webp };
}

/**
 * A sheet with each SVG mask replaced by the address of its bitmap, and the bitmaps it names.
 * `drawn` keeps the bitmaps already made, so an icon shared by many pages' sheets (the
 * footer's) is drawn once per build.
 */
export async function withBitmapIconMasks(
  css: string,
  drawn: Map<string, Promise<IconBitmap>> = new Map(),
): Promise<{ css: string; bitmaps: IconBitmap[] }> {
  const drawings = [...new Set([...css.matchAll(SVG_MASK_URL)].map((match) => match[1]))];
  const bitmaps = new Map<string, IconBitmap>();
  for (const drawing of drawings) {
    const bitmap = drawn.get(drawing) ?? bitmapOf(drawing);
    drawn.set(drawing, bitmap);
    bitmaps.set(drawing, await bitmap);
  }
  return {
    css: css.replace(SVG_MASK_URL, (_, drawing: string) => `url(${bitmaps.get(drawing)?.path})`),
    bitmaps: [...bitmaps.values()],
  };
}
