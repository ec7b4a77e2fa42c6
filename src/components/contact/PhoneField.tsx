import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { ChevronDown } from "lucide-react";
import {
  describedBy,
  DIAL_PREFIX_ID,
  fieldErrorId,
  fieldInputId,
  PHONE_HINT_ID,
} from "../../lib/contact/field-ids";
import { DIAL_PREFIXES } from "../../lib/contact/phone";
import { CONTACT_MESSAGES } from "../../lib/contact/schema";
import { color, radius, shadow, space } from "../../theme/tokens";
import { controlStyle, fieldBorder, fieldStyle, hintStyle, labelStyle } from "./formStyles";
import { FieldError } from "./FieldError";

const numberStyle = css`
  flex: 1;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  gap: ${space[8]};
  min-width: 0;
`;

/**
 * The prefix select is stretched, transparent, over a box showing only the code, so the closed
 * control stays narrow while the open list (and screen readers) name the country too.
 */
const PrefixBox = styled.div`
  position: relative;
  flex: none;
  width: 6.25rem;
  min-height: 48px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  padding: 0 ${space[8]} 0 ${space[16]};
  border: 1px solid ${fieldBorder};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  font-weight: 600;
  &:hover {
    border-color: ${color.textMuted};
  }
  &:focus-within {
    border-color: ${color.primary};
    box-shadow: ${shadow.fieldFocus};
  }
  select {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
    font: inherit;
  }
  svg {
    flex: none;
    color: ${color.textMuted};
  }
`;

interface PhoneFieldProps {
  prefix: string;
  number: string;
  required: boolean;
  error: string | undefined;
  onPrefixChange: (prefix: string) => void;
  onNumberChange: (raw: string) => void;
}

/** Country dial prefix and the local number (digits only, no leading zero). */
export function PhoneField({
  prefix,
  number,
  required,
  error,
  onPrefixChange,
  onNumberChange,
}: PhoneFieldProps) {
  const id = fieldInputId("phone");
  const errorId = fieldErrorId("phone");
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {required ? "Phone *" : "Phone (optional)"}
      </label>
      <Row>
        <PrefixBox>
          <span aria-hidden="true">{prefix}</span>
          <ChevronDown size={18} aria-hidden="true" />
          <label htmlFor={DIAL_PREFIX_ID} className="visually-hidden">
            Country code
          </label>
          <select
            id={DIAL_PREFIX_ID}
            name="dialPrefix"
            value={prefix}
            autoComplete="tel-country-code"
            onChange={(e) => onPrefixChange(e.target.value)}
          >
            {DIAL_PREFIXES.map((p) => (
              <option key={p.code} value={p.code}>
                {`${p.country} (${p.code})`}
              </option>
            ))}
          </select>
        </PrefixBox>
        <input
          id={id}
          name="phone"
          // The number without its country code: browsers autofill only the national part
          // beside the prefix above. HTML allows "tel-national" on text inputs only (not on
          // type="tel"); inputMode still brings up the phone keypad.
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(PHONE_HINT_ID, error && errorId)}
          css={[controlStyle, numberStyle]}
          onChange={(e) => onNumberChange(e.target.value)}
        />
      </Row>
      <p id={PHONE_HINT_ID} css={hintStyle}>
        {CONTACT_MESSAGES.phoneHint}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
