/**
 * The comparison table: every feature any plan names, one row each, with what each plan
 * says about it. Plans list their features in matching order (support hours first, then
 * response time, ...), so rows are taken position by position across the plans: the levels
 * of one feature (9am-5pm, 8am-6pm, 24/7 support) sit together in one group.
 */
import type { ServicePlan } from "./plan";

/**
 * "included" / "excluded": the plan lists the feature and says whether it has it.
 * "unlisted": the plan does not name it at all, usually because it lists another level of
 * the same feature (Premium names "Remote support 24/7", not "Remote support 9am-5pm");
 * calling that "not included" would undersell the plan.
 */
export type ComparisonMark = "included" | "excluded" | "unlisted";

export interface ComparisonRow {
  feature: string;
  /** Position in the plans' lists where the feature first appears; rows of one group are levels of one feature. */
  group: number;
  /** One per plan, in the plans' order. */
  marks: ComparisonMark[];
}

export function comparePlanFeatures(
  plans: readonly Pick<ServicePlan, "features">[],
): ComparisonRow[] {
  const rows: { feature: string; group: number }[] = [];
  const longest = Math.max(0, ...plans.map((plan) => plan.features.length));
  for (let position = 0; position < longest; position += 1) {
    for (const plan of plans) {
      const feature = plan.features[position];
      if (feature && !rows.some((row) => row.feature === feature.name)) {
        rows.push({ feature: feature.name, group: position });
      }
    }
  }
  return rows.map((row) => ({
    ...row,
    marks: plans.map((plan): ComparisonMark => {
      const own = plan.features.find((candidate) => candidate.name === row.feature);
      if (!own) return "unlisted";
      return own.included ? "included" : "excluded";
    }),
  }));
}

/** The words for a mark, shown beside its icon and read by screen readers. */
export function comparisonMarkText(mark: ComparisonMark): string {
  switch (mark) {
    case "included":
      return "Included";
    case "excluded":
      return "Not included";
    case "unlisted":
      return "Not listed";
  }
}
