import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { moveSpotlight } from "../../lib/spotlight";
import { color, fontSize, media, radius, space, stack } from "../../theme/tokens";
import { Icon } from "../Icon";
import { CardMoreLabel } from "../ui/CardMoreLabel";
import { cardCoveringLinkStyle, stackedCardStyle } from "../ui/cardStyles";

const Card = styled.article`
  ${stackedCardStyle};
  padding: ${space[28]} ${space[24]} ${space[24]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  color: ${color.text};
  text-decoration: none;
  overflow: hidden;
  isolation: isolate;
  transition:
    border-color 0.25s ease,
    box-shadow 0.25s ease,
    transform 0.25s ease;
  /* The spotlight: a soft glow centred on the pointer (--x/--y are set without re-rendering). */
  &::before {
    content: "";
    position: absolute;
    inset: 0;
    z-index: ${stack.behind};
    background: radial-gradient(
      320px circle at var(--x, 50%) var(--y, 0%),
      color-mix(in srgb, ${color.primary} 16%, transparent),
      transparent 65%
    );
    opacity: 0;
    transition: opacity 0.3s ease;
  }
  &:hover,
  &:focus-within {
    border-color: color-mix(in srgb, ${color.primary} 55%, ${color.border});
    box-shadow: ${color.shadow};
  }
  /*
   * Phones: a compact row, icon, title and arrow, so every service fits about a screen; the
   * description stays the link's description for screen readers and is on the service's page.
   */
  ${media.below("largePhone")} {
    display: grid;
    grid-template-columns: 36px minmax(0, 1fr) auto;
    align-items: center;
    gap: ${space[16]};
    padding: ${space[12]} ${space[16]};
    min-height: 60px;
    & > p {
      display: none;
    }
    & > [aria-hidden="true"] {
      font-size: 0;
      gap: 0;
    }
  }
  @media (hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-3px);
    }
    &:hover::before {
      opacity: 1;
    }
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${radius.md};
  background: color-mix(in srgb, ${color.primary} 12%, transparent);
  color: ${color.primary};
  ${media.below("largePhone")} {
    width: 36px;
    height: 36px;
    svg {
      width: 20px;
      height: 20px;
    }
  }
`;

const Title = styled.h3`
  margin: ${space[4]} 0 0;
  font-size: ${fontSize.lead};
  ${cardCoveringLinkStyle};
  ${media.below("largePhone")} {
    margin: 0;
    font-size: ${fontSize.body};
  }
`;

const Description = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${fontSize.body};
  line-height: 1.6;
  color: ${color.textMuted};
`;

interface ServiceCardProps {
  title: string;
  description: string;
  icon: string;
  path: string;
}

/**
 * One service: the title is the card's one link, stretched over the whole card, so the link's
 * name is exactly its visible text and the description describes it.
 */
export function ServiceCard({ title, description, icon, path }: ServiceCardProps) {
  const descriptionId = useId();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconBadge>
        <Icon name={icon} size={24} strokeWidth={1.75} />
      </IconBadge>
      <Title id={titleId}>
        <Link to={path} aria-describedby={descriptionId} onPointerMove={moveSpotlight}>
          {title}
        </Link>
      </Title>
      <Description id={descriptionId}>{description}</Description>
      <CardMoreLabel text="Learn more" icon={ArrowRight} nudge />
    </Card>
  );
}
