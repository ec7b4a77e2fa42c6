import styled from "@emotion/styled";
import { Check } from "lucide-react";
import { color, fontSize, radius } from "../../theme/tokens";

const Marker = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${radius.round};
  border: 2px solid ${color.border};
  background: ${color.surfaceRaised};
  color: ${color.textMuted};
  font-weight: 700;
  font-size: ${fontSize.body};
  transition:
    background 0.3s ease,
    border-color 0.3s ease;
  &[data-checked="true"] {
    border-color: ${color.primary};
    background: ${color.primary};
    color: ${color.onPrimary};
  }
`;

interface OnboardingStepMarkerProps {
  number: number;
  checked: boolean;
}

/** The round badge of a step: a check mark once reached, its number before. */
export function OnboardingStepMarker({ number, checked }: OnboardingStepMarkerProps) {
  return (
    <Marker data-checked={checked} aria-hidden="true">
      {checked ? <Check size={20} strokeWidth={3} /> : number}
    </Marker>
  );
}
