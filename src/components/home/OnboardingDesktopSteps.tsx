import styled from "@emotion/styled";
import { isStepChecked } from "../../lib/onboarding-progress";
import { color, media, radius, space } from "../../theme/tokens";
import type { OnboardingStepView } from "./onboarding-types";
import { OnboardingProgressBar } from "./OnboardingProgressBar";
import { OnboardingStepButton } from "./OnboardingStepButton";

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space[12]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Before hydration both layouts are in the page; CSS shows the one that fits. */
  ${media.mobile} {
    display: none;
  }
`;

const Item = styled.li`
  padding: ${space[20]} ${space[24]} ${space[16]};
  border: 1px solid transparent;
  border-radius: ${radius.md};
  transition:
    background 0.3s ease,
    border-color 0.3s ease,
    box-shadow 0.3s ease;
  &[data-current="true"] {
    background: ${color.surfaceRaised};
    border-color: ${color.border};
    box-shadow: ${color.shadow};
  }
`;

const Content = styled.p`
  margin: ${space[8]} 0 0 ${space[48]};
  color: ${color.textMuted};
  line-height: 1.6;
`;

/* Every row keeps room for the bar so nothing moves when the current step changes. */
const ProgressSlot = styled.div`
  height: 6px;
  margin: ${space[16]} 0 0 ${space[48]};
`;

interface OnboardingDesktopStepsProps {
  steps: readonly OnboardingStepView[];
  index: number;
  running: boolean | undefined;
  round: number;
  onSelect: (index: number) => void;
}

/** Desktop: every step listed with its text; the current one raised and carrying the progress bar. */
export function OnboardingDesktopSteps({
  steps,
  index,
  running,
  round,
  onSelect,
}: OnboardingDesktopStepsProps) {
  return (
    <List data-layout="desktop">
      {steps.map((step, i) => (
        <Item key={step.id} data-current={i === index} data-step={i + 1}>
          <OnboardingStepButton
            number={i + 1}
            title={step.step}
            checked={isStepChecked(i, index)}
            current={i === index}
            completed={i < index}
            onSelect={() => onSelect(i)}
          />
          <Content>{step.content}</Content>
          <ProgressSlot>
            {i === index && <OnboardingProgressBar key={round} running={running} />}
          </ProgressSlot>
        </Item>
      ))}
    </List>
  );
}
