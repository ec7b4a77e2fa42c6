import sharp from "sharp";
import { type IconBitmap, ICON_BITMAP_PX, withBitmapIconMasks } from "./bitmap-icon-masks";

const square =
  "%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='%23000'%3E%3Cpath d='M6 6h12v12H6z'/%3E%3C/svg%3E";

describe("withBitmapIconMasks", () => {
  it("draws each SVG mask as a lossless WebP file with the drawing's ink in its alpha", async () => {
    const css = `.i{mask:var(--i)}.i-a{--i:url("data:image/svg+xml,${square}")}.x{color:red}`;
    const { css: out, bitmaps } = await withBitmapIconMasks(css);
    expect(bitmaps).toHaveLength(1);
    const [{ path, webp }] = bitmaps;
    expect(path).toMatch(/^\/icons\/[0-9a-f]{20}\.webp$/);
    expect(out).toBe(`.i{mask:var(--i)}.i-a{--i:url(${path})}.x{color:red}`);
    const { data, info } = await sharp(webp)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([ICON_BITMAP_PX, ICON_BITMAP_PX]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(ICON_BITMAP_PX / 2, ICON_BITMAP_PX / 2)).toBe(255);
    expect(alphaAt(2, 2)).toBe(0);
  });

  it("draws an icon shared by several sheets once", async () => {
    const drawn = new Map<string, Promise<IconBitmap>>();
    const sheet = `.i-a{--i:url("data:image/svg+xml,${square}")}`;
    const first = await withBitmapIconMasks(sheet, drawn);
    const second = await withBitmapIconMasks(`.y{}${sheet}`, drawn);
    expect(drawn.size).toBe(1);
    expect(second.css).toBe(`.y{}${first.css}`);
  });
});
