/**
 * The words a buyer uses for a question some page answers (search-kinds.ts marks that page):
 * "price", "cost", "how much" are all asked of the plans page, whose own words are "plans" and
 * "monthly". Search puts the page that answers first when the query asks its question.
 */
import type { SearchAnswer } from "./search-kinds";

const ASKED: Readonly<Record<SearchAnswer, RegExp>> = {
  prices: /\b(?:prices?|priced|pricing|costs?|costing|how much|fees?|charges?|tariffs?)\b/i,
};

/** The question `query` asks, or null: "How much is IT support?" -> "prices". */
export function answerAsked(query: string): SearchAnswer | null {
  const words = query.replace(/\s+/g, " ").trim();
  const found = (Object.keys(ASKED) as SearchAnswer[]).find((answer) => ASKED[answer].test(words));
  return found ?? null;
}
