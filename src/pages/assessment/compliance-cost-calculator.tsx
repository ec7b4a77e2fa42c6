import type { HeadFC } from "gatsby";
import { ComplianceCostCalculator } from "../../components/tools/ComplianceCostCalculator";
import { COMPLIANCE_COST_CALCULATOR_PAGE } from "../../lib/tools/tool-pages";
import { ToolHead } from "../../components/tools/ToolHead";
import { ToolPageLayout } from "../../components/tools/ToolPageLayout";
import { COMPLIANCE_COST_ASSUMPTIONS } from "../../lib/tools/compliance-cost";

export default function ComplianceCostCalculatorPage() {
  return (
    <ToolPageLayout
      tool={COMPLIANCE_COST_CALCULATOR_PAGE}
      backToAssessment
      assumptions={COMPLIANCE_COST_ASSUMPTIONS}
    >
      <ComplianceCostCalculator />
    </ToolPageLayout>
  );
}

export const Head: HeadFC = () => (
  <ToolHead
    tool={COMPLIANCE_COST_CALCULATOR_PAGE}
    featureList={[
      "First-year and yearly cost ranges for seven frameworks",
      "Breakdown by gap assessment, policies, tooling, training and audit",
      "Savings from controls shared between frameworks",
      "UK GDPR maximum fines for your turnover",
    ]}
  />
);
