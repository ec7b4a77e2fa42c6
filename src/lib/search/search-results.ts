/**
 * From what Pagefind answers to what the search dialog and the search page show: each result's
 * address, title, kind and excerpt, and the filters with their counts. Pure, so it is tested without a browser or an index.
 */
import { isSearchKindId, SEARCH_FIELDS, SEARCH_KIND_IDS, type SearchKindId } from "./search-kinds";
import { EXCERPT_WORDS } from "./excerpt-words";
import { KIND_NAMES, SEARCH_WORDS } from "./search-words";

/** The part of a Pagefind result's data the site reads (pagefind.js: `result.data()`). */
export interface PagefindFragment {
  url: string;
  /** The page's words around the matches, HTML-escaped, each match in <mark>. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  /** The page's indexed text, HTML-escaped, as the excerpt is cut from it. */
  raw_content?: string;
  /** Where the searched words are: positions of words in `raw_content`. */
  locations?: number[];
}

/** Filter value -> number of results, per filter (Pagefind's `totalFilters`). */
export type FilterCounts = Record<string, Record<string, number> | undefined>;

export interface ExcerptPart {
  text: string;
  /** A word the visitor searched for. */
  marked: boolean;
}

export interface SearchResult {
  /** The page's address as the site links it ("/about", never "/about/"). */
  url: string;
  title: string;
  /** "Article", "Service", "Case study", "Tool" or "Page". */
  kind: string;
  /** An article's category and date, as the article shows them. */
  category?: string;
  date?: string;
  excerpt: ExcerptPart[];
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
  "#x27": "'",
};

/** Pagefind escapes the page's text; React escapes again, so the text is unescaped once here. */
function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name]);
}

/** An excerpt as text runs, the searched words marked, ready to render without raw HTML. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  excerpt.split(/(<mark>[\s\S]*?<\/mark>)/).forEach((piece) => {
    const marked = piece.startsWith("<mark>");
    const text = unescape(marked ? piece.slice("<mark>".length, -"</mark>".length) : piece);
    if (text === "") return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  });
  return parts;
}

export { EXCERPT_WORDS };
/** How far back from the first match an excerpt looks for the start of its sentence. */
const SENTENCE_LOOKBACK = 12;
/** Shown where an excerpt starts or stops inside a sentence. */
const ELLIPSIS = "…";
/** Pagefind's word boundaries (pagefind.js: `word_separators`), so its word positions match. */
const WORD_SEPARATORS = /[^\S\uFEFF]+/;
/**
 * A word that ends a sentence or a heading (Pagefind ends a heading's text with "."); not a
 * colon, after which a sentence goes on in lower case.
 */
const ENDS_SENTENCE = /[.!?](?:["'”’)\]]|&quot;|&#39;)*$/;

/**
 * The excerpt of a result, cut from the page's text so it starts where a sentence starts (up to
 * SENTENCE_LOOKBACK words before the first searched word), or else at that word after an
 * ellipsis, never in the middle of a phrase; it ends with an ellipsis when the text goes on.
 * The searched words are in <mark>, as in Pagefind's own excerpt (which starts wherever its
 * window of words falls). Without the page's text and positions, Pagefind's excerpt is kept.
 */
export function sentenceExcerpt(fragment: PagefindFragment, length = EXCERPT_WORDS): string {
  const { raw_content: content, locations } = fragment;
  if (!content || !locations || locations.length === 0) return fragment.excerpt;
  const words = content.split(WORD_SEPARATORS);
  const first = Math.min(...locations);
  let start = first;
  while (start > 0 && first - start < SENTENCE_LOOKBACK && !ENDS_SENTENCE.test(words[start - 1]))
    start -= 1;
  const atSentence = start === 0 || ENDS_SENTENCE.test(words[start - 1]);
  if (!atSentence) start = first;
  const end = Math.min(words.length, start + length);
  const marked = new Set(locations);
  const shown = words
    .slice(start, end)
    .map((word, i) => (marked.has(start + i) ? `<mark>${word}</mark>` : word));
  const last = words[end - 1] ?? "";
  return [
    atSentence ? "" : `${ELLIPSIS} `,
    shown.join(" "),
    end < words.length && !ENDS_SENTENCE.test(last) ? ` ${ELLIPSIS}` : "",
  ].join("");
}

/** "/about/" -> "/about" (the site's addresses have no trailing slash); "/" stays. */
export function siteAddress(url: string): string {
  const [path, rest = ""] = url.split(/(?=[?#])/, 2);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return `${trimmed || "/"}${rest}`;
}

export function toSearchResult(fragment: PagefindFragment): SearchResult {
  const kindId =
    fragment.filters[SEARCH_FIELDS.kind]?.[0] ?? fragment.meta[SEARCH_FIELDS.kind] ?? "";
  const category = fragment.filters[SEARCH_FIELDS.category]?.[0];
  const date = fragment.meta[SEARCH_FIELDS.date];
  return {
    url: siteAddress(fragment.url),
    title: fragment.meta.title?.trim() || siteAddress(fragment.url),
    kind: KIND_NAMES[isSearchKindId(kindId) ? kindId : "pages"].one,
    ...(category ? { category } : {}),
    ...(date ? { date } : {}),
    excerpt: excerptParts(sentenceExcerpt(fragment)),
  };
}

export interface FilterOption<Value extends string = string> {
  /** The filter's value in the index (a kind's id, a category's name); null for "All". */
  value: Value | null;
  label: string;
  count: number;
}

/**
 * The kind filter: "All" and every kind the query finds, in the site's order, each with the
 * number of results it would show. A chosen kind stays listed when the new query finds none of
 * it, so the visitor can see why the list is empty and choose another.
 */
export function kindFilterOptions(
  counts: FilterCounts,
  total: number,
  chosen: SearchKindId | null,
): FilterOption<SearchKindId>[] {
  const byKind = counts[SEARCH_FIELDS.kind] ?? {};
  return [
    { value: null, label: SEARCH_WORDS.allKinds, count: total },
    ...SEARCH_KIND_IDS.filter((kind) => (byKind[kind] ?? 0) > 0 || kind === chosen).map((kind) => ({
      value: kind,
      label: KIND_NAMES[kind].label,
      count: byKind[kind] ?? 0,
    })),
  ];
}

/** The category filter of articles: "All categories" and each category found, A to Z. */
export function categoryFilterOptions(
  counts: FilterCounts,
  articles: number,
  chosen: string | null,
): FilterOption[] {
  const byCategory = counts[SEARCH_FIELDS.category] ?? {};
  const names = Object.keys(byCategory).filter(
    (name) => (byCategory[name] ?? 0) > 0 || name === chosen,
  );
  if (chosen !== null && !names.includes(chosen)) names.push(chosen);
  return [
    { value: null, label: SEARCH_WORDS.allCategories, count: articles },
    ...names
      .sort((a, b) => a.localeCompare(b, "en-GB"))
      .map((name) => ({ value: name, label: name, count: byCategory[name] ?? 0 })),
  ];
}
