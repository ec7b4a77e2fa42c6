/**
 * Reading time is derived from an article's words, never typed by editors, so it
 * stays true when the text changes.
 *
 * 200 words a minute: adults read non-fiction silently at about 240 words a minute
 * on average; these articles are technical (standards, acronyms, checklists), so a
 * slightly slower pace is the honest estimate. Rounded up to whole minutes.
 */
export const WORDS_PER_MINUTE = 200;

/** The parts of a body block that hold words (paragraph, heading and quote text, list items). */
export interface WordBlock {
  text?: string | null;
  items?: readonly (string | null)[] | null;
}

export function countWords(blocks: readonly WordBlock[]): number {
  let words = 0;
  for (const block of blocks) {
    for (const text of [block.text, ...(block.items ?? [])]) {
      if (text) words += text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    }
  }
  return words;
}

/** Whole minutes, rounded up; any text at all takes at least a minute. */
export function readTimeMinutes(wordCount: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  if (wordCount <= 0) return 0;
  return Math.max(1, Math.ceil(wordCount / wordsPerMinute));
}

/** "6 min read", as shown on cards and articles. */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** ISO 8601 duration for structured data ("PT6M"). */
export function readTimeDuration(minutes: number): string {
  return `PT${minutes}M`;
}
