import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { intrinsicSize } from "../../lib/images/intrinsic-size";

interface ResponsiveImageProps {
  /** Sizes and formats made by gatsby-plugin-sharp at build time (a `gatsbyImageData` field). */
  image: IGatsbyImageData;
  alt: string;
  /** "lazy" (the default) for images below the fold; the browser loads them when near. */
  loading?: "eager" | "lazy";
  /**
   * "high" for the page's largest paint (an article's cover): fetched ahead of the scripts,
   * which the browser otherwise asks for first. "low" for a picture that is never the largest
   * paint though it may show on the first screen (a card's thumbnail): without it the browser
   * raises an image on screen to high priority, ahead of what the first screen needs.
   */
  priority?: "high" | "low";
  /** Fill the parent's box and crop, like a backdrop, instead of keeping the image's shape. */
  cover?: boolean;
  className?: string;
}

const pictureStyle = css`
  display: block;
`;

const coverPictureStyle = css`
  display: block;
  height: 100%;
`;

/* Width and height attributes reserve the space before the file arrives; CSS scales it down. */
const scaledStyle = css`
  display: block;
  max-width: 100%;
  height: auto;
`;

const fullWidthStyle = css`
  width: 100%;
`;

const coverStyle = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/**
 * A processed image as a plain <picture>: a <source> per extra format sharp made (the site makes
 * WebP only, so usually none), the browser's own lazy loading. Unlike gatsby-plugin-image's
 * component it is visible and sized in the prebuilt HTML without any script, and its markup is
 * valid HTML (no data-src placeholders, no attributes the HTML standard does not know).
 */
export function ResponsiveImage({
  image,
  alt,
  loading = "lazy",
  priority,
  cover = false,
  className,
}: ResponsiveImageProps) {
  const { images, layout, backgroundColor } = image;
  const { width, height } = intrinsicSize(image);
  const fallback = images.fallback;
  return (
    <picture className={className} css={cover ? coverPictureStyle : pictureStyle}>
      {images.sources?.map((source) => (
        <source
          key={`${source.type ?? ""} ${source.media ?? ""}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          // An art-directed source (withArtDirection) comes without sizes: the image's own apply.
          sizes={source.sizes ?? fallback?.sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        // A sizes attribute without a srcset is invalid HTML.
        sizes={fallback?.srcSet ? fallback.sizes : undefined}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        // React 18 knows no fetchPriority prop; the lowercase attribute passes through as is.
        {...(priority ? { fetchpriority: priority } : {})}
        decoding="async"
        // The dominant colour, where the query asked for one, fills the box until the file arrives.
        style={backgroundColor ? { backgroundColor } : undefined}
        css={
          cover ? coverStyle : [scaledStyle, layout === "fullWidth" ? fullWidthStyle : undefined]
        }
      />
    </picture>
  );
}
