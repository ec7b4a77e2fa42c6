import { useCallback, useEffect, useReducer } from "react";
import {
  CAROUSEL_INTERVAL_MS,
  carouselReducer,
  initialCarouselState,
  type CarouselState,
} from "../lib/carousel";

export interface CarouselControls extends CarouselState {
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
}

interface AutoAdvanceOptions {
  /** While true the carousel stays where it is (hover, focus inside, reduced motion, stopped). */
  paused: boolean;
  intervalMs?: number;
}

/**
 * Carousel state that moves to the next slide every `intervalMs` while not
 * paused. The timer restarts after every move, manual or automatic, so a slide
 * chosen by hand always gets its full interval.
 */
export function useCarouselAutoAdvance(
  count: number,
  { paused, intervalMs = CAROUSEL_INTERVAL_MS }: AutoAdvanceOptions,
): CarouselControls {
  const [state, dispatch] = useReducer(carouselReducer, count, initialCarouselState);

  useEffect(() => {
    if (paused || state.count <= 1) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: "next" }), intervalMs);
    return () => window.clearTimeout(timer);
  }, [paused, intervalMs, state.index, state.count]);

  const next = useCallback(() => dispatch({ type: "next" }), []);
  const prev = useCallback(() => dispatch({ type: "prev" }), []);
  const goTo = useCallback((index: number) => dispatch({ type: "goTo", index }), []);

  return { ...state, next, prev, goTo };
}
