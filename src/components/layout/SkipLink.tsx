import styled from "@emotion/styled";
import type { MouseEvent } from "react";
import { color, layer, radius, space } from "../../theme/tokens";

export const MAIN_CONTENT_ID = "main-content";

const Anchor = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: ${layer.skipLink};
  padding: ${space[12]} ${space[16]};
  border-radius: ${radius.sm};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** First focusable element: jumps keyboard users past the navigation. */
export function SkipLink() {
  const moveFocus = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <Anchor href={`#${MAIN_CONTENT_ID}`} onClick={moveFocus}>
      Skip to main content
    </Anchor>
  );
}
