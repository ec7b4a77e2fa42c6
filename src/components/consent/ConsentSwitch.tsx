import styled from "@emotion/styled";
import type { ChangeEvent } from "react";
import { color, fontSize, radius, space } from "../../theme/tokens";

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space[4]} ${space[16]};
  align-items: center;
  padding: ${space[12]} 0;
  border-top: 1px solid ${color.border};
  label {
    font-weight: 600;
    cursor: pointer;
  }
  input:disabled + label {
    cursor: default;
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${color.textMuted};
    font-size: ${fontSize.small};
  }
`;

/** A checkbox drawn as a switch; the word beside the label says its state, not colour alone. */
const Track = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 46px;
  height: 26px;
  margin: 0;
  border: 2px solid ${color.textMuted};
  border-radius: ${radius.round};
  background: ${color.surface};
  cursor: pointer;
  &::before {
    content: "";
    position: absolute;
    top: 2px;
    left: 2px;
    width: 18px;
    height: 18px;
    border-radius: ${radius.circle};
    background: ${color.textMuted};
  }
  &:checked {
    border-color: ${color.primary};
    background: ${color.primary};
  }
  &:checked::before {
    left: 22px;
    background: ${color.onPrimary};
  }
  &:disabled {
    cursor: default;
    opacity: 0.75;
  }
  @media (prefers-reduced-motion: no-preference) {
    &::before {
      transition: left 0.15s ease;
    }
  }
`;

const State = styled.span`
  font-weight: 400;
  color: ${color.textMuted};
  margin-left: ${space[8]};
`;

interface ConsentSwitchProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  /** Without it the switch is fixed (strictly necessary cookies are always on). */
  onChange?: (checked: boolean) => void;
}

/** One cookie category: a labelled on/off switch with what the category is for. */
export function ConsentSwitch({ id, label, description, checked, onChange }: ConsentSwitchProps) {
  const fixed = !onChange;
  const stateText = fixed ? "Always on" : checked ? "On" : "Off";
  return (
    <Row>
      <Track
        type="checkbox"
        role="switch"
        id={id}
        checked={checked}
        disabled={fixed}
        aria-describedby={`${id}-description`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.checked)}
      />
      <label htmlFor={id}>
        {label}
        <State aria-hidden="true">{stateText}</State>
      </label>
      <p id={`${id}-description`}>{description}</p>
    </Row>
  );
}
