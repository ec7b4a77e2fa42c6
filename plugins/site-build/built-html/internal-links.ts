/**
 * Internal references in built pages: which ones point into the site, and
 * whether a built file answers them.
 */

/** A site path for a reference on a page, or null when it leaves the site or names no file. */
export function internalPath(
  reference: string,
  pageUrl: string,
  siteOrigin: string,
): string | null {
  const ref = reference.trim();
  if (ref === "" || ref.startsWith("#")) return null;
  if (/^(mailto|tel|sms|javascript|data|blob):/i.test(ref)) return null;
  let url: URL;
  try {
    url = new URL(ref, pageUrl);
  } catch {
    return null;
  }
  if (url.origin !== siteOrigin) return null;
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** The candidates in public/ that serve a site path (a file, or a page's index.html). */
export function builtFileCandidates(sitePath: string): string[] {
  const clean = sitePath.replace(/^\/+/, "").replace(/\/+$/, "");
  if (clean === "") return ["index.html"];
  return [clean, `${clean}/index.html`, `${clean}.html`];
}

/** URLs listed in a srcset attribute ("a.png 1x, b.png 2x"). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url));
}

/** URLs in CSS url(...) references (fonts and background images in inline styles). */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)]
    .map((match) => match[2].trim())
    .filter((url) => url !== "");
}
