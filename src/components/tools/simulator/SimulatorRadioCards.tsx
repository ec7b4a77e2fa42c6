import styled from "@emotion/styled";
import type { LucideIcon } from "lucide-react";
import { color, focusRing, fontSize, radius, space } from "../../../theme/tokens";

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${space[8]};
  font-weight: 700;
`;

const Options = styled.div`
  display: grid;
  gap: ${space[8]};
`;

const Card = styled.label<{ withIcon: boolean }>`
  display: grid;
  grid-template-columns: ${({ withIcon }) =>
    withIcon ? "auto auto minmax(0, 1fr)" : "auto minmax(0, 1fr)"};
  align-items: center;
  gap: ${space[4]} ${space[12]};
  padding: ${space[8]} ${space[16]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  cursor: pointer;
  @media (prefers-reduced-motion: no-preference) {
    transition:
      border-color 0.2s ease,
      background-color 0.2s ease;
  }
  &:hover {
    border-color: ${color.primary};
  }
  &:has(input:checked) {
    border-color: ${color.primary};
    background: color-mix(in srgb, ${color.primary} 9%, ${color.surfaceRaised});
    box-shadow: inset 3px 0 0 ${color.primary};
  }
  &:has(input:focus-visible) {
    ${focusRing()};
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${color.primary};
  }
  input:focus-visible {
    outline: none;
  }
  /* On paper only the choice made matters. */
  @media print {
    &:not(:has(input:checked)) {
      display: none;
    }
    &:has(input:checked) {
      border: 0;
      padding: 0;
      background: none;
      box-shadow: none;
    }
  }
`;

const Symbol = styled.span`
  display: inline-flex;
  color: ${color.primary};
`;

const Name = styled.span`
  font-weight: 600;
  line-height: 1.35;
`;

const Description = styled.span`
  grid-column: 2 / -1;
  padding-bottom: ${space[4]};
  font-size: ${fontSize.small};
  line-height: 1.45;
  color: ${color.textMuted};
`;

export interface RadioCardOption<Value extends string> {
  value: Value;
  label: string;
  description?: string;
  icon?: LucideIcon;
}

interface SimulatorRadioCardsProps<Value extends string> {
  legend: string;
  name: string;
  options: readonly RadioCardOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A choice of one, as native radio buttons dressed as cards (the whole card is the label). */
export function SimulatorRadioCards<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: SimulatorRadioCardsProps<Value>) {
  return (
    <Group>
      <Legend>{legend}</Legend>
      <Options>
        {options.map((option) => {
          const Icon = option.icon;
          const id = `${name}-${option.value}`;
          return (
            <Card key={option.value} htmlFor={id} withIcon={Icon !== undefined}>
              <input
                type="radio"
                id={id}
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              {Icon && (
                <Symbol aria-hidden="true">
                  <Icon size={18} />
                </Symbol>
              )}
              <Name>{option.label}</Name>
              {option.description && <Description>{option.description}</Description>}
            </Card>
          );
        })}
      </Options>
    </Group>
  );
}
