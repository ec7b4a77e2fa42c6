import styled from "@emotion/styled";
import type { SearchOutcome, SearchQuery } from "../../lib/search/run-search";
import { SEARCH_WORDS } from "../../lib/search/search-words";
import { SearchFilterGroup } from "./SearchFilterGroup";
import { space } from "../../theme/tokens";

const Filters = styled.div`
  display: grid;
  gap: ${space[8]};
`;

interface SearchFiltersProps {
  outcome: SearchOutcome;
  query: SearchQuery;
  onChange: (query: SearchQuery) => void;
  className?: string;
}

/** The kind filter and, while articles are chosen, their category filter. */
export function SearchFilters({ outcome, query, onChange, className }: SearchFiltersProps) {
  return (
    <Filters className={className}>
      <SearchFilterGroup
        label={SEARCH_WORDS.kindFilter}
        options={outcome.kinds}
        chosen={query.kind}
        onChoose={(kind) => onChange({ ...query, kind, category: null })}
      />
      {outcome.categories.length > 0 && (
        <SearchFilterGroup
          label={SEARCH_WORDS.categoryFilter}
          options={outcome.categories}
          chosen={query.category}
          onChoose={(category) => onChange({ ...query, category })}
        />
      )}
    </Filters>
  );
}
