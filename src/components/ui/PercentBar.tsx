import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import type { HTMLAttributes } from "react";
import { color, radius } from "../../theme/tokens";

// Only a start: the fill grows to its own scale, whatever the percentage.
const grow = keyframes`
  from { transform: scaleX(0); }
`;

// "thickness" is only for the styles: a div has no such attribute.
const Track = styled("div", { shouldForwardProp: (prop) => prop !== "thickness" })<{
  thickness: number;
}>`
  height: ${({ thickness }) => thickness}px;
  border-radius: ${radius.round};
  background: ${color.surface};
  border: 1px solid ${color.border};
  overflow: hidden;
`;

// The fill is scaled rather than resized, so a change animates without layout work.
const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${color.primary}, ${color.accent});
  transform-origin: left center;
  @media (prefers-reduced-motion: no-preference) {
    transition: transform 0.35s ease;
    &[data-grow] {
      animation: ${grow} 0.7s cubic-bezier(0.22, 1, 0.36, 1) both;
    }
  }
`;

interface PercentBarProps extends Omit<HTMLAttributes<HTMLDivElement>, "children"> {
  /** 0 to 100; anything outside is drawn at the nearer end. */
  percent: number;
  /** Height of the bar in pixels. */
  thickness?: number;
  /** Draws the fill growing from empty when it first appears (after `growDelayMs`). */
  grow?: boolean;
  growDelayMs?: number;
}

/**
 * A rounded track filled with the brand gradient to a percentage. It says nothing by itself:
 * give it a progressbar role and values, or hide it beside text that says the same number.
 */
export function PercentBar({
  percent,
  thickness = 10,
  grow = false,
  growDelayMs = 0,
  ...trackProps
}: PercentBarProps) {
  const scale = Math.min(100, Math.max(0, percent)) / 100;
  return (
    <Track thickness={thickness} {...trackProps}>
      <Fill
        data-grow={grow ? "" : undefined}
        style={{
          transform: `scaleX(${scale})`,
          ...(grow && growDelayMs > 0 ? { animationDelay: `${growDelayMs}ms` } : {}),
        }}
      />
    </Track>
  );
}
