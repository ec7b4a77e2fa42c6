/**
 * The comparison table: one row per feature group (support hours, response time, ...), in the
 * order the plans list them, with what each plan gives: its level ("24/7", "4 hours"), or
 * whether it has the feature at all. A plan that does not name a group does not have it.
 */
import type { PlanFeature, ServicePlan } from "./plan";

/** What one plan gives for one feature group. */
export type ComparisonCell =
  { mark: "included"; level: string | null } | { mark: "excluded"; level: null };

export type ComparisonMark = ComparisonCell["mark"];

export interface ComparisonRow {
  /** The feature group, the row's header ("Support hours"). */
  group: string;
  /** One per plan, in the plans' order. */
  cells: ComparisonCell[];
}

function cellOf(features: readonly PlanFeature[], group: string): ComparisonCell {
  const own = features.find((feature) => feature.group === group && feature.included);
  return own ? { mark: "included", level: own.level ?? null } : { mark: "excluded", level: null };
}

export function comparePlanFeatures(
  plans: readonly Pick<ServicePlan, "features">[],
): ComparisonRow[] {
  const groups: string[] = [];
  const longest = Math.max(0, ...plans.map((plan) => plan.features.length));
  // Position by position across the plans, so a group one plan adds late still sits where it is listed.
  for (let position = 0; position < longest; position += 1) {
    for (const plan of plans) {
      const group = plan.features[position]?.group;
      if (group !== undefined && !groups.includes(group)) groups.push(group);
    }
  }
  return groups.map((group) => ({
    group,
    cells: plans.map((plan) => cellOf(plan.features, group)),
  }));
}

/** The words for an included or excluded feature, shown beside its icon and read by screen readers. */
export function comparisonMarkText(mark: ComparisonMark): string {
  return mark === "included" ? "Included" : "Not included";
}

/** What a comparison cell says: the plan's level of the feature, or whether it is included. */
export function comparisonCellText(cell: ComparisonCell): string {
  return cell.level ?? comparisonMarkText(cell.mark);
}

/**
 * A plan that names one feature group twice, or gives a level to a feature it does not include,
 * cannot be compared: one message per problem, for the content check.
 */
export function planFeatureProblems(plan: Pick<ServicePlan, "name" | "features">): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const feature of plan.features) {
    // A record the field check already refuses (not an object) is its business, not this one's.
    if (typeof feature !== "object" || feature === null) continue;
    if (seen.has(feature.group)) {
      problems.push(
        `the ${plan.name} plan lists the feature group "${feature.group}" more than once; give each group one feature per plan, with its level.`,
      );
    }
    seen.add(feature.group);
    if (!feature.included && feature.level) {
      problems.push(
        `the ${plan.name} plan's "${feature.name}" is not included but has a level ("${feature.level}"); set "level" to null.`,
      );
    }
  }
  return problems;
}
