import { useEffect, useState } from "react";
import { loadPagefind } from "../lib/search/pagefind-runtime";
import { runSearch, type SearchOutcome, type SearchQuery } from "../lib/search/run-search";

export interface SiteSearchState {
  /** idle: nothing typed; searching: a query is on its way; failed: the index did not load. */
  status: "idle" | "searching" | "done" | "failed";
  /** The last answer, kept while the next query is on its way so the list does not flicker. */
  outcome: SearchOutcome | null;
  retry: () => void;
}

/**
 * Runs the query against the site's index as the visitor types: every change searches at once
 * (Pagefind answers in milliseconds), and an answer that arrives after a newer query's is
 * dropped. The runtime loads with the first query, unless the caller started it earlier
 * (preloadSearch, when search is opened).
 */
export function useSiteSearch(query: SearchQuery, limit: number): SiteSearchState {
  const [status, setStatus] = useState<SiteSearchState["status"]>("idle");
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { text, kind, category } = query;

  useEffect(() => {
    if (text.trim() === "") {
      setStatus("idle");
      setOutcome(null);
      return undefined;
    }
    let current = true;
    setStatus("searching");
    loadPagefind()
      .then((pagefind) => runSearch(pagefind, { text, kind, category }, limit))
      .then(
        (answer) => {
          if (!current) return;
          setOutcome(answer);
          setStatus("done");
        },
        () => {
          if (current) setStatus("failed");
        },
      );
    return () => {
      current = false;
    };
  }, [text, kind, category, limit, attempt]);

  return { status, outcome, retry: () => setAttempt((n) => n + 1) };
}
