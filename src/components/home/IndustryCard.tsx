import styled from "@emotion/styled";
import { liftingCardStyle } from "../ui/cardStyles";
import { color, media, radius } from "../../theme/tokens";
import { Icon } from "../Icon";

const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: 28px;
  ${liftingCardStyle};
  h3 {
    font-size: 1.25rem;
    margin: 18px 0 8px;
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
  /* Side by side on phones, so six cards do not make a very long column. */
  ${media.mobile} {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 16px;
    padding: 20px;
    & > span {
      grid-row: span 2;
      width: 48px;
      height: 48px;
    }
    h3 {
      margin: 0 0 4px;
      font-size: 1.15rem;
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
