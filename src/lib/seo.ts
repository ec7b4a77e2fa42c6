/** Pure helpers for head metadata, shared by <Seo> and the tests. */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  if (/^https?:\/\//.test(pathname)) return pathname;
  let path = pathname.startsWith("/") ? pathname : `/${pathname}`;
  // trailingSlash "never": the canonical form has none (except the root).
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path === "/" ? `${base}/` : `${base}${encodeURI(decodeURI(path))}`;
}

export function pageTitle(title: string | undefined, brandName: string): string {
  return title && title !== brandName ? `${title} | ${brandName}` : brandName;
}
