import styled from "@emotion/styled";
import { liftingCardStyle } from "../ui/cardStyles";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { Icon } from "../Icon";

const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${space[28]};
  ${liftingCardStyle};
  h3 {
    font-size: ${fontSize.title};
    margin: ${space[16]} 0 ${space[8]};
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
  /* Side by side on phones, so six cards do not make a very long column. */
  ${media.mobile} {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${space[16]};
    padding: ${space[20]};
    & > span {
      grid-row: span 2;
      width: 48px;
      height: 48px;
    }
    h3 {
      margin: 0 0 ${space[4]};
      font-size: ${fontSize.lead};
      align-self: center;
    }
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${radius.md};
  background: ${color.surface};
  border: 1px solid ${color.border};
  color: ${color.primary};
`;

interface IndustryCardProps {
  name: string;
  icon: string;
  description: string;
}

/** One industry in the "Industries We Serve" grid. */
export function IndustryCard({ name, icon, description }: IndustryCardProps) {
  return (
    <Card>
      <IconBadge>
        <Icon name={icon} size={28} />
      </IconBadge>
      <h3>{name}</h3>
      <p>{description}</p>
    </Card>
  );
}
