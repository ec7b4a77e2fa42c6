import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { Cookie } from "lucide-react";
import { requestConsentSettings } from "../../lib/consent-events";
import { color, layer } from "../../theme/tokens";
import { PrebuiltGlobal } from "../ui/PrebuiltGlobal";

/** The button's top edge above the viewport's bottom: bottom 32 px + 52 px high. */
const BUTTON_TOP_FROM_BOTTOM_PX = 32 + 52;

/**
 * The button floats over the page. Content scrolled into view by keyboard focus or an anchor
 * stops above it (the footer keeps the same room at the end of every page).
 */
const keepContentClear = css`
  html {
    scroll-padding-bottom: ${BUTTON_TOP_FROM_BOTTOM_PX + 16}px;
  }
`;

const RoundButton = styled.button`
  position: fixed;
  bottom: 32px;
  left: 32px;
  z-index: ${layer.cookieButton};
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

/** Always-present way back to the cookie choices, fixed at bottom 32 px, left 32 px. */
export function CookieSettingsButton() {
  return (
    <>
      <PrebuiltGlobal styles={keepContentClear} />
      <RoundButton
        type="button"
        aria-label="Cookie Settings"
        title="Cookie Settings"
        onClick={() => requestConsentSettings()}
      >
        <Cookie size={24} aria-hidden="true" />
      </RoundButton>
    </>
  );
}
