import { graphql, type HeadFC, type PageProps } from "gatsby";
import { BudgetCalculator } from "../../components/tools/BudgetCalculator";
import { BUDGET_CALCULATOR_PAGE } from "../../lib/tools/tool-pages";
import { ToolHead } from "../../components/tools/ToolHead";
import { ToolPageLayout } from "../../components/tools/ToolPageLayout";
import { BUDGET_ASSUMPTIONS } from "../../lib/tools/budget";

export default function BudgetCalculatorPage({
  data,
}: PageProps<Queries.BudgetCalculatorPageQuery>) {
  return (
    <ToolPageLayout tool={BUDGET_CALCULATOR_PAGE} backToAssessment assumptions={BUDGET_ASSUMPTIONS}>
      <BudgetCalculator plans={data.allPlan.nodes} />
    </ToolPageLayout>
  );
}

export const Head: HeadFC<Queries.BudgetCalculatorPageQuery> = () => (
  <ToolHead
    tool={BUDGET_CALCULATOR_PAGE}
    featureList={[
      "Recommended annual IT budget from sector benchmarks",
      "Split by support, security, cloud, hardware, software and contingency",
      "Comparison with current IT spend",
      "The service plan that fits the budget",
    ]}
  />
);

export const query = graphql`
  query BudgetCalculatorPage {
    allPlan(sort: { position: ASC }) {
      nodes {
        name
        price
        period
        description
      }
    }
  }
`;
