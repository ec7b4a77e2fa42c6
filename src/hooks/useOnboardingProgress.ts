import { useCallback, useEffect, useReducer } from "react";
import {
  initialOnboardingState,
  ONBOARDING_TICK_MS,
  onboardingReducer,
} from "../lib/onboarding-progress";

/**
 * Drives the onboarding carousel: while `running`, one tick every 100 ms.
 * The timer is created in an effect, so it only ever starts after mount (the
 * server render shows the first step with no progress).
 */
export function useOnboardingProgress(stepCount: number, running: boolean) {
  const [state, dispatch] = useReducer(onboardingReducer, stepCount, initialOnboardingState);

  useEffect(() => {
    if (!running || stepCount < 2) return;
    const timer = window.setInterval(() => dispatch({ type: "tick" }), ONBOARDING_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, stepCount]);

  const select = useCallback((index: number) => dispatch({ type: "select", index }), []);
  return { index: state.index, progress: state.progress, select };
}
