/** The testimonial carousel moves on every 5 s. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** Which way the last move went; "none" until the first move, so the first slide does not animate in. */
export type SlideDirection = "next" | "prev" | "none";

export interface CarouselState {
  index: number;
  count: number;
  direction: SlideDirection;
}

export type CarouselAction = { type: "next" } | { type: "prev" } | { type: "goTo"; index: number };

export function initialCarouselState(count: number): CarouselState {
  return { index: 0, count: Math.max(0, Math.floor(count)), direction: "none" };
}

/** Keeps any integer inside 0..count-1, wrapping at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Next and Previous wrap at both ends; goTo slides the way the chosen slide lies. */
export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  if (state.count <= 1) return state;
  switch (action.type) {
    case "next":
      return { ...state, index: wrapIndex(state.index + 1, state.count), direction: "next" };
    case "prev":
      return { ...state, index: wrapIndex(state.index - 1, state.count), direction: "prev" };
    case "goTo": {
      if (!Number.isFinite(action.index)) return state;
      const index = wrapIndex(Math.floor(action.index), state.count);
      if (index === state.index) return state;
      return { ...state, index, direction: index > state.index ? "next" : "prev" };
    }
  }
}
