import styled from "@emotion/styled";
import { memo } from "react";
import { color, fixedColours, radius } from "../../theme/tokens";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import type { OnboardingStepView } from "./onboarding-types";

const Frame = styled.div`
  display: grid;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  overflow: hidden;
  box-shadow: ${color.shadow};
  /* The illustrations are dark in both themes (no light margin to glare in the dark one). */
  background: ${fixedColours.darkBand};
  & > * {
    grid-area: 1 / 1;
    transition: opacity 0.5s ease;
  }
  & > [data-current="false"] {
    opacity: 0;
  }
`;

interface OnboardingImageStackProps {
  steps: readonly OnboardingStepView[];
  index: number;
}

/** The steps' illustrations stacked in one frame, cross-fading to the current one. */
// Memoised: the carousel re-renders on every 100 ms progress tick, the images only change per step.
export const OnboardingImageStack = memo(function OnboardingImageStack({
  steps,
  index,
}: OnboardingImageStackProps) {
  return (
    <Frame>
      {steps.map((step, i) => (
        <div key={step.id} data-current={i === index}>
          {/* Decorative: the step's title and text beside it say everything the picture does. */}
          {step.image && <ResponsiveImage image={step.image} alt="" />}
        </div>
      ))}
    </Frame>
  );
});
