import type { ReactNode } from "react";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { absoluteUrl, pageTitle, twitterHandle } from "../lib/seo";
import { SHARE_IMAGE_SIZE } from "../lib/share-image";
import { navColours } from "../theme/tokens";

interface SeoProps {
  /** The page's own title; rendered as "Title | Brand" (the brand dropped past 60 characters). */
  title: string;
  /** Replaces the brand after the bar, e.g. the blog name on articles. */
  titleSuffix?: string;
  /** The suffix stays however long the title (articles: the requirements name it). */
  keepSuffix?: boolean;
  description?: string;
  /** Canonical path of the page, e.g. "/about" (also for /About). */
  path: string;
  /**
   * Absolute or site-relative share image of SHARE_IMAGE_SIZE (the page's card, see
   * src/lib/share-image.ts); defaults to the brand share image, which has that size too.
   */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** Extra tags, e.g. JSON-LD for articles. */
  children?: ReactNode;
}

/** Every page's head: title, description, canonical, Open Graph and Twitter tags. */
export function Seo({
  title,
  titleSuffix,
  keepSuffix,
  description,
  path,
  image,
  imageAlt,
  type = "website",
  noindex,
  children,
}: SeoProps) {
  const site = useSiteSettings();
  const fullTitle = pageTitle(title, titleSuffix ?? site.brandName, keepSuffix);
  const metaDescription = description ?? site.description;
  const canonical = absoluteUrl(site.siteUrl, path);
  const shareImage = absoluteUrl(site.siteUrl, image ?? "/og-image.png");
  const shareAlt = imageAlt ?? `${site.brandName}: ${site.tagline}`;
  const twitterSite = twitterHandle(site.social);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={shareImage} />
      <meta property="og:image:width" content={String(SHARE_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={shareAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      {twitterSite && <meta name="twitter:site" content={twitterSite} />}
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={shareImage} />
      <meta name="twitter:image:alt" content={shareAlt} />
      <meta name="theme-color" content={navColours.bg} />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={site.blogName}
        href={absoluteUrl(site.siteUrl, "/rss.xml")}
      />
      {children}
    </>
  );
}
