import styled from "@emotion/styled";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { Icon } from "../Icon";

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[16]};
  min-width: 220px;
  padding: ${space[16]} ${space[24]} ${space[16]} ${space[16]};
  /* Room for the shadow: the marquee viewport clips everything outside the row. */
  margin: ${space[12]} 0 ${space[20]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  box-shadow: ${color.shadow};
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${radius.round};
  background: ${color.primary};
  color: ${color.onPrimary};
`;

const Title = styled.span`
  display: block;
  font-weight: 700;
  font-size: ${fontSize.body};
  color: ${color.text};
  white-space: nowrap;
`;

const Years = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${fontSize.body};
`;

interface ExpertiseCardProps {
  icon: string;
  title: string;
  /** As in the content, e.g. "15+". */
  years: string;
}

/** One area of expertise with its years of experience, e.g. "Cloud Migration — 15+ years". */
export function ExpertiseCard({ icon, title, years }: ExpertiseCardProps) {
  return (
    <Card>
      <IconBadge>
        <Icon name={icon} size={24} />
      </IconBadge>
      <span>
        <Title>{title}</Title>
        <Years>{years} years</Years>
      </span>
    </Card>
  );
}
