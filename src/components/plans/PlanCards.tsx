import styled from "@emotion/styled";
import type { ServicePlan } from "../../lib/plans/plan";
import { PageSection } from "../ui/PageSection";
import { cardsSideBySide } from "./planLayout";
import { PlanCard } from "./PlanCard";
import { space } from "../../theme/tokens";

const Grid = styled.ul<{ count: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[36]};
  max-width: 520px;
  margin: 0 auto;
  padding: ${space[16]} 0 0;
  list-style: none;
  ${({ count }) => cardsSideBySide(count)} {
    grid-template-columns: repeat(${({ count }) => count}, minmax(0, 1fr));
    column-gap: ${space[24]};
    row-gap: 0;
    /* Two cards stay card-sized rather than stretching across the page. */
    max-width: ${({ count }) => (count <= 2 ? "820px" : "none")};
    & > li {
      /* Rows shared with the neighbouring cards, so prices, buttons and lists line up. */
      display: grid;
      grid-row: span 5;
      grid-template-rows: subgrid;
      row-gap: ${space[20]};
    }
  }
`;

interface PlanCardsProps {
  plans: readonly ServicePlan[];
}

/** The plans side by side where the screen has room for them all (2 to 4), in the editors' order. */
export function PlanCards({ plans }: PlanCardsProps) {
  return (
    <PageSection
      id="plans"
      heading="Choose Your Plan"
      intro="Fixed monthly prices for UK businesses, all excluding VAT."
    >
      <Grid count={plans.length}>
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </Grid>
    </PageSection>
  );
}
