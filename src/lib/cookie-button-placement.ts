/**
 * Where the round Cookie Settings button may show. It is fixed 32 px from the bottom and the
 * left of the screen (the requirements' place), so it would cover whatever the page scrolls
 * under it. It shows only while nothing a visitor reads as a heading or acts on (a link,
 * button or field) is under it, and not while the visitor scrolls down the page; scrolling up
 * or reaching the end brings it back (the footer keeps its place free at the end).
 */

/** The button's place and size, in CSS pixels. */
export const COOKIE_BUTTON = { left: 32, bottom: 32, size: 52 } as const;

/** Room kept around the button, so nothing sits flush against its edge. */
export const COOKIE_BUTTON_CLEARANCE_PX = 8;

/**
 * The room the end of every page (the footer) keeps free below its content: the button's
 * place with its clearance, and some more, so the button stays while the visitor scrolls
 * back a little from the end.
 */
export const COOKIE_BUTTON_RESERVE_PX =
  COOKIE_BUTTON.bottom + COOKIE_BUTTON.size + COOKIE_BUTTON_CLEARANCE_PX + 24;

/** What may not be under the button: headings and everything a visitor acts on. */
export const COVERABLE_SELECTOR = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[role=button]",
  "[tabindex]:not([tabindex='-1'])",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
].join(",");

/**
 * The IntersectionObserver root margin that shrinks the viewport to the button's place plus
 * its clearance: an element intersects that root exactly when it would be under the button.
 */
export function buttonZoneRootMargin(viewport: { width: number; height: number }): string {
  const near = COOKIE_BUTTON.left - COOKIE_BUTTON_CLEARANCE_PX;
  const far = COOKIE_BUTTON.left + COOKIE_BUTTON.size + COOKIE_BUTTON_CLEARANCE_PX;
  const bottomNear = COOKIE_BUTTON.bottom - COOKIE_BUTTON_CLEARANCE_PX;
  const bottomFar = COOKIE_BUTTON.bottom + COOKIE_BUTTON.size + COOKIE_BUTTON_CLEARANCE_PX;
  const top = Math.max(0, viewport.height - bottomFar);
  const right = Math.max(0, viewport.width - far);
  return `${-top}px ${-right}px ${-bottomNear}px ${-near}px`;
}

export type ScrollDirection = "down" | "up" | "still";

/** Movements smaller than this (sub-pixel scrolling, a bounce) do not change the direction. */
const SCROLL_SLACK_PX = 4;

/** The direction of the latest scroll, from the previous and the current scroll position. */
export function scrollDirection(
  previousY: number,
  y: number,
  previous: ScrollDirection,
): ScrollDirection {
  if (y > previousY + SCROLL_SLACK_PX) return "down";
  if (y < previousY - SCROLL_SLACK_PX) return "up";
  return previous;
}

/** Within a few pixels of the end of the page (browsers stop short by a fraction). */
export function isAtPageEnd(page: { scrollY: number; viewportHeight: number; height: number }) {
  return page.scrollY + page.viewportHeight >= page.height - SCROLL_SLACK_PX;
}

export interface PlacementState {
  /** Nothing that may not be covered is under the button's place. */
  clear: boolean;
  direction: ScrollDirection;
  atEnd: boolean;
}

/** The button shows when its place is clear and the visitor is not scrolling down (or is at the end). */
export function isCookieButtonShown({ clear, direction, atEnd }: PlacementState): boolean {
  return clear && (direction !== "down" || atEnd);
}
