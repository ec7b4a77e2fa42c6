import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { Link } from "gatsby";
import { color, fixedColours, fontSize, radius, space, translucent } from "../../theme/tokens";

export const buttonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[8]};
  min-height: 48px;
  padding: ${space[12]} ${space[24]};
  border: 2px solid transparent;
  border-radius: ${radius.round};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 600;
  font-size: ${fontSize.body};
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.2s ease,
    transform 0.2s ease;
  &:hover {
    background: ${color.primaryHover};
    color: ${color.onPrimary};
    transform: translateY(-1px);
  }
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
    transform: none;
  }
`;

export const secondaryButtonStyle = css`
  ${buttonStyle};
  background: transparent;
  color: ${color.primary};
  border-color: currentColor;
  &:hover {
    background: ${color.surface};
    color: ${color.primaryHover};
  }
`;

/** The second choice on a dark banner: outlined in white. */
export const onDarkSecondaryButtonStyle = css`
  ${buttonStyle};
  background: transparent;
  border-color: ${fixedColours.white};
  color: ${fixedColours.white};
  &:hover {
    background: ${translucent("white", 0.12)};
    color: ${fixedColours.white};
  }
`;

/** An internal link that looks like a button (navigation, not an action). */
export const ButtonLink = styled(Link)(buttonStyle);
export const Button = styled.button(buttonStyle);
export const OnDarkSecondaryButtonLink = styled(Link)(onDarkSecondaryButtonStyle);
