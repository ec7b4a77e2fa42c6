import styled from "@emotion/styled";
import type { RecaptchaWidget } from "../../hooks/useRecaptcha";
import { CONTACT_MESSAGES } from "../../lib/contact/schema";
import { color, fontSize, radius, space } from "../../theme/tokens";

// Google's checkbox is 304 × 78 px (compact: 164 × 144); reserving the height limits the shift.
const Box = styled.div`
  min-height: 78px;
  max-width: 100%;
`;

const Placeholder = styled.p`
  display: flex;
  align-items: center;
  width: 304px;
  max-width: 100%;
  height: 78px;
  margin: 0;
  padding: 0 ${space[16]};
  border: 1px dashed ${color.border};
  border-radius: ${radius.chip};
  color: ${color.textMuted};
  font-size: ${fontSize.body};
`;

interface RecaptchaCheckboxProps {
  widget: RecaptchaWidget;
}

/** The reCAPTCHA v2 checkbox; the script renders into the empty container. */
export function RecaptchaCheckbox({ widget }: RecaptchaCheckboxProps) {
  return (
    <Box>
      {widget.status === "loading" && <Placeholder>Loading...</Placeholder>}
      {widget.status === "failed" && (
        <Placeholder role="alert">{CONTACT_MESSAGES.verificationUnavailable}</Placeholder>
      )}
      <div ref={widget.containerRef} data-recaptcha-container="" />
    </Box>
  );
}
