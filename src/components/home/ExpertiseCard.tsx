import styled from "@emotion/styled";
import { color, radius } from "../../theme/tokens";
import { Icon } from "../Icon";

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  min-width: 220px;
  padding: 16px 22px 16px 16px;
  /* Room for the shadow: the marquee viewport clips everything outside the row. */
  margin: 12px 0 20px;
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
  font-size: 1.05rem;
  color: ${color.text};
  white-space: nowrap;
`;

const Years = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: 0.95rem;
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
