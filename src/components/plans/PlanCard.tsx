import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { Link } from "gatsby";
import { contactPathWith } from "../../lib/contact/navigation-state";
import { planSlug, pricePeriodText, type ServicePlan } from "../../lib/plans/plan";
import { color, fontSize, hairline, radius, space } from "../../theme/tokens";
import { buttonStyle, secondaryButtonStyle } from "../ui/buttonStyles";
import { PlanFeatureItem } from "./PlanFeatureItem";

const Card = styled.li<{ highlight: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space[20]};
  /* The highlighted card's thicker border is taken off its padding, so contents line up. */
  padding: ${({ highlight }) =>
    highlight
      ? `calc(${space[36]} - ${hairline}) calc(${space[28]} - ${hairline}) calc(${space[32]} - ${hairline})`
      : `${space[36]} ${space[28]} ${space[32]}`};
  border: ${({ highlight }) => (highlight ? `2px solid ${color.primary}` : `1px solid ${color.border}`)};
  border-radius: ${radius.lg};
  background: ${({ highlight }) =>
    highlight
      ? `linear-gradient(180deg, color-mix(in srgb, ${color.primary} 9%, ${color.surfaceRaised}) 0%, ${color.surfaceRaised} 45%)`
      : color.surfaceRaised};
  box-shadow: ${color.shadow};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${fontSize.title};
`;

const Badge = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  margin: 0;
  padding: ${space[4]} ${space[16]};
  transform: translate(-50%, -50%);
  border-radius: ${radius.round};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: ${fontSize.small};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  white-space: nowrap;
`;

const Description = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

const Price = styled.p`
  margin: 0;
  line-height: 1.2;
`;

const Amount = styled.span`
  display: block;
  font-size: ${fontSize.pageTitle};
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${color.text};
`;

const Period = styled.span`
  display: block;
  margin-top: ${space[4]};
  color: ${color.textMuted};
  font-size: ${fontSize.body};
`;

const fullWidth = css`
  width: 100%;
`;

const Features = styled.ul`
  display: grid;
  align-content: start;
  gap: ${space[12]};
  margin: 0;
  padding: ${space[20]} 0 0;
  border-top: 1px solid ${color.border};
  list-style: none;
`;

interface PlanCardProps {
  plan: ServicePlan;
}

/**
 * One plan: name, price per month excluding VAT, what it is for, the button that takes the
 * plan to the contact form (in the link, so it survives a reload or a shared link, and in
 * the navigation state), and its features.
 */
export function PlanCard({ plan }: PlanCardProps) {
  const headingId = `plan-${planSlug(plan.name)}`;
  const badge = plan.highlight ? plan.highlightLabel : null;
  return (
    <Card highlight={plan.highlight} data-plan={plan.name}>
      <Name id={headingId}>{plan.name}</Name>
      {badge && <Badge>{badge}</Badge>}
      <Description>{plan.description}</Description>
      <Price>
        <Amount>{plan.price}</Amount> <Period>{pricePeriodText(plan.period)}</Period>
      </Price>
      <Link
        to={contactPathWith({ selectedPlan: plan.name })}
        state={{ selectedPlan: plan.name }}
        css={[plan.highlight ? buttonStyle : secondaryButtonStyle, fullWidth]}
      >
        {plan.buttonText}
      </Link>
      <Features aria-label={`${plan.name} plan features`}>
        {plan.features.map((feature) => (
          <PlanFeatureItem key={feature.name} feature={feature} />
        ))}
      </Features>
    </Card>
  );
}
