import styled from "@emotion/styled";
import type { SiteSearchState } from "../../hooks/useSiteSearch";
import { FIRST_RESULTS_DOM, firstResultsMessage } from "../../lib/search/first-results";
import type { SearchQuery } from "../../lib/search/run-search";
import { SEARCH_WORDS } from "../../lib/search/search-words";
import { color, fontSize, space } from "../../theme/tokens";
import { secondaryButtonStyle } from "../ui/ButtonLink";

const Hint = styled.p`
  margin: ${space[8]} 0;
  color: ${color.textMuted};
  font-size: ${fontSize.small};
`;

const Status = styled.p`
  margin: ${space[8]} 0;
  font-weight: 600;
  &:empty {
    margin: 0;
  }
`;

const Retry = styled.button(secondaryButtonStyle);

interface SearchStatusProps {
  search: SiteSearchState;
  query: SearchQuery;
  /** The hint's id, which the search field names as its description. */
  hintId: string;
  /** Shown first, before the index answers (the first results of a query in the address). */
  firstMatches?: boolean;
}

/**
 * The hint before anything is typed, then the number of results in a polite live region (so
 * a screen reader hears it without losing its place), or the failure with a way to retry.
 */
export function SearchStatus({ search, query, hintId, firstMatches = false }: SearchStatusProps) {
  const typed = query.text.trim() !== "";
  let message = "";
  if (typed && search.status === "failed") message = SEARCH_WORDS.failed;
  else if (typed && !search.outcome && firstMatches) message = firstResultsMessage(query.text);
  else if (typed) message = search.outcome?.message ?? SEARCH_WORDS.searching;
  return (
    <>
      {!typed && (
        <Hint id={hintId} {...{ [FIRST_RESULTS_DOM.hint]: "" }}>
          {SEARCH_WORDS.hint}
        </Hint>
      )}
      <Status role="status" {...{ [FIRST_RESULTS_DOM.status]: "" }}>
        {message}
      </Status>
      {typed && search.status === "failed" && (
        <Retry type="button" onClick={search.retry}>
          {SEARCH_WORDS.retry}
        </Retry>
      )}
    </>
  );
}
