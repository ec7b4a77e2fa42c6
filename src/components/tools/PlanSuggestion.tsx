import { css } from "@emotion/react";
import { Link } from "gatsby";
import { ArrowRight, BadgeCheck } from "lucide-react";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { PAGES } from "../../lib/routes";

const cardStyle = css`
  display: grid;
  gap: ${space[8]};
  padding: ${space[20]};
  border: 2px solid ${color.primary};
  border-radius: ${radius.md};
  background: color-mix(in srgb, ${color.primary} 6%, ${color.surfaceRaised});
  p {
    margin: 0;
  }
  @media print {
    padding: 0;
    border: 0;
    background: none;
  }
`;

const titleRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[8]} ${space[16]};
`;

const nameStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  margin: 0;
  font-size: ${fontSize.title};
  svg {
    color: ${color.primary};
  }
`;

const priceStyle = css`
  font-size: ${fontSize.lead};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  span {
    font-size: ${fontSize.small};
    font-weight: 500;
    color: ${color.textMuted};
  }
`;

const mutedStyle = css`
  color: ${color.textMuted};
`;

const linkStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  justify-self: start;
  padding: ${space[8]} 0;
  font-weight: 700;
  text-underline-offset: 4px;
  @media print {
    display: none;
  }
`;

interface PlanSuggestionProps {
  name: string;
  /** As written in the plans content, e.g. "£799". */
  price: string;
  /** e.g. "per month". */
  period: string;
  /** Why this plan, in one sentence. */
  reason: string;
  /** The plan's own description from the plans content. */
  description?: string;
}

/** The service plan a budget points to, with the way to compare all plans. */
export function PlanSuggestion({ name, price, period, reason, description }: PlanSuggestionProps) {
  return (
    <div css={cardStyle}>
      <div css={titleRowStyle}>
        <h4 css={nameStyle}>
          <BadgeCheck size={22} aria-hidden="true" />
          {name} plan
        </h4>
        <p css={priceStyle}>
          {price} <span>{period}</span>
        </p>
      </div>
      {description && <p css={mutedStyle}>{description}</p>}
      <p>{reason}</p>
      <Link to={PAGES.servicePlans.path} css={linkStyle}>
        Compare all service plans
        <ArrowRight size={18} aria-hidden="true" />
      </Link>
    </div>
  );
}
