import styled from "@emotion/styled";
import { Cookie } from "lucide-react";
import { requestConsentSettings } from "../../lib/consent-events";
import { color } from "../../theme/tokens";

const RoundButton = styled.button`
  position: fixed;
  bottom: 32px;
  left: 32px;
  z-index: 900;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  border: 2px solid ${color.surfaceRaised};
  background: ${color.primary};
  color: ${color.onPrimary};
  box-shadow: ${color.shadow};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  &:hover {
    background: ${color.primaryHover};
  }
`;

/** Always-present way back to the cookie choices (spec: bottom 32 px, left 32 px). */
export function CookieSettingsButton() {
  return (
    <RoundButton
      type="button"
      aria-label="Cookie Settings"
      title="Cookie Settings"
      onClick={() => requestConsentSettings()}
    >
      <Cookie size={24} aria-hidden="true" />
    </RoundButton>
  );
}
