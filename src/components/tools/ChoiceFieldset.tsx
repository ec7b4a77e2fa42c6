import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { color, focusRing, fontSize, media, radius, space, stack } from "../../theme/tokens";
import { fieldBorder, hintStyle } from "../contact/formStyles";
import { toolFieldIds } from "./toolFieldIds";

const fieldsetStyle = css`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${space[8]};
    font-weight: 600;
    font-size: ${fontSize.body};
    color: ${color.text};
  }
`;

const optionsStyle = (columns: 1 | 2) => css`
  display: grid;
  grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  gap: ${space[8]};
  margin-top: ${space[8]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const optionStyle = css`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${space[4]} ${space[12]};
  padding: ${space[12]} ${space[16]};
  min-height: 48px;
  border: 1px solid ${fieldBorder};
  border-radius: ${radius.md};
  background: ${color.bg};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background 0.15s ease;
  &:hover {
    border-color: ${color.primary};
  }
  &:has(input:checked) {
    border-color: ${color.primary};
    background: color-mix(in srgb, ${color.primary} 8%, ${color.bg});
  }
  &:has(input:focus-visible) {
    ${focusRing()};
  }
  input {
    position: relative;
    z-index: ${stack.raised};
    width: 20px;
    height: 20px;
    margin: ${space[4]} 0 0;
    accent-color: ${color.primary};
    cursor: pointer;
  }
  input:focus-visible {
    outline: none;
  }
`;

/* The label's ::after covers the whole tile, so a click anywhere on it ticks the box while the
   accessible name stays the short label (the description is its aria-describedby). */
const optionLabelStyle = css`
  font-weight: 600;
  line-height: 1.4;
  cursor: pointer;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

const optionDescriptionStyle = css`
  grid-column: 2;
  font-size: ${fontSize.small};
  line-height: 1.45;
  color: ${color.textMuted};
`;

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

interface ChoiceFieldsetProps {
  /** The group's name, as the legend reads it. */
  legend: string;
  /** Form field name shared by the group's inputs. */
  name: string;
  type: "checkbox" | "radio";
  options: readonly ChoiceOption[];
  /** Ticked values (checkboxes) or the chosen value (radios). */
  selected: readonly string[] | string;
  onChange: (value: string, checked: boolean) => void;
  hint?: string;
  columns?: 1 | 2;
  /** Extra controls inside the group, after the options (e.g. a dependent option). */
  children?: ReactNode;
}

/** A group of checkboxes or radios in a fieldset with a legend; each option may explain itself. */
export function ChoiceFieldset({
  legend,
  name,
  type,
  options,
  selected,
  onChange,
  hint,
  columns = 1,
  children,
}: ChoiceFieldsetProps) {
  const ids = toolFieldIds(name);
  const isSelected = (value: string) =>
    typeof selected === "string" ? selected === value : selected.includes(value);
  return (
    <fieldset css={fieldsetStyle} aria-describedby={hint ? ids.hint : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={ids.hint} css={hintStyle}>
          {hint}
        </p>
      )}
      <div css={optionsStyle(columns)}>
        {options.map((option) => {
          const id = `${ids.input}-${option.value}`;
          return (
            <div key={option.value} css={optionStyle}>
              <input
                id={id}
                type={type}
                name={name}
                value={option.value}
                checked={isSelected(option.value)}
                aria-describedby={option.description ? `${id}-description` : undefined}
                onChange={(event) => onChange(option.value, event.target.checked)}
              />
              <label htmlFor={id} css={optionLabelStyle}>
                {option.label}
              </label>
              {option.description && (
                <span id={`${id}-description`} css={optionDescriptionStyle}>
                  {option.description}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
