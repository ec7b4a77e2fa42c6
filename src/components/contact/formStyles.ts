import { css } from "@emotion/react";
import { color, fontSize, hairline, radius, shadow, space } from "../../theme/tokens";

/** Field borders strong enough for 3:1 non-text contrast in both themes. */
export const fieldBorder = `color-mix(in srgb, ${color.textMuted} 75%, ${color.surfaceRaised})`;

export const fieldStyle = css`
  display: grid;
  gap: ${space[8]};
  min-width: 0;
`;

export const labelStyle = css`
  font-weight: 600;
  font-size: ${fontSize.body};
  color: ${color.text};
`;

export const controlStyle = css`
  width: 100%;
  min-height: 48px;
  padding: ${space[12]} ${space[16]};
  border: 1px solid ${fieldBorder};
  border-radius: ${radius.sm};
  background: ${color.bg};
  color: ${color.text};
  font: inherit;
  line-height: 1.4;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &::placeholder {
    color: ${color.textMuted};
  }
  &:hover {
    border-color: ${color.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${color.primary};
    box-shadow: ${shadow.fieldFocus};
  }
  &[aria-invalid="true"] {
    border-color: ${color.danger};
    border-width: 2px;
    padding: calc(${space[12]} - ${hairline}) calc(${space[16]} - ${hairline});
  }
  &[aria-invalid="true"]:focus {
    box-shadow: ${shadow.invalidFieldFocus};
  }
`;

export const hintStyle = css`
  margin: 0;
  font-size: ${fontSize.small};
  color: ${color.textMuted};
`;

export const errorTextStyle = css`
  display: flex;
  align-items: flex-start;
  gap: ${space[8]};
  margin: 0;
  font-size: ${fontSize.small};
  font-weight: 600;
  color: ${color.danger};
  svg {
    flex: none;
    margin-top: ${space[4]};
  }
`;
