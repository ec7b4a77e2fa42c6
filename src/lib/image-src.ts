import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * The URL of a processed image, or undefined when the query returned none. Read here rather
 * than with gatsby-plugin-image's getSrc: importing anything but types from that package puts
 * its image components in every page's app bundle.
 */
export function imageSrc(image: IGatsbyImageData | null | undefined): string | undefined {
  return image?.images.fallback?.src;
}
