import { graphql, type HeadFC, type PageProps } from "gatsby";
import { BUDGET_TOOL_NAME, BudgetCalculator } from "../../components/tools/BudgetCalculator";
import { ToolHead } from "../../components/tools/ToolHead";
import { ToolPageLayout } from "../../components/tools/ToolPageLayout";
import { BUDGET_ASSUMPTIONS } from "../../lib/tools/budget";

const PATH = "/tools/budget-calculator";

export default function BudgetCalculatorPage({
  data,
}: PageProps<Queries.BudgetCalculatorPageQuery>) {
  return (
    <ToolPageLayout
      title={BUDGET_TOOL_NAME}
      path={PATH}
      intro="Work out what a business like yours should spend on IT each year, how to split it between support, security, cloud, hardware and software, and which of our plans fits."
      backToAssessment
      assumptions={BUDGET_ASSUMPTIONS}
    >
      <BudgetCalculator plans={data.allPlan.nodes} />
    </ToolPageLayout>
  );
}

export const Head: HeadFC<Queries.BudgetCalculatorPageQuery> = () => (
  <ToolHead
    title={BUDGET_TOOL_NAME}
    description="Free IT budget calculator for UK businesses: a recommended annual IT budget by category from your size, turnover and sector, set against what you spend now."
    path={PATH}
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
