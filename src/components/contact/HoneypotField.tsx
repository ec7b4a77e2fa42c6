import { css } from "@emotion/react";
import { HONEYPOT_FIELD } from "../../lib/contact/schema";

// Off-screen rather than display:none, which some bots skip; hidden from assistive technology.
const hiddenStyle = css`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** A field only bots fill in; the server treats a filled one as spam. */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const id = `contact-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" css={hiddenStyle}>
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
