/**
 * A marquee loops by sliding its row left by half the track, where the second half is a copy
 * of the first. With few logos one copy of the row is narrower than a wide screen and a gap
 * would open before the copy arrives, so the row is repeated until one loop holds at least
 * MARQUEE_MIN_ITEMS entries (a logo tile and its gap are at least 200 px wide, and six of
 * them cover the widest content column of 1200 px).
 */
export const MARQUEE_MIN_ITEMS = 6;

/** How many times one loop of the marquee repeats its entries (1 when they fill it already). */
export function marqueeCopies(count: number): number {
  return count <= 0 ? 1 : Math.ceil(MARQUEE_MIN_ITEMS / count);
}
