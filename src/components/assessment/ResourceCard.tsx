import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import type { ToolEntry } from "../../lib/tools/registry";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { Icon } from "../Icon";
import { CardMoreLabel } from "../ui/CardMoreLabel";
import { cardCoveringLinkStyle, stackedCardStyle } from "../ui/cardStyles";
import { IconBadge } from "../ui/IconBadge";

const Card = styled.article`
  ${stackedCardStyle};
  padding: ${space[24]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  @media (prefers-reduced-motion: no-preference) {
    transition:
      border-color 0.2s ease,
      transform 0.2s ease;
  }
  &:hover,
  &:focus-within {
    border-color: ${color.primary};
  }
  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-3px);
    }
  }
  h3 {
    margin: 0;
    font-size: ${fontSize.lead};
  }
  ${cardCoveringLinkStyle};
  p {
    flex: 1;
    margin: 0;
    font-size: ${fontSize.body};
    color: ${color.textMuted};
  }
  /* Phones: icon beside the title and no "Open tool" line, so five cards make a short scroll. */
  ${media.below("largePhone")} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: ${space[8]} ${space[16]};
    padding: ${space[16]};
    p {
      grid-column: 1 / -1;
    }
    & > :last-child {
      display: none;
    }
  }
`;

interface ResourceCardProps {
  resource: ToolEntry;
}

/** One free tool: its title links to it and its one line describes it. */
export function ResourceCard({ resource }: ResourceCardProps) {
  const descriptionId = useId();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconBadge>
        <Icon name={resource.icon} size={22} />
      </IconBadge>
      <h3 id={titleId}>
        <Link to={resource.route} aria-describedby={descriptionId}>
          {resource.name}
        </Link>
      </h3>
      <p id={descriptionId}>{resource.summary}</p>
      <CardMoreLabel text="Open tool" icon={ArrowRight} nudge />
    </Card>
  );
}
