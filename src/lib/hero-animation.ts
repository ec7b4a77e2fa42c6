/** Each hero word animates for 0.5 s, 0.1 s after the one before; the cards follow 0.2 s in. */
export const HERO_WORD_SECONDS = 0.5;
export const HERO_WORD_STEP_SECONDS = 0.1;
export const HERO_CARDS_DELAY_SECONDS = 0.2;

/** The words of a line of text, in order (any run of whitespace separates two words). */
export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Start of the n-th word's animation (0-based, counted across headline and subheading). */
export function wordDelaySeconds(position: number): number {
  return Math.round(position * HERO_WORD_STEP_SECONDS * 100) / 100;
}
