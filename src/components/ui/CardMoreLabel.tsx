import styled from "@emotion/styled";
import type { LucideIcon } from "lucide-react";
import { color, fontSize, space } from "../../theme/tokens";

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  font-size: ${fontSize.small};
  font-weight: 600;
  color: ${color.primary};
  @media (prefers-reduced-motion: no-preference) {
    &[data-nudge] svg {
      transition: transform 0.25s ease;
    }
    :is(article, a, button):hover &[data-nudge] svg {
      transform: translateX(3px);
    }
  }
`;

interface CardMoreLabelProps {
  /** What opening the card does: "Learn more", "Open tool", "View details". */
  text: string;
  icon: LucideIcon;
  iconSize?: number;
  /** Moves the icon forward while the card is hovered: for an arrow that leads on. */
  nudge?: boolean;
}

/**
 * The "Learn more →" line at the foot of a card. Only a visual cue: the card's own link or
 * button is what the visitor uses and what assistive technology announces, so it is hidden.
 */
export function CardMoreLabel({
  text,
  icon: Glyph,
  iconSize = 16,
  nudge = false,
}: CardMoreLabelProps) {
  return (
    <Label aria-hidden="true" data-nudge={nudge ? "" : undefined}>
      {text} <Glyph size={iconSize} />
    </Label>
  );
}
