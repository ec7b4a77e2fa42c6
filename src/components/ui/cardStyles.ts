import { css } from "@emotion/react";
import { color, radius } from "../../theme/tokens";

/** The raised card surface used across the site, lifting slightly under the pointer. */
export const liftingCardStyle = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surfaceRaised};
  box-shadow: ${color.shadow};
  transition:
    transform 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    border-color: ${color.primary};
  }
`;
