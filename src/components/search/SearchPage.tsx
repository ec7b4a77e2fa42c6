import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { Link } from "gatsby";
import { Search as SearchIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { shownFirstSearchResults } from "../../hydration/first-search-results";
import { SEARCH_FIRST_RESULTS } from "../../hydration/inline-scripts.generated";
import { useAdoptTypedValues } from "../../hydration/useAdoptTypedValues";
import { useSiteSearch } from "../../hooks/useSiteSearch";
import { FIRST_RESULTS_DOM, QUERY_IN_ADDRESS } from "../../lib/search/first-results";
import { preloadSearch } from "../../lib/search/pagefind-runtime";
import { EMPTY_QUERY, type SearchQuery } from "../../lib/search/run-search";
import type { SearchResult } from "../../lib/search/search-results";
import { SEARCH_PATH, searchPageHref } from "../../lib/search/search-kinds";
import { SEARCH_WORDS } from "../../lib/search/search-words";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { buttonStyle, secondaryButtonStyle } from "../ui/ButtonLink";
import { Container } from "../ui/Container";
import { PageHero } from "../ui/PageHero";
import { ResultDetails } from "./ResultDetails";
import { SearchFilters } from "./SearchFilters";
import { SearchStatus } from "./SearchStatus";
import { SiteIndex, type SiteIndexSection } from "./SiteIndex";

/** Results shown at first, and added by each "Show more results". */
const PAGE_SIZE = 20;

const Body = styled.div`
  padding: ${space[40]} 0 ${space[88]};
  display: grid;
  gap: ${space[40]};
  ${media.mobile} {
    padding: ${space[28]} 0 ${space[64]};
  }
`;

/* Without scripts there is nothing to search with: the page lists everything instead. */
const needsScripts = css`
  @media (scripting: none) {
    display: none;
  }
`;

const Form = styled.form`
  ${needsScripts};
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[12]};
  max-width: 760px;
  label {
    flex-basis: 100%;
    font-weight: 700;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: ${space[8]} ${space[16]};
    border: 2px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.bg};
    color: inherit;
    font: inherit;
    font-size: ${fontSize.body};
  }
  button {
    ${buttonStyle};
  }
`;

/* Without scripts the page says why there is no search box, above the list of every page. */
const NoScriptsNote = styled.p`
  display: none;
  margin: 0;
  font-weight: 600;
  @media (scripting: none) {
    display: block;
  }
`;

/**
 * QUERY_IN_ADDRESS is set on the root element before the first paint when the address holds a
 * query ("/search?q=backup"): the results region then takes the screen's height at once, and
 * the filters' row and the status' line keep their room, so neither the first results (shown
 * at the first paint) nor the list below move as Pagefind's results arrive (a layout shift).
 * The visitor's first change of the query lets it go.
 */
const RESERVE_RESULTS_SCRIPT = `/[?&]q=[^&]/.test(location.search)&&document.documentElement.setAttribute("${QUERY_IN_ADDRESS}","")`;

const Results = styled.section`
  ${needsScripts};
  max-width: 760px;
  html[${QUERY_IN_ADDRESS}] & {
    min-height: 100vh;
    [${FIRST_RESULTS_DOM.hint}] {
      display: none;
    }
    [${FIRST_RESULTS_DOM.status}] {
      min-height: 1lh;
      margin: ${space[8]} 0;
    }
    /*
     * Each result's lines are fixed (kind 1, title 2, excerpt 3): Pagefind's results replace the
     * first ones in the same items, and an item growing would push the next ones down.
     */
    li > span {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
    li > span:nth-of-type(1) {
      -webkit-line-clamp: 1;
      height: 1lh;
    }
    li > span:nth-of-type(2) {
      -webkit-line-clamp: 2;
      height: 2lh;
    }
    li > span:nth-of-type(3) {
      -webkit-line-clamp: 3;
      height: 3lh;
    }
  }
  /* Not the hidden attribute: the template's rules then stay in the head (below-fold-styles.ts). */
  ol:not([${FIRST_RESULTS_DOM.shown}]) {
    display: none;
  }
  ol {
    list-style: none;
    margin: ${space[16]} 0 0;
    padding: 0;
    display: grid;
    gap: ${space[20]};
  }
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/*
 * Apart from the count below them (the dialog has a divider there). One row, scrolled sideways
 * on a narrow screen: its height is then known before the index answers, and held (FilterRoom).
 */
const PageFilters = styled(SearchFilters)`
  margin-bottom: ${space[16]};
  [role="group"] {
    flex-wrap: nowrap;
    overflow-x: auto;
    padding: ${space[4]};
    margin: -${space[4]};
  }
  button {
    flex: none;
    white-space: nowrap;
  }
`;

/** The kind filters' row (32 px buttons) and its margin, held while a query in the address loads. */
const FilterRoom = styled.div`
  display: flow-root;
  html[${QUERY_IN_ADDRESS}] & {
    min-height: 48px;
  }
`;

/** A result's elements with nothing in them: the first results' template (first-results.ts). */
const TEMPLATE_RESULT: SearchResult = { url: "", title: "", kind: "", excerpt: [] };

const More = styled.button`
  ${secondaryButtonStyle};
  margin-top: ${space[24]};
`;

/** The query in the address: "/search?q=cyber" opens with its results. */
function queryInAddress(search: string): string {
  return new URLSearchParams(search).get("q") ?? "";
}

interface SearchPageProps {
  /** The address's query string (Gatsby's location.search; empty when the page is built). */
  locationSearch: string;
  sections: readonly SiteIndexSection[];
}

/**
 * The search page: the same search as the dialog, with every result (a list that can be
 * linked: the query is in the address), then every article, service, case study and tool.
 */
export function SearchPage({ locationSearch, sections }: SearchPageProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Shown by the inline script before hydration: rendered as they are, so React adopts them.
  const [firstResults] = useState(shownFirstSearchResults);
  const [query, setQuery] = useState<SearchQuery>(() =>
    firstResults ? { ...EMPTY_QUERY, text: firstResults.query } : EMPTY_QUERY,
  );
  const [limit, setLimit] = useState(PAGE_SIZE);
  const typedEarly = useRef(false);
  const search = useSiteSearch(query, limit);

  // Typed before the scripts ran: kept, and it wins over the address.
  useAdoptTypedValues(formRef, { q: query.text }, (changed) => {
    const typed = changed.q;
    if (typeof typed !== "string") return;
    typedEarly.current = true;
    setQuery((current) => ({ ...current, text: typed }));
  });
  useEffect(() => {
    if (typedEarly.current) {
      typedEarly.current = false;
      return;
    }
    setQuery({ ...EMPTY_QUERY, text: queryInAddress(locationSearch) });
    setLimit(PAGE_SIZE);
  }, [locationSearch]);

  const change = (next: SearchQuery) => {
    document.documentElement.removeAttribute(QUERY_IN_ADDRESS);
    setQuery(next);
    setLimit(PAGE_SIZE);
    // The address follows the query, so the list can be linked; Gatsby's router is not told.
    window.history.replaceState(window.history.state, "", searchPageHref(next.text));
  };
  const submit = (event: FormEvent) => event.preventDefault();

  const outcome = query.text.trim() !== "" ? search.outcome : null;
  const first = !outcome && firstResults?.query === query.text ? firstResults.results : null;
  // Pagefind's results fill the first results' elements in place (keyed by position): no
  // element moves, and the largest paint stays the first one.
  const shown = outcome?.results ?? first ?? [];
  return (
    <>
      <PageHero title={SEARCH_WORDS.search} lead={SEARCH_WORDS.pageLead} />
      <Container>
        <Body>
          <Form ref={formRef} role="search" action={SEARCH_PATH} method="get" onSubmit={submit}>
            <label htmlFor={`${id}-field`}>{SEARCH_WORDS.pageField}</label>
            <input
              id={`${id}-field`}
              name="q"
              type="search"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              value={query.text}
              onChange={(event) => change({ ...query, text: event.target.value })}
              onFocus={preloadSearch}
            />
            <button type="submit">
              <SearchIcon size={18} aria-hidden="true" />
              {SEARCH_WORDS.search}
            </button>
          </Form>
          <NoScriptsNote>{SEARCH_WORDS.needsScripts}</NoScriptsNote>
          <script dangerouslySetInnerHTML={{ __html: RESERVE_RESULTS_SCRIPT }} />
          <Results aria-labelledby={`${id}-results`}>
            <h2 id={`${id}-results`} className="visually-hidden">
              {SEARCH_WORDS.results}
            </h2>
            <FilterRoom>
              {outcome && <PageFilters outcome={outcome} query={query} onChange={change} />}
            </FilterRoom>
            <SearchStatus
              search={search}
              query={query}
              hintId={`${id}-hint`}
              firstMatches={first !== null}
            />
            <ol
              {...{
                [FIRST_RESULTS_DOM.results]: "",
                [FIRST_RESULTS_DOM.shown]: shown.length > 0 ? "" : undefined,
              }}
            >
              {shown.length === 0 ? (
                <li>
                  <ResultDetails result={TEMPLATE_RESULT} />
                </li>
              ) : (
                shown.map((result, index) => (
                  // By position, not address: see `shown`.
                  <li key={index}>
                    <ResultDetails
                      result={result}
                      title={<Link to={result.url}>{result.title}</Link>}
                    />
                  </li>
                ))
              )}
            </ol>
            {outcome && outcome.total > outcome.results.length && (
              <More type="button" onClick={() => setLimit((shown) => shown + PAGE_SIZE)}>
                {SEARCH_WORDS.showMore}
              </More>
            )}
          </Results>
          <section aria-labelledby={`${id}-everything`}>
            <h2 id={`${id}-everything`}>{SEARCH_WORDS.everything}</h2>
            <SiteIndex sections={sections} />
          </section>
          <script dangerouslySetInnerHTML={{ __html: SEARCH_FIRST_RESULTS }} />
        </Body>
      </Container>
    </>
  );
}
