import styled from "@emotion/styled";
import { authorInitials } from "../../lib/blog/author-initials";
import { fixedColours, radius } from "../../theme/tokens";

// "size" is only for the styles: a span has no such attribute.
const Circle = styled("span", { shouldForwardProp: (prop) => prop !== "size" })<{ size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ size }) => size}px;
  height: ${({ size }) => size}px;
  border-radius: ${radius.circle};
  background: linear-gradient(135deg, ${fixedColours.brandBlue}, ${fixedColours.brandTeal});
  color: ${fixedColours.white};
  font-size: ${({ size }) => Math.round(size * 0.38)}px;
  font-weight: 700;
  letter-spacing: 0.03em;
  line-height: 1;
`;

/** The author's monogram; the name is always written beside it, so it is hidden from readers. */
export function AuthorAvatar({ name, size = 36 }: { name: string; size?: number }) {
  return (
    <Circle size={size} aria-hidden="true">
      {authorInitials(name)}
    </Circle>
  );
}
