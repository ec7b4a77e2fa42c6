/**
 * Which built pages go into the site's search index. A page is searchable when its layout put
 * its main content in the index (data-pagefind-body, which the layout gives every page but the
 * listings and the search page: src/lib/search/search-kinds.ts) and it does not ask search
 * engines to leave it out: the not-found page, the page a form sent without scripts lands on,
 * redirects and a template's own not-found fallback all carry robots "noindex" and are never
 * found by site search either. A page whose canonical address is another page's (`/About`, the
 * same page as `/about`) is a copy: the page it names is found instead, once.
 */
import { attributesOf, BuiltPage } from "../built-html/built-html";

/** Pagefind's marker of the part of a page it reads. */
export const SEARCH_BODY_ATTRIBUTE = "data-pagefind-body";

function asksNotToBeIndexed(page: BuiltPage): boolean {
  return page.named("meta").some((meta) => {
    const { name, content } = attributesOf(meta);
    return name?.toLowerCase() === "robots" && /\bnoindex\b/i.test(content ?? "");
  });
}

/** The path of the page's canonical address ("/about"), or null when it names none. */
function canonicalPath(page: BuiltPage): string | null {
  const link = page.named("link").find((element) => {
    const { rel } = attributesOf(element);
    return rel?.toLowerCase().split(/\s+/).includes("canonical");
  });
  const href = link && attributesOf(link).href;
  if (!href) return null;
  try {
    return new URL(href, "http://site.invalid").pathname;
  } catch {
    return null;
  }
}

/**
 * `sitePath` is the page's own address ("/About" for public/About/index.html), or its file's
 * after the Netlify adapter moved it ("/About.html" for public/About.html).
 */
export function isSearchablePage(html: string, sitePath: string): boolean {
  const page = new BuiltPage(html);
  const canonical = canonicalPath(page);
  return (
    page.elements.some((element) => SEARCH_BODY_ATTRIBUTE in attributesOf(element)) &&
    !asksNotToBeIndexed(page) &&
    (canonical === null || canonical === sitePath || `${canonical}.html` === sitePath)
  );
}
