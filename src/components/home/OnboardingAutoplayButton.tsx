import styled from "@emotion/styled";
import { Pause, Play } from "lucide-react";
import { color, fontSize, radius, space } from "../../theme/tokens";

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  min-height: 44px;
  padding: ${space[8]} ${space[16]};
  border: 1px solid ${color.border};
  border-radius: ${radius.round};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font-size: ${fontSize.small};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${color.primary};
    color: ${color.primary};
  }
`;

interface OnboardingAutoplayButtonProps {
  running: boolean;
  onToggle: () => void;
}

/** Lets visitors stop the automatic step changes (WCAG 2.2.2) or start them again. */
export function OnboardingAutoplayButton({ running, onToggle }: OnboardingAutoplayButtonProps) {
  return (
    <Button type="button" onClick={onToggle} data-autoplay={running ? "on" : "off"}>
      {running ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
      {running ? "Pause steps" : "Play steps"}
    </Button>
  );
}
