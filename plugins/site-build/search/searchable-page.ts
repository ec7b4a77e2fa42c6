/**
 * Which built pages go into the site's search index. A page is searchable when its layout put
 * its main content in the index (data-pagefind-body, which the layout gives every page but the
 * listings and the search page: src/lib/search/search-kinds.ts) and it does not ask search
 * engines to leave it out: the not-found page, the page a form sent without scripts lands on,
 * redirects and a template's own not-found fallback all carry robots "noindex" and are never
 * found by site search either.
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

export function isSearchablePage(html: string): boolean {
  const page = new BuiltPage(html);
  return (
    page.elements.some((element) => SEARCH_BODY_ATTRIBUTE in attributesOf(element)) &&
    !asksNotToBeIndexed(page)
  );
}
