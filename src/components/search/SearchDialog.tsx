import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { Link, navigate } from "gatsby";
import { ArrowRight, Search as SearchIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useModalDialog } from "../../hooks/useModalDialog";
import { useSiteSearch } from "../../hooks/useSiteSearch";
import { preloadSearch } from "../../lib/search/pagefind-runtime";
import { EMPTY_QUERY, type SearchQuery } from "../../lib/search/run-search";
import { searchPageHref } from "../../lib/search/search-kinds";
import { SEARCH_WORDS } from "../../lib/search/search-words";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { Button } from "../ui/Button";
import { DialogCloseButton, modalDialogFrame } from "../ui/modalDialog";
import { ResultDetails } from "./ResultDetails";
import { SearchFilters } from "./SearchFilters";
import { SearchStatus } from "./SearchStatus";

/** Results listed in the dialog; "See all results" opens the search page with every one. */
const RESULTS_SHOWN = 8;

const appear = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Dialog = styled.dialog`
  width: min(720px, calc(100vw - 32px));
  ${modalDialogFrame};
  max-height: min(680px, calc(100dvh - 96px));
  margin: ${space[64]} auto auto;
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${appear} 0.16s ease-out;
  }
  ${media.mobile} {
    width: 100%;
    height: 100%;
    max-height: none;
    margin: 0;
    border: 0;
    border-radius: 0;
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${space[12]};
  padding: ${space[16]} ${space[20]} ${space[12]};
  border-bottom: 1px solid ${color.border};
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  label {
    font-weight: 700;
    font-size: ${fontSize.lead};
  }
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[8]};
  padding: 0 ${space[8]} 0 ${space[12]};
  border: 2px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  &:focus-within {
    border-color: ${color.focus};
  }
  svg {
    flex: none;
    color: ${color.textMuted};
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 46px;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: ${fontSize.body};
    outline: none;
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
`;

/** "Clear" reads as a word of the field's row: the row's text size and weight. */
const TextButton = styled(Button)`
  min-height: 36px;
  padding: ${space[4]} ${space[12]};
  font-size: ${fontSize.body};
  font-weight: 400;
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space[8]} ${space[20]} ${space[16]};
`;

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space[4]};
`;

const Option = styled.li`
  padding: ${space[8]} ${space[12]};
  border-radius: ${radius.md};
  border: 2px solid transparent;
  cursor: pointer;
  &:hover {
    background: ${color.surface};
  }
  &[aria-selected="true"] {
    background: ${color.surface};
    border-color: ${color.focus};
  }
`;

const SeeAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  margin-top: ${space[12]};
  font-weight: 600;
`;

export interface SearchDialogProps {
  /** `returnFocus` is false when the visitor chose a page to go to. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The site's search as a modal dialog: a search field that is a combobox over a listbox of
 * results (arrow keys move through them, Enter opens one, or the search page when none is
 * chosen), filters by kind and an article's category, and the number of results announced
 * politely. Escape, the close button or a click outside closes it.
 */
export function SearchDialog({ onClose }: SearchDialogProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { dialogRef, backdropHandlers } = useModalDialog(() => onClose(true), inputRef);
  const [query, setQuery] = useState<SearchQuery>(EMPTY_QUERY);
  const search = useSiteSearch(query, RESULTS_SHOWN);
  const results = search.outcome?.results ?? [];
  const [active, setActive] = useState(-1);
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;

  // Opened: the runtime loads while the first word is typed.
  useEffect(preloadSearch, []);
  // A new answer starts with no result chosen.
  useEffect(() => setActive(-1), [search.outcome]);
  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // optionId only depends on the id, fixed for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const go = (to: string) => {
    onClose(false);
    void navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % count);
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (active >= 0 && results[active]) go(results[active].url);
      else if (query.text.trim() !== "") go(searchPageHref(query.text));
    }
  };

  const clear = () => {
    setQuery(EMPTY_QUERY);
    inputRef.current?.focus();
  };

  const expanded = results.length > 0 && query.text.trim() !== "";
  return (
    <Dialog ref={dialogRef} aria-modal="true" aria-labelledby={`${id}-label`} {...backdropHandlers}>
      <Top>
        <Heading>
          <label id={`${id}-label`} htmlFor={`${id}-field`}>
            {SEARCH_WORDS.search}
          </label>
          <DialogCloseButton onClick={() => onClose(true)} />
        </Heading>
        <Field>
          <SearchIcon size={20} aria-hidden="true" />
          <input
            ref={inputRef}
            id={`${id}-field`}
            type="search"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={query.text.trim() === "" ? `${id}-hint` : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={SEARCH_WORDS.placeholder}
            value={query.text}
            onChange={(event) => setQuery({ ...query, text: event.target.value })}
            onKeyDown={onKeyDown}
          />
          {query.text !== "" && (
            <TextButton variant="outline" size="small" type="button" onClick={clear}>
              {SEARCH_WORDS.clear}
            </TextButton>
          )}
        </Field>
        {search.outcome && query.text.trim() !== "" && (
          <SearchFilters outcome={search.outcome} query={query} onChange={setQuery} />
        )}
      </Top>
      <Body>
        <SearchStatus search={search} query={query} hintId={`${id}-hint`} />
        {expanded && (
          <Options role="listbox" id={listId} aria-label={SEARCH_WORDS.results}>
            {results.map((result, index) => (
              <Option
                key={result.url}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                aria-labelledby={`${optionId(index)}-title`}
                aria-describedby={`${optionId(index)}-kind ${optionId(index)}-excerpt`}
                onClick={() => go(result.url)}
              >
                <ResultDetails
                  result={result}
                  ids={{
                    title: `${optionId(index)}-title`,
                    kind: `${optionId(index)}-kind`,
                    excerpt: `${optionId(index)}-excerpt`,
                  }}
                />
              </Option>
            ))}
          </Options>
        )}
        {query.text.trim() !== "" && search.status !== "failed" && (
          <SeeAll to={searchPageHref(query.text)} onClick={() => onClose(false)}>
            {SEARCH_WORDS.seeAll}
            <ArrowRight size={16} aria-hidden="true" />
          </SeeAll>
        )}
      </Body>
    </Dialog>
  );
}
