import { lowestPricedPlan } from "./plan-offers";
import type { ServicePlan } from "./plan";

const GENERIC =
  "Compare our managed IT support plans for UK businesses, priced per month excluding VAT. Choose a plan or request a custom quote.";

/**
 * The plans page's meta description, built from the plans so the names and the starting
 * price never go stale, e.g. "Compare our Basic, Standard and Premium managed IT support
 * plans for UK businesses, from £399 per month excluding VAT. …". Search engines cut
 * descriptions beyond 160 characters; a longer one falls back to a text without names.
 */
export function plansPageDescription(
  plans: readonly Pick<ServicePlan, "name" | "price" | "period">[],
): string {
  if (plans.length === 0) return GENERIC;
  const names = plans.map((plan) => plan.name);
  const list =
    names.length === 1
      ? names[0]
      : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  const cheapest = lowestPricedPlan(plans) ?? plans[0];
  const text = `Compare our ${list} managed IT support plans for UK businesses, from ${cheapest.price} ${cheapest.period} excluding VAT. Choose a plan or request a custom quote.`;
  return text.length <= 160 ? text : GENERIC;
}
