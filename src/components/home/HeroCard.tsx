import styled from "@emotion/styled";
import { fixedColours, media, radius, translucent } from "../../theme/tokens";
import { Icon } from "../Icon";

const CARD_BACKGROUND = `linear-gradient(180deg, ${translucent("navyPanel", 0.9)}, ${translucent("navy", 0.84)})`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
  border: 1px solid ${translucent("paleBlue", 0.18)};
  border-radius: ${radius.md};
  /*
   * Nearly opaque so the particle lines stay behind, not across, the text. No backdrop blur:
   * over the moving particle field it would be recomputed every frame, for a difference this
   * opaque a card hardly shows.
   */
  background: ${CARD_BACKGROUND};
  ${media.below("phone")} {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr);
    column-gap: 14px;
    row-gap: 2px;
    padding: 16px;
    & > :first-child {
      grid-row: span 2;
    }
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${radius.sm};
  background: ${translucent("sky", 0.14)};
  color: ${fixedColours.onDarkFocus};
`;

const Title = styled.p`
  margin: 0;
  font-size: 1.05rem;
  font-weight: 700;
  color: ${fixedColours.white};
`;

const Description = styled.p`
  margin: 0;
  font-size: 0.95rem;
  line-height: 1.5;
  color: ${fixedColours.onDarkMuted};
`;

interface HeroCardProps {
  title: string;
  description: string;
  icon: string;
}

/** One of the four hero highlights (a list item; the title is not a heading so the outline stays h1 → section h2s). */
export function HeroCard({ title, description, icon }: HeroCardProps) {
  return (
    <Card data-hero-card="">
      <IconBadge>
        <Icon name={icon} size={22} strokeWidth={1.75} />
      </IconBadge>
      <Title>
        <strong>{title}</strong>
      </Title>
      <Description>{description}</Description>
    </Card>
  );
}
