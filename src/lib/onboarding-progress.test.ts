import {
  initialOnboardingState,
  isStepChecked,
  ONBOARDING_PROGRESS_STEP,
  ONBOARDING_TICK_MS,
  onboardingReducer,
  type OnboardingState,
} from "./onboarding-progress";

function ticks(state: OnboardingState, n: number): OnboardingState {
  let next = state;
  for (let i = 0; i < n; i += 1) next = onboardingReducer(next, { type: "tick" });
  return next;
}

describe("onboarding progress", () => {
  it("ticks every 100 ms and grows about 3.33 per tick", () => {
    expect(ONBOARDING_TICK_MS).toBe(100);
    expect(ONBOARDING_PROGRESS_STEP).toBeCloseTo(3.33, 2);
    const state = onboardingReducer(initialOnboardingState(3), { type: "tick" });
    expect(state).toEqual({ stepCount: 3, index: 0, progress: ONBOARDING_PROGRESS_STEP });
  });

  it("starts at the first step with no progress", () => {
    expect(initialOnboardingState(3)).toEqual({ stepCount: 3, index: 0, progress: 0 });
  });

  it("is a third of the way after 10 ticks (1 s)", () => {
    const state = ticks(initialOnboardingState(3), 10);
    expect(state.index).toBe(0);
    expect(state.progress).toBeCloseTo(33.33, 2);
  });

  it("moves to the next step and resets after 30 ticks (3 s), not later", () => {
    const before = ticks(initialOnboardingState(3), 29);
    expect(before.index).toBe(0);
    expect(before.progress).toBeLessThan(100);
    const after = onboardingReducer(before, { type: "tick" });
    expect(after).toEqual({ stepCount: 3, index: 1, progress: 0 });
  });

  it("wraps from the last step back to the first after 90 ticks (9 s)", () => {
    expect(ticks(initialOnboardingState(3), 60).index).toBe(2);
    expect(ticks(initialOnboardingState(3), 90)).toEqual({ stepCount: 3, index: 0, progress: 0 });
  });

  it("never lets progress reach or pass 100", () => {
    let state = initialOnboardingState(3);
    for (let i = 0; i < 500; i += 1) {
      state = onboardingReducer(state, { type: "tick" });
      expect(state.progress).toBeGreaterThanOrEqual(0);
      expect(state.progress).toBeLessThan(100);
    }
  });

  it("selecting a step jumps to it and restarts its progress", () => {
    const midway = ticks(initialOnboardingState(3), 12);
    expect(onboardingReducer(midway, { type: "select", index: 2 })).toEqual({
      stepCount: 3,
      index: 2,
      progress: 0,
    });
    expect(onboardingReducer(midway, { type: "select", index: 0 }).progress).toBe(0);
  });

  it("clamps an out-of-range selection", () => {
    const state = initialOnboardingState(3);
    expect(onboardingReducer(state, { type: "select", index: 7 }).index).toBe(2);
    expect(onboardingReducer(state, { type: "select", index: -1 }).index).toBe(0);
  });

  it("does nothing without steps", () => {
    const empty = initialOnboardingState(0);
    expect(onboardingReducer(empty, { type: "tick" })).toBe(empty);
  });

  it("checks the steps up to and including the current one", () => {
    expect([0, 1, 2].map((i) => isStepChecked(i, 1))).toEqual([true, true, false]);
    expect([0, 1, 2].map((i) => isStepChecked(i, 0))).toEqual([true, false, false]);
  });
});
