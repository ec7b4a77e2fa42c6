import styled from "@emotion/styled";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { OnboardingStepMarker } from "./OnboardingStepMarker";
import { VisuallyHidden } from "../ui/VisuallyHidden";

const Button = styled.button`
  display: flex;
  align-items: center;
  gap: ${space[16]};
  width: 100%;
  min-height: 48px;
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  color: ${color.text};
  text-align: left;
  cursor: pointer;
  &[data-compact="true"] {
    flex-direction: column;
    gap: ${space[8]};
    padding: ${space[8]} ${space[4]};
    text-align: center;
  }
`;

const Label = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Eyebrow = styled.span`
  font-size: ${fontSize.small};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.textMuted};
`;

const Title = styled.span`
  font-size: ${fontSize.lead};
  font-weight: 700;
  line-height: 1.3;
  [data-compact="true"] & {
    font-size: ${fontSize.small};
  }
`;

interface OnboardingStepButtonProps {
  number: number;
  title: string;
  checked: boolean;
  current: boolean;
  completed: boolean;
  compact?: boolean;
  onSelect: () => void;
}

/**
 * Picks a step. The current one is marked aria-current="step"; steps already
 * passed say "completed" to assistive technology as well as showing a check.
 */
export function OnboardingStepButton({
  number,
  title,
  checked,
  current,
  completed,
  compact = false,
  onSelect,
}: OnboardingStepButtonProps) {
  return (
    <Button
      type="button"
      onClick={onSelect}
      aria-current={current ? "step" : undefined}
      data-compact={compact}
      data-checked={checked}
    >
      <OnboardingStepMarker number={number} checked={checked} />
      <Label>
        {!compact && <Eyebrow>Step {number}</Eyebrow>}{" "}
        <Title>
          {compact && <VisuallyHidden>Step {number}: </VisuallyHidden>}
          {title}
        </Title>
        {completed && <VisuallyHidden> (completed)</VisuallyHidden>}
      </Label>
    </Button>
  );
}
