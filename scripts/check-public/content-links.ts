/**
 * Site links that editors write in content/*.json: fields named like a link (link, href, path,
 * url, to, or ending in Link, Href, Path, Url) whose value starts with "/", and Markdown links
 * "[text](/path)" inside any text. Each must lead to something the build made.
 */

export interface ContentLink {
  /** Where in the record, e.g. "[3].link" or "intro[0]". */
  field: string;
  link: string;
}

const LINK_FIELD = /^(link|href|path|url|to)$|(Link|Href|Path|Url)$/;
const MARKDOWN_LINK = /\]\((\/[^)\s]*)\)/g;

/** A link that names a path on this site (not "//host/..."). */
const isSitePath = (value: string) => value.startsWith("/") && !value.startsWith("//");

/** Every site link in a parsed content file. */
export function contentLinks(value: unknown, field = ""): ContentLink[] {
  if (typeof value === "string") {
    return [...value.matchAll(MARKDOWN_LINK)].map((match) => ({ field, link: match[1] }));
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => contentLinks(item, `${field}[${i}]`));
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => {
      const at = field ? `${field}.${key}` : key;
      if (typeof child === "string" && LINK_FIELD.test(key) && isSitePath(child)) {
        return [{ field: at, link: child }];
      }
      return contentLinks(child, at);
    });
  }
  return [];
}

/** The site path of a link: without query or fragment, percent-decoded. */
export function linkPath(link: string): string {
  const bare = link.replace(/[?#].*$/, "");
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}
