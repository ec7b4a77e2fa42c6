/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { CAROUSEL_INTERVAL_MS } from "../lib/carousel";
import { useCarouselAutoAdvance } from "./useCarouselAutoAdvance";

function setup(paused = false) {
  return renderHook(({ paused: p }) => useCarouselAutoAdvance(3, { paused: p }), {
    initialProps: { paused },
  });
}

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe("useCarouselAutoAdvance", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("advances one slide every 5000 ms, forwards, wrapping from the last to the first", () => {
    const { result } = setup();
    expect(result.current.index).toBe(0);
    expect(result.current.direction).toBe("none");
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    expect(result.current.direction).toBe("next");
    advance(CAROUSEL_INTERVAL_MS);
    expect(result.current.index).toBe(2);
    advance(CAROUSEL_INTERVAL_MS);
    expect(result.current.index).toBe(0);
    expect(result.current.direction).toBe("next");
  });

  it("does not move while paused, and resumes with a full interval when unpaused", () => {
    const { result, rerender } = setup();
    advance(3000);
    rerender({ paused: true });
    advance(CAROUSEL_INTERVAL_MS * 4);
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it("never moves when paused from the start (e.g. reduced motion)", () => {
    const { result } = setup(true);
    advance(CAROUSEL_INTERVAL_MS * 10);
    expect(result.current.index).toBe(0);
    expect(result.current.direction).toBe("none");
  });

  it("prev and next wrap at both ends and set the direction", () => {
    const { result } = setup(true);
    act(() => result.current.prev());
    expect(result.current.index).toBe(2);
    expect(result.current.direction).toBe("prev");
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    expect(result.current.direction).toBe("next");
    act(() => result.current.goTo(1));
    expect(result.current.index).toBe(1);
    expect(result.current.direction).toBe("next");
  });

  it("a manual move restarts the interval", () => {
    const { result } = setup();
    advance(4000);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.index).toBe(2);
  });

  it("stops its timer on unmount", () => {
    const { unmount } = setup();
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
