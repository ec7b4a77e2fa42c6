/**
 * The content check of claims (claims.ts): every placeholder in a field that fills claims must
 * name a figure, a feature group or a level that the records hold, so a page never shows one
 * half-filled; and a plan's price is never typed into a text, where it would stay behind when the
 * plan's price changes. Run by validate-content.ts once the files claims are read from are sound.
 */
import type { FieldSpec } from "../content-model/field-spec";
import { lowestPricedPlan, parsePoundPrice } from "../plans/plan-offers";
import { claimProblems, namesAClaim, type ClaimSources } from "./claims";

/** Where a plan's price is written as itself; everywhere else it is named ({plan price: …}). */
export const PLAN_PRICE_FIELD = { file: "plans.json", field: "price" } as const;

/** The content files claims are read from. */
export const CLAIM_SOURCE_FILES = ["stats.json", PLAN_PRICE_FIELD.file, "assessment.json"] as const;

/** The records claims read, from the parsed content files (stats, plans, assessment). */
export function claimSourcesFrom(dataOf: (file: string) => unknown): ClaimSources {
  const [statsFile, plansFile, assessmentFile] = CLAIM_SOURCE_FILES;
  const stats = dataOf(statsFile) as ClaimSources["stats"];
  const plans = dataOf(plansFile) as ClaimSources["plans"];
  const questions = dataOf(assessmentFile);
  return { stats, plans, assessmentQuestions: Array.isArray(questions) ? questions.length : 0 };
}

/** Calls `visit` with each text of `value`, its field's path and whether the field fills claims. */
function eachText(
  spec: FieldSpec,
  value: unknown,
  path: string,
  visit: (text: string, path: string, fillsClaims: boolean) => void,
): void {
  if (value === undefined || value === null) return;
  if (spec.kind === "string") {
    if (typeof value === "string") visit(value, path, spec.claims === true);
    return;
  }
  if (spec.kind === "list" && Array.isArray(value)) {
    value.forEach((item, index) => eachText(spec.of, item, `${path}[${index}]`, visit));
    return;
  }
  if (spec.kind === "object" && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(spec.fields)) {
      eachText(field, record[key], path ? `${path}.${key}` : key, visit);
    }
  }
}

/** Calls `visit` with each text of `value` whose field fills claims, and the field's path. */
export function eachClaimText(
  spec: FieldSpec,
  value: unknown,
  path: string,
  visit: (text: string, path: string) => void,
): void {
  eachText(spec, value, path, (text, at, fillsClaims) => {
    if (fillsClaims) visit(text, at);
  });
}

/**
 * One problem per placeholder that names nothing, and per claim written in a field that shows
 * its text as written (it would reach the page in braces), as { field, problem }.
 */
export function claimFieldProblems(
  spec: FieldSpec,
  record: unknown,
  sources: ClaimSources,
): { field: string; problem: string }[] {
  const problems: { field: string; problem: string }[] = [];
  eachText(spec, record, "", (text, field, fillsClaims) => {
    if (fillsClaims) {
      for (const problem of claimProblems(text, sources)) problems.push({ field, problem });
    } else if (namesAClaim(text)) {
      problems.push({
        field,
        problem:
          "names a claim in braces, but this field shows its text as written; write the figure itself here, or ask a developer to let the field fill claims (withClaims in src/lib/content-model/schemas.ts)",
      });
    }
  });
  return problems;
}

/** A price in pounds as prose writes it: "£799", "£1,499", "£1499", "£399.00". */
const POUNDS_IN_TEXT = /£\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?(?!\d)/g;

/** The placeholder that names a plan's price, and the cheapest's "from" wording. */
function pricePlaceholders(amount: number, sources: ClaimSources): string {
  const plans = sources.plans.filter((plan) => parsePoundPrice(plan.price) === amount);
  const named = plans.map((plan) => `{plan price: ${plan.name}}`).join(" or ");
  const lowest = lowestPricedPlan(sources.plans);
  return lowest && parsePoundPrice(lowest.price) === amount
    ? `${named} (or {lowest plan price} for a "from" price)`
    : named;
}

/** The plans whose price the amount is, in words: "the Standard plan's price". */
function whosePrice(amount: number, sources: ClaimSources): string {
  const names = sources.plans
    .filter((plan) => parsePoundPrice(plan.price) === amount)
    .map((plan) => plan.name);
  return names.length === 1
    ? `the ${names[0]} plan's price`
    : `the price of the ${names.slice(0, -1).join(", ")} and ${names.at(-1)} plans`;
}

/**
 * One problem per plan price typed into a text of a record of `file` (any text field but the
 * plan's own price), naming the placeholder to write instead, as { field, problem }. A price
 * typed in stays behind when the plan's price changes in plans.json.
 */
export function typedPlanPriceProblems(
  file: string,
  spec: FieldSpec,
  record: unknown,
  sources: ClaimSources,
): { field: string; problem: string }[] {
  const prices = new Set(sources.plans.map((plan) => parsePoundPrice(plan.price)));
  const problems: { field: string; problem: string }[] = [];
  eachText(spec, record, "", (text, field, fillsClaims) => {
    if (file === PLAN_PRICE_FIELD.file && field === PLAN_PRICE_FIELD.field) return;
    for (const [written] of text.matchAll(POUNDS_IN_TEXT)) {
      let amount: number;
      try {
        amount = parsePoundPrice(written);
      } catch {
        continue;
      }
      if (!prices.has(amount)) continue;
      const instead = pricePlaceholders(amount, sources);
      problems.push({
        field,
        problem: fillsClaims
          ? `${JSON.stringify(written)} is ${whosePrice(amount, sources)} in plans.json, typed in: write ${instead} instead, so the text follows the plan's price when it changes`
          : `${JSON.stringify(written)} is ${whosePrice(amount, sources)} in plans.json, typed in, and this field shows its text as written: leave the price out here (the plans page shows it), or ask a developer to let the field fill claims (withClaims in src/lib/content-model/schemas.ts) and write ${instead}`,
      });
    }
  });
  return problems;
}
