import { css } from "@emotion/react";
import { TriangleAlert } from "lucide-react";
import { color, fontSize, radius, space } from "../../theme/tokens";
import {
  controlStyle,
  errorTextStyle,
  fieldStyle,
  hintStyle,
  labelStyle,
} from "../contact/formStyles";
import { toolFieldIds } from "./toolFieldIds";

const inputRowStyle = css`
  position: relative;
  display: flex;
  align-items: stretch;
`;

const affixStyle = css`
  display: inline-flex;
  align-items: center;
  padding: 0 ${space[12]};
  border: 1px solid color-mix(in srgb, ${color.textMuted} 75%, ${color.surfaceRaised});
  background: ${color.surface};
  color: ${color.textMuted};
  font-weight: 600;
`;

const prefixStyle = css`
  ${affixStyle};
  border-right: 0;
  border-radius: ${radius.sm} 0 0 ${radius.sm};
`;

const suffixStyle = css`
  ${affixStyle};
  border-left: 0;
  border-radius: 0 ${radius.sm} ${radius.sm} 0;
`;

const inputStyle = (hasPrefix: boolean, hasSuffix: boolean) => css`
  ${controlStyle};
  flex: 1 1 auto;
  min-width: 0;
  font-variant-numeric: tabular-nums;
  ${hasPrefix ? "border-top-left-radius: 0; border-bottom-left-radius: 0;" : ""}
  ${hasSuffix ? "border-top-right-radius: 0; border-bottom-right-radius: 0;" : ""}
  /* Spin buttons crowd a money field on phones and invite accidental changes. */
  -moz-appearance: textfield;
  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
`;

const readBackStyle = css`
  margin: 0;
  font-size: ${fontSize.small};
  font-weight: 600;
  color: ${color.text};
  font-variant-numeric: tabular-nums;
`;

interface NumberFieldProps {
  /** Form field name; also gives the element ids. */
  name: string;
  label: string;
  /** The text in the field, exactly as typed. */
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  step?: number | "any";
  /** "numeric" for whole numbers (people), "decimal" otherwise. */
  inputMode?: "numeric" | "decimal";
  hint?: string;
  /** The message when the value cannot be used. */
  error?: string;
  /** A unit drawn before the input, e.g. "£" (the label names the unit too). */
  prefix?: string;
  suffix?: string;
  /** The typed value written out for reading, e.g. "£2.5 million" for 2500000. */
  readBack?: string;
}

/**
 * A labelled number input with its hint and, when the value cannot be used, an inline
 * message; both are tied to the input with aria-describedby.
 */
export function NumberField({
  name,
  label,
  value,
  onChange,
  min,
  max,
  step = "any",
  inputMode = "decimal",
  hint,
  error,
  prefix,
  suffix,
  readBack,
}: NumberFieldProps) {
  const ids = toolFieldIds(name);
  const describedBy = [hint && ids.hint, error && ids.error].filter(Boolean).join(" ");
  return (
    <div css={fieldStyle}>
      <label htmlFor={ids.input} css={labelStyle}>
        {label}
      </label>
      <div css={inputRowStyle}>
        {prefix && (
          <span css={prefixStyle} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={ids.input}
          name={name}
          type="number"
          inputMode={inputMode}
          min={min}
          max={max}
          step={step}
          value={value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          css={inputStyle(Boolean(prefix), Boolean(suffix))}
          onChange={(event) => onChange(event.target.value)}
        />
        {suffix && (
          <span css={suffixStyle} aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={ids.hint} css={hintStyle}>
          {hint}
        </p>
      )}
      {readBack && !error && (
        <p css={readBackStyle} aria-hidden="true">
          {readBack}
        </p>
      )}
      {error && (
        <p id={ids.error} css={errorTextStyle}>
          <TriangleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
