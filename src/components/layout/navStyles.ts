import { css } from "@emotion/react";
import {
  fixedColours,
  focusRing,
  fontSize,
  navColours,
  radius,
  space,
  translucent,
} from "../../theme/tokens";

/** Shared look of a top-level navigation entry, whether link or submenu button. */
export const navItemStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[4]};
  min-height: 44px;
  padding: ${space[8]} ${space[12]};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${navColours.text};
  font-size: ${fontSize.body};
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  &:hover,
  &[aria-current="page"] {
    background: ${navColours.hover};
    color: ${fixedColours.white};
  }
  &:focus-visible {
    ${focusRing(navColours.focus)};
  }
  svg {
    transition: transform 0.2s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

export const submenuLinkStyle = css`
  display: block;
  padding: ${space[8]} ${space[12]};
  border-radius: ${radius.sm};
  color: ${navColours.text};
  text-decoration: none;
  font-size: ${fontSize.small};
  &:hover,
  &[aria-current="page"] {
    background: ${navColours.hover};
    color: ${fixedColours.white};
  }
  &:focus-visible {
    ${focusRing(navColours.focus, "-2px")};
  }
`;

/** The phone number's call-to-action in the bar and the mobile menu: a bright pill. */
export const navCallStyle = css`
  align-items: center;
  justify-content: center;
  gap: ${space[8]};
  border-radius: ${radius.round};
  background: ${navColours.cta};
  color: ${fixedColours.white};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${navColours.ctaHover};
  }
  &:focus-visible {
    ${focusRing(navColours.focus)};
  }
`;

/** A round icon-only control in the bar (search, theme, menu). */
export const iconButtonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${translucent("white", 0.2)};
  border-radius: ${radius.round};
  background: transparent;
  color: ${navColours.text};
  cursor: pointer;
  &:hover {
    background: ${navColours.hover};
  }
  &:focus-visible {
    outline-color: ${navColours.focus};
  }
`;
