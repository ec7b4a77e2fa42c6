import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { marqueeCopies } from "../../lib/marquee";
import { fixedColours, media, space } from "../../theme/tokens";

/** One loop of a marquee takes 40 s: slow enough to read every logo as it passes. */
export const MARQUEE_LOOP_SECONDS = 40;

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/** The strip fades out at both ends. */
const EDGE_FADE = `linear-gradient(to right, transparent, ${fixedColours.maskOpaque} 8%, ${fixedColours.maskOpaque} 92%, transparent)`;

const Viewport = styled.div`
  overflow: hidden;
  /* Chrome and Edge before 120 (within the supported browsers) know only the prefixed property. */
  -webkit-mask-image: ${EDGE_FADE};
  mask-image: ${EDGE_FADE};
`;

const Track = styled.div<{ seconds: number }>`
  display: flex;
  width: max-content;
  /* Never under reduced motion. */
  @media (prefers-reduced-motion: no-preference) {
    animation: ${scroll} ${({ seconds }) => seconds}s linear infinite;
  }
  &:hover,
  &:focus-within {
    animation-play-state: paused;
  }
  ${media.reducedMotion} {
    animation: none;
    width: auto;
    flex-wrap: wrap;
    justify-content: center;
  }
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${space[48]};
  margin: 0;
  padding: 0 ${space[24]};
  list-style: none;
  &[aria-hidden="true"] {
    ${media.reducedMotion} {
      display: none;
    }
  }
  ${media.reducedMotion} {
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space[24]} ${space[40]};
  }
`;

interface MarqueeProps {
  /** Each entry becomes one list item. */
  items: readonly { key: string; node: ReactNode }[];
  label: string;
  seconds?: number;
}

/**
 * A continuously scrolling row, moved by a CSS animation of transform only. The list is
 * repeated so the loop is seamless: one loop is the list and as many copies as a short list
 * needs to fill a wide screen (marqueeCopies), and the track holds that loop twice. The copies
 * are in the prebuilt HTML (identical markup, which compression all but removes), so the row
 * needs no script and its section need not hydrate; they are hidden from assistive technology.
 * Pauses under the pointer or focus; static (wrapped) under prefers-reduced-motion.
 */
export function Marquee({ items, label, seconds = MARQUEE_LOOP_SECONDS }: MarqueeProps) {
  const hiddenCopies = 2 * marqueeCopies(items.length) - 1;
  return (
    <Viewport>
      <Track seconds={seconds} data-marquee="">
        <List aria-label={label}>
          {items.map((item) => (
            <li key={item.key}>{item.node}</li>
          ))}
        </List>
        {Array.from({ length: hiddenCopies }, (_, copy) => (
          <List key={copy} aria-hidden="true">
            {items.map((item) => (
              <li key={item.key}>{item.node}</li>
            ))}
          </List>
        ))}
      </Track>
    </Viewport>
  );
}
