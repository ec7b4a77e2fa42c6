import { css } from "@emotion/react";
import { ChevronDown } from "lucide-react";
import { color, space } from "../../theme/tokens";
import { controlStyle, fieldStyle, hintStyle, labelStyle } from "../contact/formStyles";
import { toolFieldIds } from "./toolFieldIds";

const wrapStyle = css`
  position: relative;
  svg {
    position: absolute;
    top: 50%;
    right: 14px;
    transform: translateY(-50%);
    color: ${color.textMuted};
    pointer-events: none;
  }
`;

const selectStyle = css`
  ${controlStyle};
  appearance: none;
  padding-right: ${space[44]};
  cursor: pointer;
`;

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly { id: string; label: string }[];
  onChange: (value: string) => void;
  hint?: string;
}

/** A labelled drop-down list with an optional hint. */
export function SelectField({ name, label, value, options, onChange, hint }: SelectFieldProps) {
  const ids = toolFieldIds(name);
  return (
    <div css={fieldStyle}>
      <label htmlFor={ids.input} css={labelStyle}>
        {label}
      </label>
      <div css={wrapStyle}>
        <select
          id={ids.input}
          name={name}
          value={value}
          aria-describedby={hint ? ids.hint : undefined}
          css={selectStyle}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown size={18} aria-hidden="true" />
      </div>
      {hint && (
        <p id={ids.hint} css={hintStyle}>
          {hint}
        </p>
      )}
    </div>
  );
}
