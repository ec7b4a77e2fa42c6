/** A service plan as editors write it in content/plans.json. */
export interface PlanFeature {
  /** As the plan card lists it: "Remote support 9am-5pm". */
  name: string;
  /** The row of the comparison table it belongs to: "Support hours". */
  group: string;
  /** What this plan gives of the group, shown in the comparison ("9am-5pm"); null for a yes/no feature. */
  level?: string | null;
  included: boolean;
  /** Extra explanation shown behind an info button; null when there is none. */
  tooltip?: string | null;
}

export interface ServicePlan {
  name: string;
  /** The price as shown, e.g. "£1,499". */
  price: string;
  /** e.g. "per month". */
  period: string;
  description: string;
  buttonText: string;
  highlight: boolean;
  highlightLabel?: string | null;
  features: readonly PlanFeature[];
}

/** Our published plan prices are business prices: VAT is added on top. */
export const VAT_NOTE = "excluding VAT";

/** "per month" -> "per month, excluding VAT". */
export function pricePeriodText(period: string): string {
  return `${period}, ${VAT_NOTE}`;
}

/** A stable fragment for ids and anchors: "Premium Plus" -> "premium-plus". */
export function planSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
