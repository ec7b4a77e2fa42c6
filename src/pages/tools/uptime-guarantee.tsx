import type { HeadFC } from "gatsby";
import { ToolHead } from "../../components/tools/ToolHead";
import { ToolPageLayout } from "../../components/tools/ToolPageLayout";
import { UPTIME_TOOL_NAME, UptimeCalculator } from "../../components/tools/UptimeCalculator";
import { UPTIME_ASSUMPTIONS } from "../../lib/tools/uptime";

const PATH = "/tools/uptime-guarantee";

export default function UptimeGuaranteePage() {
  return (
    <ToolPageLayout
      title={UPTIME_TOOL_NAME}
      path={PATH}
      intro="See how much downtime an uptime guarantee really allows each year, month, week and day, and what that downtime would cost your business."
      backToAssessment
      assumptions={UPTIME_ASSUMPTIONS}
    >
      <UptimeCalculator />
    </ToolPageLayout>
  );
}

export const Head: HeadFC = () => (
  <ToolHead
    title={UPTIME_TOOL_NAME}
    description="Free uptime calculator: turn an SLA percentage such as 99.9% into allowed downtime per year, month, week and day, and the cost of that downtime."
    path={PATH}
    featureList={[
      "Allowed downtime per year, month, week and day",
      "Cost of downtime at your revenue per hour",
      "Comparison of 99% to 99.99% uptime",
    ]}
  />
);
