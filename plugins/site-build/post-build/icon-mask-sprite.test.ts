import sharp from "sharp";
import { ICON_MASK_RULE } from "../hydration/below-fold-styles";
import { cellPosition, ICON_CELL_PX, SPRITE_COLUMNS, withIconMaskSprite } from "./icon-mask-sprite";

/** An icon drawing as the sheet writes it: a filled square in a 24-unit box, URL-encoded. */
const drawing = (x: number, y: number, side: number) =>
  `%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='%23000'%3E%3Cpath d='M${x} ${y}h${side}v${side}h-${side}z'/%3E%3C/svg%3E`;
const maskRule = (name: string, svg: string) => `.${name}{--i:url("data:image/svg+xml,${svg}")}`;

async function alphaOf(webp: Buffer) {
  const { data, info } = await sharp(webp)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number) => data[(y * info.width + x) * info.channels + 3],
  };
}

describe("withIconMaskSprite", () => {
  it("draws every icon of a sheet into one lossless WebP, each mask placed on its own cell", async () => {
    const css =
      ".x{color:red}" +
      ICON_MASK_RULE +
      maskRule("i-aaaaaaaa", drawing(6, 6, 12)) +
      maskRule("i-bbbbbbbb", drawing(0, 0, 6));
    const { css: out, sprite } = await withIconMaskSprite(css);
    expect(sprite?.path).toMatch(/^\/icons\/[0-9a-f]{20}\.webp$/);
    expect(out).toBe(
      ".x{color:red}" +
        `.i{-webkit-mask-image:url(${sprite?.path});mask-image:url(${sprite?.path});` +
        "-webkit-mask-size:200% 100%;mask-size:200% 100%;" +
        "-webkit-mask-repeat:no-repeat;mask-repeat:no-repeat;background:currentColor}" +
        ".i-aaaaaaaa{-webkit-mask-position:0% 0%;mask-position:0% 0%}" +
        ".i-bbbbbbbb{-webkit-mask-position:100% 0%;mask-position:100% 0%}",
    );
    const alpha = await alphaOf(sprite!.webp);
    expect([alpha.width, alpha.height]).toEqual([2 * ICON_CELL_PX, ICON_CELL_PX]);
    const cell = ICON_CELL_PX;
    // The first icon: a square in the middle of its cell.
    expect(alpha.at(cell / 2, cell / 2)).toBe(255);
    expect(alpha.at(2, 2)).toBe(0);
    // The second: a square in the top left corner of the next cell.
    expect(alpha.at(cell + 4, 4)).toBe(255);
    expect(alpha.at(cell + cell / 2, cell / 2)).toBe(0);
  });

  it("wraps the cells into rows and gives an icon used under two names one cell", async () => {
    const icons = Array.from({ length: SPRITE_COLUMNS + 1 }, (_, index) =>
      maskRule(`i-${String(index).padStart(8, "0")}`, drawing(index % 12, 0, 12)),
    );
    const twice = maskRule("i-ffffffff", drawing(0, 0, 12));
    const { css, sprite } = await withIconMaskSprite(ICON_MASK_RULE + icons.join("") + twice);
    const alpha = await alphaOf(sprite!.webp);
    expect([alpha.width, alpha.height]).toEqual([SPRITE_COLUMNS * ICON_CELL_PX, 2 * ICON_CELL_PX]);
    expect(css).toContain(`mask-size:${SPRITE_COLUMNS * 100}% 200%`);
    expect(css).toContain(".i-00000000{-webkit-mask-position:0% 0%;mask-position:0% 0%}");
    expect(css).toContain(".i-ffffffff{-webkit-mask-position:0% 0%;mask-position:0% 0%}");
    expect(css).toContain(
      `.i-${String(SPRITE_COLUMNS).padStart(8, "0")}{-webkit-mask-position:0% 100%;mask-position:0% 100%}`,
    );
  });

  it("places a cell so that the mask shows exactly that cell", () => {
    // mask-position p% moves the image by p% of (box - image): cell k of n is at -k boxes.
    expect(cellPosition(0, 8, 5)).toBe("0% 0%");
    expect(cellPosition(7, 8, 5)).toBe("100% 0%");
    expect(cellPosition(9, 8, 5)).toBe("14.29% 25%");
    expect(cellPosition(0, 1, 1)).toBe("0% 0%");
  });

  it("draws an icon shared by several sheets once, and leaves a sheet without icons as it is", async () => {
    const drawn = new Map<string, Promise<Buffer>>();
    const sheet = ICON_MASK_RULE + maskRule("i-aaaaaaaa", drawing(6, 6, 12));
    const first = await withIconMaskSprite(sheet, drawn);
    const second = await withIconMaskSprite(`.y{}${sheet}`, drawn);
    expect(drawn.size).toBe(1);
    expect(second.css).toBe(`.y{}${first.css}`);
    expect(await withIconMaskSprite(".y{}", drawn)).toEqual({ css: ".y{}", sprite: null });
  });

  it("refuses a sheet whose icons lack their shared rule", async () => {
    await expect(withIconMaskSprite(maskRule("i-aaaaaaaa", drawing(6, 6, 12)))).rejects.toThrow(
      "shared rule",
    );
  });
});
