import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * The width and height attributes for a processed image: whole pixels, as HTML requires.
 * gatsby-plugin-image gives a full-width image a width of 1 and a fractional height (only the
 * aspect ratio matters there), so its largest rendition's width is used instead; other layouts
 * only need rounding (their heights come from an aspect ratio, e.g. 426.99999999999994).
 */
export function intrinsicSize(
  image: Pick<IGatsbyImageData, "layout" | "width" | "height" | "images">,
): { width: number; height: number } {
  const ratio = image.height / image.width;
  if (image.layout === "fullWidth") {
    const width = Math.max(0, ...widthsIn(image.images.fallback?.srcSet ?? ""));
    if (width > 0) return { width, height: Math.round(width * ratio) };
  }
  return { width: Math.round(image.width), height: Math.round(image.height) };
}

/** The "w" descriptors of a srcset ("a.png 750w, b.png 1080w" -> 750, 1080). */
function widthsIn(srcSet: string): number[] {
  return [...srcSet.matchAll(/\s(\d+)w(?:\s*,|\s*$)/g)].map((match) => Number(match[1]));
}
