import { useCallback, useEffect, useRef, useState } from "react";
import {
  initialOnboardingState,
  ONBOARDING_TICK_MS,
  onboardingReducer,
  type OnboardingAction,
} from "../lib/onboarding-progress";
import { usePageVisible } from "./usePageVisible";

/**
 * Drives the onboarding carousel: while `running` (and the tab is visible), one tick every
 * 100 ms. The progress lives outside React: each tick only hands the new value to
 * `onProgress` (which writes it to the progress bar's aria-valuenow), and React renders again
 * only when the step changes. The bar itself is drawn by a CSS animation of the same length.
 * The timer is created in an effect, so it only ever starts after mount.
 */
export function useOnboardingProgress(
  stepCount: number,
  running: boolean,
  onProgress: (progress: number) => void = () => undefined,
) {
  const clock = useRef(initialOnboardingState(stepCount));
  const [index, setIndex] = useState(0);
  // A new value restarts the bar's CSS animation (a step chosen again starts from 0).
  const [round, setRound] = useState(0);
  const report = useRef(onProgress);
  report.current = onProgress;
  const pageVisible = usePageVisible();
  const ticking = running && pageVisible && stepCount >= 2;

  const apply = useCallback((action: OnboardingAction) => {
    const before = clock.current;
    const after = onboardingReducer(before, action);
    clock.current = after;
    report.current(after.progress);
    if (after.index !== before.index || action.type === "select") {
      setIndex(after.index);
      setRound((r) => r + 1);
    }
  }, []);

  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => apply({ type: "tick" }), ONBOARDING_TICK_MS);
    return () => window.clearInterval(timer);
  }, [ticking, apply]);

  const select = useCallback((i: number) => apply({ type: "select", index: i }), [apply]);
  const getProgress = useCallback(() => clock.current.progress, []);
  return { index, round, ticking, select, getProgress };
}
