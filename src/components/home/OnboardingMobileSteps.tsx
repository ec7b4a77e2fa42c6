import styled from "@emotion/styled";
import { isStepChecked } from "../../lib/onboarding-progress";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import type { OnboardingStepView } from "./onboarding-types";
import { OnboardingProgressBar } from "./OnboardingProgressBar";
import { OnboardingStepButton } from "./OnboardingStepButton";

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[16]};
  /* Before hydration both layouts are in the page; CSS shows the one that fits. */
  ${media.desktop} {
    display: none;
  }
`;

const Tabs = styled.ol`
  display: grid;
  /* One column per step (content/onboarding.json allows two to four). */
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Panel = styled.div`
  padding: ${space[20]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  box-shadow: ${color.shadow};
`;

/* All texts share one grid cell, so the panel is as tall as the longest and never jumps. */
const Stack = styled.div`
  display: grid;
  margin-bottom: ${space[16]};
  & > * {
    grid-area: 1 / 1;
  }
  & > [aria-hidden="true"] {
    visibility: hidden;
  }
`;

const StepTitle = styled.p`
  margin: 0 0 ${space[8]};
  font-size: ${fontSize.lead};
`;

const Content = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

interface OnboardingMobileStepsProps {
  steps: readonly OnboardingStepView[];
  index: number;
  running: boolean | undefined;
  round: number;
  onSelect: (index: number) => void;
}

/** Mobile: the compact step buttons in one row, then only the current step's text. */
export function OnboardingMobileSteps({
  steps,
  index,
  running,
  round,
  onSelect,
}: OnboardingMobileStepsProps) {
  return (
    <Wrapper data-layout="mobile">
      <Tabs>
        {steps.map((step, i) => (
          <li key={step.id} data-current={i === index} data-step={i + 1}>
            <OnboardingStepButton
              number={i + 1}
              title={step.step}
              checked={isStepChecked(i, index)}
              current={i === index}
              completed={i < index}
              compact
              onSelect={() => onSelect(i)}
            />
          </li>
        ))}
      </Tabs>
      <Panel>
        <Stack>
          {steps.map((step, i) => (
            <div key={step.id} aria-hidden={i !== index}>
              <StepTitle>
                <strong>{step.step}</strong>
              </StepTitle>
              <Content>{step.content}</Content>
            </div>
          ))}
        </Stack>
        <OnboardingProgressBar key={round} running={running} />
      </Panel>
    </Wrapper>
  );
}
