import { getSrc, type IGatsbyImageData } from "gatsby-plugin-image";

/** The URL of a processed image, or undefined when the query returned none. */
export function imageSrc(image: IGatsbyImageData | null | undefined): string | undefined {
  return image ? getSrc(image) : undefined;
}
