/**
 * The hero rises in as three pieces: the headline, the subheading just after it, then the
 * buttons and cards. A few animations, not one per word: Chrome runs a main-thread frame for
 * every animation that starts or ends.
 */
export const HERO_LINE_SECONDS = 0.6;
export const HERO_SUBHEADING_DELAY_SECONDS = 0.15;
export const HERO_CARDS_DELAY_SECONDS = 0.3;

/** A headline split before its last word, which carries the accent colour. */
export function splitLastWord(text: string): { lead: string; last: string } {
  const trimmed = text.trim();
  const at = trimmed.search(/\S+$/);
  return { lead: trimmed.slice(0, at), last: trimmed.slice(at) };
}
