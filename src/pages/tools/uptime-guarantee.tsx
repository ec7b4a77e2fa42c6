import type { HeadFC } from "gatsby";
import { UPTIME_CALCULATOR_PAGE } from "../../lib/tools/tool-pages";
import { ToolHead } from "../../components/tools/ToolHead";
import { ToolPageLayout } from "../../components/tools/ToolPageLayout";
import { UptimeCalculator } from "../../components/tools/UptimeCalculator";
import { UPTIME_ASSUMPTIONS } from "../../lib/tools/uptime";

export default function UptimeGuaranteePage() {
  return (
    <ToolPageLayout tool={UPTIME_CALCULATOR_PAGE} backToAssessment assumptions={UPTIME_ASSUMPTIONS}>
      <UptimeCalculator />
    </ToolPageLayout>
  );
}

export const Head: HeadFC = () => (
  <ToolHead
    tool={UPTIME_CALCULATOR_PAGE}
    featureList={[
      "Allowed downtime per year, month, week and day",
      "Cost of downtime at your revenue per hour",
      "Comparison of 99% to 99.99% uptime",
    ]}
  />
);
