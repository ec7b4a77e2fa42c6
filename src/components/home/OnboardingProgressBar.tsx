import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { ONBOARDING_STEP_MS } from "../../lib/onboarding-progress";
import { color, media, radius } from "../../theme/tokens";

const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const Track = styled.div`
  height: 6px;
  border-radius: ${radius.round};
  background: ${color.border};
  overflow: hidden;
`;

/* The bar fills over one step on the compositor; no script runs per frame. */
const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${color.primary}, ${color.accent});
  transform-origin: left center;
  transform: scaleX(0);
  &[data-running] {
    animation: ${grow} ${ONBOARDING_STEP_MS}ms linear forwards;
  }
  &[data-running="false"] {
    animation-play-state: paused;
  }
  ${media.reducedMotion} {
    animation-duration: 1ms;
  }
`;

interface OnboardingProgressBarProps {
  /** Whether the step's clock is running (undefined before hydration: the bar stays empty). */
  running: boolean | undefined;
}

/**
 * How far the current step is towards moving on. The visible fill is a CSS animation; the
 * carousel's clock writes aria-valuenow (0–100) straight to the element on each tick, so
 * assistive technology reads the same value without React re-rendering the section.
 */
export function OnboardingProgressBar({ running }: OnboardingProgressBarProps) {
  return (
    <Track
      role="progressbar"
      aria-label="Progress to the next step"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
    >
      <Fill data-running={running === undefined ? undefined : String(running)} />
    </Track>
  );
}
