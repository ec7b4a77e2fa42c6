import { ServicePlansPage } from "../../../../src/components/plans/ServicePlansPage";
import type { ServicePlan } from "../../../../src/lib/plans/plan";
import type { PreviewProps } from "../decap";
import { PreviewFrame } from "../PreviewFrame";

/** The plans page as a visitor will see it: the cards and the comparison table, from the form. */
export function PlansPreview({ entry, document }: PreviewProps) {
  const plans = ((entry.getIn(["data", "records"]) as { toJS(): unknown[] } | undefined)?.toJS() ??
    []) as ServicePlan[];
  const complete = plans.filter((plan) => plan && Array.isArray(plan.features));
  return (
    <PreviewFrame frame={document}>
      <ServicePlansPage plans={complete} />
    </PreviewFrame>
  );
}
