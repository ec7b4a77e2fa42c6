/**
 * The onboarding carousel's clock, as a pure reducer: every tick adds a fixed
 * amount of progress; reaching 100 moves to the next step (wrapping to the
 * first) and starts again from 0. Choosing a step also starts it from 0.
 */

/** The onboarding clock ticks every 100 ms. */
export const ONBOARDING_TICK_MS = 100;
/** Ticks in one step: 30 ticks of 100 ms, so each step lasts 3 s. */
export const ONBOARDING_TICKS_PER_STEP = 30;
export const ONBOARDING_STEP_MS = ONBOARDING_TICK_MS * ONBOARDING_TICKS_PER_STEP;
/** About 3.33 per tick. */
export const ONBOARDING_PROGRESS_STEP = 100 / ONBOARDING_TICKS_PER_STEP;
export const ONBOARDING_PROGRESS_MAX = 100;

/** Repeated float addition of 100/30 lands a hair under 100; treat that as done. */
const EPSILON = 1e-9;

export interface OnboardingState {
  /** Number of steps (3 in content). */
  stepCount: number;
  /** Index of the current step, 0-based. */
  index: number;
  /** Progress through the current step, 0..100. */
  progress: number;
}

export type OnboardingAction = { type: "tick" } | { type: "select"; index: number };

export function initialOnboardingState(stepCount: number): OnboardingState {
  return { stepCount, index: 0, progress: 0 };
}

export function onboardingReducer(
  state: OnboardingState,
  action: OnboardingAction,
): OnboardingState {
  if (state.stepCount <= 0) return state;
  switch (action.type) {
    case "tick": {
      const progress = state.progress + ONBOARDING_PROGRESS_STEP;
      if (progress >= ONBOARDING_PROGRESS_MAX - EPSILON) {
        return { ...state, index: (state.index + 1) % state.stepCount, progress: 0 };
      }
      return { ...state, progress };
    }
    case "select": {
      const index = Math.min(Math.max(Math.trunc(action.index), 0), state.stepCount - 1);
      return { ...state, index, progress: 0 };
    }
  }
}

/** Steps up to and including the current one show a check mark. */
export function isStepChecked(stepIndex: number, currentIndex: number): boolean {
  return stepIndex <= currentIndex;
}
