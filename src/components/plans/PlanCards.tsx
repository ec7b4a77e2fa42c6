import styled from "@emotion/styled";
import type { ServicePlan } from "../../lib/plans/plan";
import { PageSection } from "../ui/PageSection";
import { cardsSideBySide } from "./planLayout";
import { PlanCard } from "./PlanCard";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 36px;
  max-width: 520px;
  margin: 0 auto;
  padding: 14px 0 0;
  list-style: none;
  ${cardsSideBySide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    column-gap: 24px;
    row-gap: 0;
    max-width: none;
  }
`;

interface PlanCardsProps {
  plans: readonly ServicePlan[];
}

/** The plans side by side, in the editors' order. */
export function PlanCards({ plans }: PlanCardsProps) {
  return (
    <PageSection
      id="plans"
      heading="Choose Your Plan"
      intro="Fixed monthly prices for UK businesses, all excluding VAT."
    >
      <Grid>
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </Grid>
    </PageSection>
  );
}
