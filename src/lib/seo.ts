/** Pure helpers for head metadata, shared by <Seo> and the tests. */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  if (/^https?:\/\//.test(pathname)) return pathname;
  let path = pathname.startsWith("/") ? pathname : `/${pathname}`;
  // trailingSlash "never": the canonical form has none (except the root).
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path === "/" ? `${base}/` : `${base}${encodeURI(decodeURI(path))}`;
}

/**
 * A meta description's length in characters: long enough to say what the page offers, short
 * enough that search results show most of it (they show about 155 to 160 characters).
 */
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

/** Search results show about 60 characters of a title; past that they cut it. */
export const TITLE_MAX = 60;

/**
 * "Title | Brand". Where the requirements name the suffix (an article's title is suffixed with
 * the blog name: `keepSuffix`), it is always there; search engines cut a long title by width
 * and show what fits. Elsewhere the brand is left out when it would take the title past
 * TITLE_MAX, as the page's own words are what a searcher needs to see. (The content check
 * warns an editor about a title that is too long even alone.)
 */
export function pageTitle(
  title: string | undefined,
  brandName: string,
  keepSuffix = false,
): string {
  if (!title || title === brandName) return brandName;
  const full = `${title} | ${brandName}`;
  return keepSuffix || full.length <= TITLE_MAX ? full : title;
}

/** The site's handle on X (Twitter), "@northbridgeit", from its X or Twitter profile link. */
export function twitterHandle(social: readonly { url: string }[]): string | null {
  for (const { url } of social) {
    const match = /^https:\/\/(?:www\.)?(?:x|twitter)\.com\/@?([A-Za-z0-9_]{1,15})\/?$/.exec(url);
    if (match) return `@${match[1]}`;
  }
  return null;
}
