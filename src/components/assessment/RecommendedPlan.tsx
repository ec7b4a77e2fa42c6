import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ArrowRight, CircleCheck } from "lucide-react";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { IconList } from "../ui/IconList";
import type { AssessmentPlan } from "./assessment-types";
import { PAGES } from "../../lib/routes";

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[16]};
  padding: ${space[28]};
  border: 2px solid ${color.primary};
  border-radius: ${radius.lg};
  background: color-mix(in srgb, ${color.primary} 6%, ${color.surfaceRaised});
  ${media.mobile} {
    padding: ${space[20]} ${space[16]};
  }
  h3 {
    margin: 0;
    font-size: ${fontSize.small};
    text-transform: uppercase;
    letter-spacing: 0.1em;
    color: ${color.primary};
  }
`;

const PlanName = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space[4]} ${space[16]};
  margin: 0;
  strong {
    font-size: ${fontSize.heading};
    line-height: 1.1;
    color: ${color.text};
  }
  span {
    color: ${color.textMuted};
    font-weight: 600;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

const ReasonsHeading = styled.h4`
  margin: ${space[8]} 0 0;
  font-size: ${fontSize.body};
`;

const CompareLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  margin-top: auto;
  font-weight: 600;
`;

interface RecommendedPlanProps {
  plan: AssessmentPlan;
  reasons: readonly string[];
}

/** The plan the answers point to, its price and why it fits. */
export function RecommendedPlan({ plan, reasons }: RecommendedPlanProps) {
  return (
    <Card aria-labelledby="assessment-plan-heading">
      <h3 id="assessment-plan-heading">Recommended Plan</h3>
      <PlanName>
        <strong>{plan.name}</strong>
        <span>
          {plan.price} {plan.period}
        </span>
      </PlanName>
      <Description>{plan.description}</Description>
      <ReasonsHeading>Why this plan</ReasonsHeading>
      <IconList iconColor={color.success}>
        {reasons.map((reason) => (
          <li key={reason}>
            <CircleCheck size={18} aria-hidden="true" />
            <span>{reason}</span>
          </li>
        ))}
      </IconList>
      <CompareLink to={PAGES.servicePlans.path}>
        Compare all service plans
        <ArrowRight size={16} aria-hidden="true" />
      </CompareLink>
    </Card>
  );
}
