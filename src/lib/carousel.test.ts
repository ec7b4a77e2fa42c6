import {
  CAROUSEL_INTERVAL_MS,
  carouselReducer,
  initialCarouselState,
  wrapIndex,
  type CarouselState,
} from "./carousel";

const at = (index: number, count = 3): CarouselState => ({ index, count, direction: "none" });

describe("carousel reducer", () => {
  it("moves on every 5000 ms", () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
  });

  it("starts on the first slide with no direction, so nothing animates on load", () => {
    expect(initialCarouselState(3)).toEqual({ index: 0, count: 3, direction: "none" });
  });

  it("next moves forward and wraps from the last slide to the first", () => {
    expect(carouselReducer(at(0), { type: "next" })).toEqual({
      index: 1,
      count: 3,
      direction: "next",
    });
    expect(carouselReducer(at(1), { type: "next" }).index).toBe(2);
    expect(carouselReducer(at(2), { type: "next" })).toEqual({
      index: 0,
      count: 3,
      direction: "next",
    });
  });

  it("prev moves back and wraps from the first slide to the last", () => {
    expect(carouselReducer(at(0), { type: "prev" })).toEqual({
      index: 2,
      count: 3,
      direction: "prev",
    });
    expect(carouselReducer(at(2), { type: "prev" })).toEqual({
      index: 1,
      count: 3,
      direction: "prev",
    });
  });

  it("goTo jumps to a slide and slides the way it lies", () => {
    expect(carouselReducer(at(0), { type: "goTo", index: 2 })).toEqual({
      index: 2,
      count: 3,
      direction: "next",
    });
    expect(carouselReducer(at(2), { type: "goTo", index: 0 })).toEqual({
      index: 0,
      count: 3,
      direction: "prev",
    });
  });

  it("goTo the current slide, or to no number, changes nothing", () => {
    const state = at(1);
    expect(carouselReducer(state, { type: "goTo", index: 1 })).toBe(state);
    expect(carouselReducer(state, { type: "goTo", index: Number.NaN })).toBe(state);
  });

  it("goTo wraps an out-of-range index", () => {
    expect(carouselReducer(at(0), { type: "goTo", index: 4 }).index).toBe(1);
    expect(carouselReducer(at(0), { type: "goTo", index: -1 }).index).toBe(2);
  });

  it("a carousel of one or no slides never moves", () => {
    const one = initialCarouselState(1);
    expect(carouselReducer(one, { type: "next" })).toBe(one);
    const none = initialCarouselState(0);
    expect(carouselReducer(none, { type: "prev" })).toBe(none);
  });

  it("wrapIndex keeps any integer in range", () => {
    expect([-4, -3, -1, 0, 3, 5, 7].map((i) => wrapIndex(i, 3))).toEqual([2, 0, 2, 0, 0, 2, 1]);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
