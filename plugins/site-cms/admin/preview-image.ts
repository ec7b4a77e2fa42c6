import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * An image the CMS shows by its URL, in the shape the site's image component takes (at build
 * time sharp makes the sizes; in the preview the file itself is shown).
 */
export function previewImage(src: string, width: number, height: number): IGatsbyImageData {
  return { layout: "constrained", width, height, images: { fallback: { src } } };
}
