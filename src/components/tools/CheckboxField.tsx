import { css } from "@emotion/react";
import { color, space } from "../../theme/tokens";
import { hintStyle } from "../contact/formStyles";
import { toolFieldIds } from "./toolFieldIds";

const rowStyle = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[4]} ${space[12]};
  align-items: start;
  input {
    width: 20px;
    height: 20px;
    margin: ${space[4]} 0 0;
    accent-color: ${color.primary};
    cursor: pointer;
  }
  label {
    font-weight: 600;
    cursor: pointer;
  }
  p {
    grid-column: 2;
  }
`;

interface CheckboxFieldProps {
  name: string;
  /** The value the ticked box submits. */
  value: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}

/** One checkbox with its label and an optional hint. */
export function CheckboxField({ name, value, label, checked, onChange, hint }: CheckboxFieldProps) {
  const ids = toolFieldIds(name);
  return (
    <div css={rowStyle}>
      <input
        id={ids.input}
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        aria-describedby={hint ? ids.hint : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={ids.input}>{label}</label>
      {hint && (
        <p id={ids.hint} css={hintStyle}>
          {hint}
        </p>
      )}
    </div>
  );
}
