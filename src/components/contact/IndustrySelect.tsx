import { css } from "@emotion/react";
import { describedBy, fieldErrorId, fieldInputId } from "../../lib/contact/field-ids";
import { INDUSTRY_OPTIONS } from "../../lib/contact/schema";
import { color, space } from "../../theme/tokens";
import { controlStyle, fieldStyle, labelStyle } from "./formStyles";
import { FieldError } from "./FieldError";

// The native arrow is replaced by a chevron in the theme's muted text colour (dark mode too).
const selectStyle = css`
  appearance: none;
  padding-right: ${space[44]};
  background-image: none;
  cursor: pointer;
`;

const wrapperStyle = css`
  position: relative;
  &::after {
    content: "";
    position: absolute;
    right: 16px;
    top: 50%;
    width: 10px;
    height: 10px;
    border-right: 2px solid ${color.textMuted};
    border-bottom: 2px solid ${color.textMuted};
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

interface IndustrySelectProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** "Industry *": a prompt option, then the seven industries in the agreed order. */
export function IndustrySelect({ value, error, onChange }: IndustrySelectProps) {
  const id = fieldInputId("industry");
  const errorId = fieldErrorId("industry");
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        Industry *
      </label>
      <div css={wrapperStyle}>
        <select
          id={id}
          name="industry"
          value={value}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          css={[controlStyle, selectStyle]}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">Select industry</option>
          {INDUSTRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
