/**
 * The icons a below-the-fold sheet draws as CSS masks (hydration/below-fold-styles.ts) become
 * one bitmap per sheet, a sprite, each icon in a cell of its own grid.
 *
 * - Bitmaps, not SVG: Chrome builds a document on the main thread for every SVG image it
 *   shows, a mask included; a bitmap is decoded off the main thread.
 * - One bitmap, not one per icon: every distinct mask image is a request whose arrival restyles
 *   and repaints the elements that show it.
 *
 * The sprite is named by its content, so a sheet shared by many pages shares its sprite.
 */
import { contentHash } from "../built-html/content-named-files";
import sharp from "sharp";
import { ICON_MASK_RULE } from "../hydration/below-fold-styles";

/** Pixels a side of a cell: sharp for an icon shown up to 32 CSS pixels on a 3x screen. */
export const ICON_CELL_PX = 96;
/** Cells a row: keeps the sprite within a GPU texture's side on a phone as icons are added. */
export const SPRITE_COLUMNS = 8;

const SVG_MASK_RULE = /\.(i-[0-9a-f]+)\{--i:url\("data:image\/svg\+xml,([^"]+)"\)\}/g;

export interface IconSprite {
  /** The file's address under public/. */
  path: string;
  webp: Buffer;
}

/** An icon's drawing (as the sheet writes it, URL-encoded) as an RGBA cell. */
async function cellOf(encodedSvg: string): Promise<Buffer> {
  const svg = decodeURIComponent(encodedSvg).replace(
    /^<svg /,
    `<svg width='${ICON_CELL_PX}' height='${ICON_CELL_PX}' `,
  );
  return sharp(Buffer.from(svg))
    .resize(ICON_CELL_PX, ICON_CELL_PX, { fit: "contain", background: "#0000" })
    .ensureAlpha()
    .png()
    .toBuffer();
}

/** Where cell `index` of a grid `columns` x `rows` sits, as mask-position percentages. */
export function cellPosition(index: number, columns: number, rows: number): string {
  const percent = (place: number, count: number) =>
    count > 1 ? `${Math.round((place / (count - 1)) * 10000) / 100}%` : "0%";
  return `${percent(index % columns, columns)} ${percent(Math.floor(index / columns), rows)}`;
}

/**
 * A sheet whose icon masks all read one sprite, and the sprite; the sheet as it was (and no
 * sprite) when it draws no icon. `drawn` keeps the cells already drawn, so an icon shared by
 * many pages' sheets (the footer's) is drawn once per build.
 */
export async function withIconMaskSprite(
  css: string,
  drawn: Map<string, Promise<Buffer>> = new Map(),
): Promise<{ css: string; sprite: IconSprite | null }> {
  const icons = [...css.matchAll(SVG_MASK_RULE)].map(([, name, drawing]) => ({ name, drawing }));
  const drawings = [...new Set(icons.map((icon) => icon.drawing))];
  if (drawings.length === 0) return { css, sprite: null };
  if (!css.includes(ICON_MASK_RULE))
    throw new Error("A sheet draws icon masks without the icons' shared rule.");
  const columns = Math.min(SPRITE_COLUMNS, drawings.length);
  const rows = Math.ceil(drawings.length / columns);
  const cells = await Promise.all(
    drawings.map((drawing) => {
      const cell = drawn.get(drawing) ?? cellOf(drawing);
      drawn.set(drawing, cell);
      return cell;
    }),
  );
  const webp = await sharp({
    create: {
      width: columns * ICON_CELL_PX,
      height: rows * ICON_CELL_PX,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite(
      cells.map((input, index) => ({
        input,
        left: (index % columns) * ICON_CELL_PX,
        top: Math.floor(index / columns) * ICON_CELL_PX,
      })),
    )
    .webp({ lossless: true })
    .toBuffer();
  const path = `/icons/${contentHash(webp)}.webp`;
  const size = `${columns * 100}% ${rows * 100}%`;
  // Longhands without var(): a shorthand with var() is parsed again for every element.
  const spriteRule =
    `.i{-webkit-mask-image:url(${path});mask-image:url(${path});` +
    `-webkit-mask-size:${size};mask-size:${size};` +
    `-webkit-mask-repeat:no-repeat;mask-repeat:no-repeat;background:currentColor}`;
  const positioned = css.replace(SVG_MASK_RULE, (_, name: string, drawing: string) => {
    const place = cellPosition(drawings.indexOf(drawing), columns, rows);
    return `.${name}{-webkit-mask-position:${place};mask-position:${place}}`;
  });
  return { css: positioned.replace(ICON_MASK_RULE, spriteRule), sprite: { path, webp } };
}
