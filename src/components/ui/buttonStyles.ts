import { css, type SerializedStyles } from "@emotion/react";
import { color, fixedColours, fontSize, radius, space, translucent } from "../../theme/tokens";

/**
 * The looks of the site's buttons and button-like links. Keyboard focus is the global ring
 * (global-styles.ts); the variants for the dark bands only give it the colour seen there.
 */

/** What every button shares, whatever its colours and size. */
const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${radius.round};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.2s ease,
    border-color 0.2s ease,
    color 0.2s ease,
    transform 0.2s ease;
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
    transform: none;
  }
`;

/** The main action: filled in the theme's primary colour, lifting a pixel under the pointer. */
const primary = css`
  border: 2px solid transparent;
  background: ${color.primary};
  color: ${color.onPrimary};
  &:hover {
    background: ${color.primaryHover};
    color: ${color.onPrimary};
    transform: translateY(-1px);
  }
`;

/** The second choice beside a primary one: outlined in the primary colour. */
const secondary = css`
  border: 2px solid currentColor;
  background: transparent;
  color: ${color.primary};
  &:hover {
    background: ${color.surface};
    color: ${color.primaryHover};
    transform: translateY(-1px);
  }
`;

/**
 * A quiet control among content (a toggle, a filter, a page link): a thin border that turns
 * primary under the pointer, filled when pressed or when it is the current page.
 */
const outline = css`
  border: 1px solid ${color.border};
  background: ${color.surfaceRaised};
  color: ${color.text};
  &:hover {
    border-color: ${color.primary};
    color: ${color.primary};
  }
  &[aria-pressed="true"],
  &[aria-current="page"],
  &[aria-current="true"] {
    border-color: ${color.primary};
    background: ${color.primary};
    color: ${color.onPrimary};
  }
`;

/** The main action on a band that stays dark in both themes: filled in white. */
const onDark = css`
  border: 2px solid transparent;
  background: ${fixedColours.white};
  color: ${fixedColours.darkBand};
  &:hover {
    background: ${fixedColours.onDarkButtonHover};
    color: ${fixedColours.darkBand};
    transform: translateY(-1px);
  }
  &:focus-visible {
    outline-color: ${fixedColours.onDarkFocus};
  }
`;

/** The second choice on a dark band: outlined in white. */
const onDarkSecondary = css`
  border: 2px solid ${fixedColours.white};
  background: transparent;
  color: ${fixedColours.white};
  &:hover {
    background: ${translucent("white", 0.12)};
    color: ${fixedColours.white};
    transform: translateY(-1px);
  }
  &:focus-visible {
    outline-color: ${fixedColours.onDarkFocus};
  }
`;

export const buttonVariants = { primary, secondary, outline, onDark, onDarkSecondary };
export type ButtonVariant = keyof typeof buttonVariants;

/**
 * Sizes: `regular` for a page's actions; the smaller ones for rows of quiet controls, each at
 * least 44 px high where it stands alone and at least 32 px in a dense row of filters; `icon`
 * is a 44 px circle round an icon named by its label.
 */
export const buttonSizes = {
  regular: css`
    gap: ${space[8]};
    min-height: 48px;
    padding: ${space[12]} ${space[24]};
    font-size: ${fontSize.body};
  `,
  large: css`
    gap: ${space[8]};
    min-height: 44px;
    padding: ${space[8]} ${space[16]};
    font-size: ${fontSize.small};
  `,
  medium: css`
    gap: ${space[8]};
    min-width: 40px;
    min-height: 40px;
    padding: ${space[8]} ${space[16]};
    font-size: ${fontSize.small};
  `,
  small: css`
    gap: ${space[8]};
    min-height: 32px;
    padding: ${space[4]} ${space[12]};
    font-size: ${fontSize.small};
  `,
  icon: css`
    flex: none;
    width: 44px;
    height: 44px;
    padding: 0;
  `,
};
export type ButtonSize = keyof typeof buttonSizes;

/** A variant at a size, for the `css` prop or `styled(...)`. */
export function buttonLook(variant: ButtonVariant, size: ButtonSize): SerializedStyles[] {
  return [buttonBase, buttonVariants[variant], buttonSizes[size]];
}

/** The variants at the regular size, for styles that build on them (Emotion takes the lists as they are). */
export const buttonStyle = buttonLook("primary", "regular");
export const secondaryButtonStyle = buttonLook("secondary", "regular");
export const onDarkButtonStyle = buttonLook("onDark", "regular");
export const onDarkSecondaryButtonStyle = buttonLook("onDarkSecondary", "regular");
