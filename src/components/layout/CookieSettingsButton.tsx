import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { Cookie } from "lucide-react";
import { useCookieButtonPlacement } from "../../hooks/useCookieButtonPlacement";
import { requestConsentSettings } from "../../lib/consent-events";
import { COOKIE_BUTTON } from "../../lib/cookie-button-placement";
import { color, layer, media, radius } from "../../theme/tokens";
import { PrebuiltGlobal } from "../../hydration/PrebuiltGlobal";

/** The button's top edge above the viewport's bottom. */
const BUTTON_TOP_FROM_BOTTOM_PX = COOKIE_BUTTON.bottom + COOKIE_BUTTON.size;

/**
 * Content scrolled into view by keyboard focus or an anchor stops above the button's place
 * (the footer keeps the same room at the end of every page).
 */
const keepContentClear = css`
  html {
    scroll-padding-bottom: ${BUTTON_TOP_FROM_BOTTOM_PX + 16}px;
  }
`;

/*
 * Aside (off the left edge, not clickable) until it is known that its place is clear: never over a heading,
 * link, button or field, and not while the visitor scrolls down. It stays in the tab order
 * with its name, and keyboard focus brings it back, so keyboard access does not change.
 */
const RoundButton = styled.button`
  position: fixed;
  bottom: ${COOKIE_BUTTON.bottom}px;
  left: ${COOKIE_BUTTON.left}px;
  z-index: ${layer.cookieButton};
  width: ${COOKIE_BUTTON.size}px;
  height: ${COOKIE_BUTTON.size}px;
  border-radius: ${radius.circle};
  border: 2px solid ${color.surfaceRaised};
  background: ${color.primary};
  color: ${color.onPrimary};
  box-shadow: ${color.shadow};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  transition:
    transform 0.2s ease,
    opacity 0.2s ease;
  &:hover {
    background: ${color.primaryHover};
  }
  &:not([data-shown="true"]):not(:focus-visible) {
    transform: translateX(-${COOKIE_BUTTON.left + COOKIE_BUTTON.size + 8}px);
    opacity: 0;
    pointer-events: none;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/** Always-present way back to the cookie choices, fixed at bottom 32 px, left 32 px. */
export function CookieSettingsButton() {
  const shown = useCookieButtonPlacement();
  return (
    <>
      <PrebuiltGlobal styles={keepContentClear} />
      <RoundButton
        type="button"
        aria-label="Cookie Settings"
        title="Cookie Settings"
        data-shown={shown ?? undefined}
        onClick={() => requestConsentSettings()}
      >
        <Cookie size={24} aria-hidden="true" />
      </RoundButton>
    </>
  );
}
