/**
 * The search page's inline script, right after its list of every page: with a query in the
 * address ("/search?q=backup") it shows, at the first paint, the listed pages whose title or
 * summary has the query's words (../../lib/search/first-results.ts), in the results' own
 * template, with the status saying they are first matches. The page's first render reads them
 * back (../first-search-results.ts), so React hydrates exactly this DOM.
 */
import {
  FIRST_RESULTS_DOM as DOM,
  firstMatches,
  firstResultsMessage,
  type ListedPage,
} from "../../lib/search/first-results";

const query = new URLSearchParams(location.search).get("q") || "";
const list = document.querySelector(`[${DOM.results}]`);
const template = list && list.firstElementChild;

function listedPages(): ListedPage[] {
  const pages: ListedPage[] = [];
  document.querySelectorAll(`[${DOM.kind}]`).forEach((part) => {
    part.querySelectorAll("a[href]").forEach((link) => {
      pages.push({
        title: link.textContent || "",
        url: link.getAttribute("href") || "",
        kind: part.getAttribute(DOM.kind) || "",
        summary: link.getAttribute(DOM.summary) || "",
      });
    });
  });
  return pages;
}

const results = query.trim() && list && template ? firstMatches(listedPages(), query) : [];
if (list && template && results.length > 0) {
  const blank = template.cloneNode(true) as Element;
  results.forEach((result, index) => {
    const item = index === 0 ? template : list.appendChild(blank.cloneNode(true) as Element);
    const [kind, title, excerpt] = Array.from(item.children);
    kind.textContent = result.kind;
    const link = title.appendChild(document.createElement("a"));
    link.href = result.url;
    link.textContent = result.title;
    for (const part of result.excerpt) {
      const text = document.createTextNode(part.text);
      if (part.marked) excerpt.appendChild(document.createElement("mark")).appendChild(text);
      else excerpt.appendChild(text);
    }
  });
  list.setAttribute(DOM.shown, "");
  const status = document.querySelector(`[${DOM.status}]`);
  if (status) status.textContent = firstResultsMessage(query);
  const hint = document.querySelector(`[${DOM.hint}]`);
  if (hint) hint.remove();
  const field = document.querySelector<HTMLInputElement>('form[role="search"] input[name="q"]');
  if (field && field.value === "") field.value = query;
  window.__firstSearchResults = { query, results };
}
