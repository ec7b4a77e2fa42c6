import styled from "@emotion/styled";
import { color, radius } from "../../theme/tokens";

const Track = styled.div`
  height: 6px;
  border-radius: ${radius.round};
  background: ${color.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${color.primary}, ${color.accent});
  transform-origin: left center;
  /* Glides between the 100 ms ticks; compositor-only, so no layout work. */
  transition: transform 100ms linear;
`;

interface OnboardingProgressBarProps {
  progress: number;
}

/** How far the current onboarding step is towards moving on (0–100). */
export function OnboardingProgressBar({ progress }: OnboardingProgressBarProps) {
  return (
    <Track
      role="progressbar"
      aria-label="Progress to the next step"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
    >
      <Fill style={{ transform: `scaleX(${progress / 100})` }} />
    </Track>
  );
}
