import type { HeadFC } from "gatsby";
import { ComplianceCostCalculator } from "../../components/tools/ComplianceCostCalculator";
import { COMPLIANCE_COST_CALCULATOR } from "../../lib/tools/registry";
import { ToolHead } from "../../components/tools/ToolHead";
import { ToolPageLayout } from "../../components/tools/ToolPageLayout";
import { COMPLIANCE_COST_ASSUMPTIONS } from "../../lib/tools/compliance-cost";

export default function ComplianceCostCalculatorPage() {
  return (
    <ToolPageLayout
      tool={COMPLIANCE_COST_CALCULATOR}
      backToAssessment
      assumptions={COMPLIANCE_COST_ASSUMPTIONS}
    >
      <ComplianceCostCalculator />
    </ToolPageLayout>
  );
}

export const Head: HeadFC = () => (
  <ToolHead
    tool={COMPLIANCE_COST_CALCULATOR}
    featureList={[
      "First-year and yearly cost ranges for seven frameworks",
      "Breakdown by gap assessment, policies, tooling, training and audit",
      "Savings from controls shared between frameworks",
      "UK GDPR maximum fines for your turnover",
    ]}
  />
);
