/**
 * What site search finds, by kind. A page's kind comes from its address, which the routes
 * module and the tool registry already decide, so a new article, service, case study or tool
 * is found under the right kind with no edit here. (The kinds' names are search's words:
 * search-words.ts. This module is in every page's bundle, for the layout and the header's
 * control, so it holds only what they need.)
 */
import { BLOG_LISTING_SEGMENTS, blogPostPath, caseStudyPath, PAGES, servicePath } from "../routes";
import { ASSESSMENT_MENU } from "../tools/registry";

/** The search page: the dialog's "See all results", and the header control without scripts. */
export const SEARCH_PATH = PAGES.search.path;

/** The header control's name, the dialog's and the search page's title. */
export const SEARCH_LABEL = PAGES.search.name;

/** The address of the search page showing the results of `query`. */
export function searchPageHref(query: string): string {
  const trimmed = query.trim();
  return trimmed === "" ? SEARCH_PATH : `${SEARCH_PATH}?q=${encodeURIComponent(trimmed)}`;
}

/** Every kind, in the order the filters show them. */
export const SEARCH_KIND_IDS = ["articles", "services", "case-studies", "tools", "pages"] as const;
export type SearchKindId = (typeof SEARCH_KIND_IDS)[number];

export function isSearchKindId(value: string): value is SearchKindId {
  return (SEARCH_KIND_IDS as readonly string[]).includes(value);
}

/**
 * The Pagefind filters and metadata the pages carry besides the title: every page's kind (a
 * filter and metadata), an article's category (a filter) and date (metadata, as the article
 * writes it).
 */
export const SEARCH_FIELDS = {
  kind: "kind",
  category: "category",
  date: "date",
  answers: "answers",
} as const;

/**
 * Pages that answer a question buyers ask in their own words ("how much", "cost"), marked in the
 * index with that question (the `answers` filter), so search can put them first when it is
 * asked (src/lib/search/search-answers.ts has the words).
 */
export const SEARCH_ANSWER_PAGES = { prices: PAGES.servicePlans.path } as const;
export type SearchAnswer = keyof typeof SEARCH_ANSWER_PAGES;

const TOOL_ROUTES = new Set(ASSESSMENT_MENU.map((tool) => tool.route));
const BLOG_PREFIX = blogPostPath("");
const SERVICE_PREFIX = servicePath("");
const CASE_STUDY_PREFIX = caseStudyPath("");
/** The blog index, the services index and the case studies' index. */
const INDEXES = new Set([
  BLOG_PREFIX.slice(0, -1),
  SERVICE_PREFIX.slice(0, -1),
  PAGES.caseStudies.path,
]);

/** Listing pages repeat their entries' titles and summaries: the entries are found instead. */
function isListing(path: string): boolean {
  if (INDEXES.has(path)) return true;
  return path.startsWith(BLOG_PREFIX) && BLOG_LISTING_SEGMENTS.includes(path.split("/")[2] ?? "");
}

/**
 * The kind of the page at `path` ("/blogs/ai-it-support" -> articles), or null for a page search
 * leaves out: the listings and the search page itself. Pages that ask search engines not to
 * index them (the not-found page, redirects) are left out of the index by the build instead.
 */
export function searchKindOf(pagePath: string): SearchKindId | null {
  const path = pagePath.length > 1 ? pagePath.replace(/\/+$/, "") : pagePath;
  if (path === SEARCH_PATH || isListing(path)) return null;
  if (path.startsWith(BLOG_PREFIX)) return "articles";
  if (path.startsWith(SERVICE_PREFIX)) return "services";
  if (path.startsWith(CASE_STUDY_PREFIX)) return "case-studies";
  if (TOOL_ROUTES.has(path)) return "tools";
  return "pages";
}

/**
 * The attributes that put a page's main content in the index (Pagefind's data-pagefind-body)
 * with its kind as a filter and as metadata; none for a page search leaves out.
 */
export function searchBodyAttributes(pagePath: string): Record<string, string> {
  const kind = searchKindOf(pagePath);
  if (kind === null) return {};
  return {
    "data-pagefind-body": "",
    "data-pagefind-filter": `${SEARCH_FIELDS.kind}:${kind}`,
    "data-pagefind-meta": `${SEARCH_FIELDS.kind}:${kind}`,
  };
}

/**
 * The `answers` filter of a page that answers a buyer's question ("answers:prices" for the plans
 * page), or null. Pagefind takes one filter an attribute, so the layout puts it on an element
 * of its own inside the page's main content.
 */
export function searchAnswerFilter(pagePath: string): string | null {
  const path = pagePath.length > 1 ? pagePath.replace(/\/+$/, "") : pagePath;
  const answer = (Object.keys(SEARCH_ANSWER_PAGES) as SearchAnswer[]).find(
    (name) => SEARCH_ANSWER_PAGES[name] === path,
  );
  return answer === undefined ? null : `${SEARCH_FIELDS.answers}:${answer}`;
}
