import { css } from "@emotion/react";
import { cardSurface, color, focusRing, space, stack } from "../../theme/tokens";

/** A card whose parts stack top to bottom and which fills its grid cell, so a row's cards match. */
export const stackedCardStyle = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space[12]};
  height: 100%;
`;

/** The raised card surface, lifting slightly under the pointer: a card that is a link. */
export const liftingCardStyle = css`
  ${cardSurface}
  &:hover {
    border-color: ${color.primary};
  }
  @media (prefers-reduced-motion: no-preference) {
    transition:
      transform 0.2s ease,
      border-color 0.2s ease;
    &:hover {
      transform: translateY(-3px);
    }
  }
`;

/**
 * For a card whose title link is its only target: the link's hit area and focus ring cover
 * the whole card (which must be `position: relative`), so the card is one stop named by its title.
 */
export const cardCoveringLinkStyle = css`
  a {
    color: inherit;
    text-decoration: none;
  }
  /* The ring takes the card's corners, handed down through the heading around the link. */
  h3,
  a {
    border-radius: inherit;
  }
  a::after {
    content: "";
    position: absolute;
    inset: 0;
    z-index: ${stack.raised};
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    ${focusRing()};
  }
`;
