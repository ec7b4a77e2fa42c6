/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { useOnboardingProgress } from "./useOnboardingProgress";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe("useOnboardingProgress", () => {
  it("starts at step 1 with no progress", () => {
    const { result } = renderHook(() => useOnboardingProgress(3, true));
    expect(result.current.index).toBe(0);
    expect(result.current.getProgress()).toBe(0);
  });

  it("grows about 3.33 every 100 ms", () => {
    const { result } = renderHook(() => useOnboardingProgress(3, true));
    advance(100);
    expect(result.current.getProgress()).toBeCloseTo(3.33, 2);
    advance(900);
    expect(result.current.getProgress()).toBeCloseTo(33.33, 2);
  });

  it("moves on every 3 s, resetting the progress, and wraps after the last step", () => {
    const { result } = renderHook(() => useOnboardingProgress(3, true));
    advance(2900);
    expect(result.current.index).toBe(0);
    advance(100);
    expect(result.current.index).toBe(1);
    expect(result.current.getProgress()).toBe(0);
    advance(3000);
    expect(result.current.index).toBe(2);
    expect(result.current.getProgress()).toBe(0);
    advance(3000);
    expect(result.current.index).toBe(0);
    expect(result.current.getProgress()).toBe(0);
  });

  it("selecting a step jumps to it and restarts its progress", () => {
    const { result } = renderHook(() => useOnboardingProgress(3, true));
    advance(1500);
    act(() => result.current.select(2));
    expect(result.current.index).toBe(2);
    expect(result.current.getProgress()).toBe(0);
  });

  it("does not tick while stopped, and keeps the step when stopped", () => {
    const { result, rerender } = renderHook(({ running }) => useOnboardingProgress(3, running), {
      initialProps: { running: false },
    });
    advance(10_000);
    expect(result.current.index).toBe(0);
    expect(result.current.getProgress()).toBe(0);
    act(() => result.current.select(1));
    rerender({ running: true });
    advance(1000);
    expect(result.current.index).toBe(1);
    expect(result.current.getProgress()).toBeCloseTo(33.33, 2);
    rerender({ running: false });
    advance(5000);
    expect(result.current.index).toBe(1);
    expect(result.current.getProgress()).toBeCloseTo(33.33, 2);
  });

  it("clears its timer on unmount", () => {
    const { unmount } = renderHook(() => useOnboardingProgress(3, true));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("reports each tick's progress without re-rendering until the step changes", () => {
    const reported: number[] = [];
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useOnboardingProgress(3, true, (p) => reported.push(Math.round(p)));
    });
    const rendersBefore = renders;
    advance(1000);
    expect(reported).toEqual([3, 7, 10, 13, 17, 20, 23, 27, 30, 33]);
    expect(renders).toBe(rendersBefore);
    advance(2000);
    expect(reported.at(-1)).toBe(0);
    expect(renders).toBeGreaterThan(rendersBefore);
  });

  it("runs no timer while the tab is hidden", () => {
    const hidden = jest.spyOn(document, "hidden", "get").mockReturnValue(true);
    const { result } = renderHook(() => useOnboardingProgress(3, true));
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(result.current.ticking).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    advance(1000);
    expect(result.current.getProgress()).toBeCloseTo(33.33, 2);
    hidden.mockRestore();
  });
});
