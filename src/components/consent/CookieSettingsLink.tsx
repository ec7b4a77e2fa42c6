import styled from "@emotion/styled";
import { COOKIE_SETTINGS_LINK_ATTRIBUTE, requestConsentSettings } from "../../lib/consent-events";
import { fixedColours, focusRing, navColours } from "../../theme/tokens";

/** Looks like the footer's links; it is a button because it opens the banner, not a page. */
const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${navColours.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
    color: ${fixedColours.white};
  }
  &:focus-visible {
    ${focusRing(navColours.focus)};
  }
`;

/** The footer's way to change or withdraw cookie consent. */
export function CookieSettingsLink() {
  return (
    <LinkButton
      type="button"
      {...{ [COOKIE_SETTINGS_LINK_ATTRIBUTE]: "" }}
      onClick={() => requestConsentSettings()}
    >
      Cookie settings
    </LinkButton>
  );
}
