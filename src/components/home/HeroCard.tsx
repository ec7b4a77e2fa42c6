import styled from "@emotion/styled";
import { fixedColours, fontSize, media, radius, space, translucent } from "../../theme/tokens";
import { Icon } from "../Icon";

const CARD_BACKGROUND = `linear-gradient(180deg, ${translucent("navyPanel", 0.9)}, ${translucent("navy", 0.84)})`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[8]};
  padding: ${space[20]};
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
    column-gap: ${space[16]};
    row-gap: ${space[4]};
    padding: ${space[16]};
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
  font-size: ${fontSize.body};
  font-weight: 700;
  color: ${fixedColours.white};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${fontSize.body};
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
