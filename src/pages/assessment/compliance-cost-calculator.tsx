import type { HeadFC } from "gatsby";
import {
  COMPLIANCE_TOOL_NAME,
  ComplianceCostCalculator,
} from "../../components/tools/ComplianceCostCalculator";
import { ToolHead } from "../../components/tools/ToolHead";
import { ToolPageLayout } from "../../components/tools/ToolPageLayout";
import { COMPLIANCE_COST_ASSUMPTIONS } from "../../lib/tools/compliance-cost";

const PATH = "/assessment/compliance-cost-calculator";

export default function ComplianceCostCalculatorPage() {
  return (
    <ToolPageLayout
      title={COMPLIANCE_TOOL_NAME}
      path={PATH}
      intro="Estimate what UK GDPR, ISO 27001, Cyber Essentials and other frameworks would cost your organisation in the first year and every year after, set against what not complying can cost."
      backToAssessment
      assumptions={COMPLIANCE_COST_ASSUMPTIONS}
    >
      <ComplianceCostCalculator />
    </ToolPageLayout>
  );
}

export const Head: HeadFC = () => (
  <ToolHead
    title={COMPLIANCE_TOOL_NAME}
    description="Free compliance cost calculator: first-year and yearly cost ranges for UK GDPR, ISO 27001, Cyber Essentials, PCI DSS, SOC 2 and more, against fines."
    path={PATH}
    featureList={[
      "First-year and yearly cost ranges for seven frameworks",
      "Breakdown by gap assessment, policies, tooling, training and audit",
      "Savings from controls shared between frameworks",
      "UK GDPR maximum fines for your turnover",
    ]}
  />
);
