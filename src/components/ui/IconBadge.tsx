import styled from "@emotion/styled";
import { color, radius } from "../../theme/tokens";

/** The tinted square that holds a card's or a detail's icon. */
// "size" is only for the styles: a span has no such attribute.
export const IconBadge = styled("span", { shouldForwardProp: (prop) => prop !== "size" })<{
  size?: number;
}>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ size = 44 }) => size}px;
  height: ${({ size = 44 }) => size}px;
  border-radius: ${radius.md};
  background: color-mix(in srgb, ${color.primary} 14%, ${color.surfaceRaised});
  color: ${color.primary};
`;
