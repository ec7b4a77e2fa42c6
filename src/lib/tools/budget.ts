/**
 * IT budget planner: a recommended yearly IT budget from sector benchmarks, split by
 * category, compared with what the business spends now, and the service plan that fits.
 */
import { parsePoundPrice } from "../plans/plan-offers";
import { SECTORS, isSectorId, sectorLabel, type SectorId } from "./compliance-cost";
import { clampInteger, clampNumber, formatGbp, type NumberFieldRules } from "./numbers";

export { SECTORS, type SectorId };

export interface BudgetInput {
  employees: number;
  /** Annual turnover in GBP. */
  annualTurnover: number;
  sector: SectorId;
  /** What the business spends on IT today, per year, in GBP. */
  currentAnnualItSpend: number;
}

export const DEFAULT_BUDGET_INPUT: BudgetInput = {
  employees: 25,
  annualTurnover: 2_500_000,
  sector: "professional-services",
  currentAnnualItSpend: 50_000,
};

export const MAX_EMPLOYEES = 100_000;
export const MAX_AMOUNT = 1_000_000_000_000;

/**
 * Typical IT spend as a share of turnover, from published cross-industry IT spending
 * benchmarks (roughly 3–7%: lowest in retail and manufacturing, highest in finance and
 * technology, about 4% across all industries).
 */
export const SECTOR_IT_SPEND_SHARE: Readonly<Record<SectorId, number>> = {
  "professional-services": 0.05,
  healthcare: 0.045,
  finance: 0.07,
  retail: 0.03,
  manufacturing: 0.03,
  technology: 0.065,
  education: 0.045,
  "public-sector": 0.04,
  other: 0.04,
};

/**
 * Sanity bounds per employee per year: below about £1,500 a head a business cannot cover
 * a laptop, Microsoft 365, security and support; above about £6,000 an SME is usually
 * paying for something it does not use.
 */
export const PER_EMPLOYEE_BUDGET_RANGE = { min: 1500, max: 6000 } as const;

/** How a balanced SME IT budget is usually split; the percentages add up to 100. */
export const BUDGET_CATEGORIES = [
  { id: "support", label: "IT support and managed services", percent: 30 },
  { id: "security", label: "Cyber security", percent: 15 },
  { id: "cloud", label: "Cloud services and hosting", percent: 20 },
  { id: "hardware", label: "Hardware and devices", percent: 15 },
  { id: "software", label: "Software and licences", percent: 15 },
  { id: "contingency", label: "Contingency", percent: 5 },
] as const;

export type BudgetCategoryId = (typeof BUDGET_CATEGORIES)[number]["id"];

/** The number fields of the form as typed: the page checks them with these rules. */
export const BUDGET_FIELD_RULES: NumberFieldRules<
  "employees" | "annualTurnover" | "currentAnnualItSpend"
> = {
  employees: { noun: "the number of employees", min: 1, max: MAX_EMPLOYEES, integer: true },
  annualTurnover: { noun: "your annual turnover", min: 0, max: MAX_AMOUNT, format: formatGbp },
  currentAnnualItSpend: {
    noun: "your current IT spend",
    min: 0,
    max: MAX_AMOUNT,
    format: formatGbp,
  },
};

/** Within 10% of the recommendation counts as on track. */
export const ON_TRACK_TOLERANCE = 0.1;

export const BUDGET_ASSUMPTIONS: readonly string[] = [
  "The benchmark is a typical share of turnover spent on IT in your sector, from 3% (retail, manufacturing) to 7% (finance), based on published IT spending benchmarks.",
  "The recommendation is kept between £1,500 and £6,000 per employee per year, so very high or very low turnover per head does not give an unworkable budget.",
  "The split by category (support 30%, security 15%, cloud 20%, hardware 15%, software 15%, contingency 5%) is a typical balance for an SME; yours will depend on what you already own.",
  "The plan is matched to the support share of the recommended budget; prices are our published monthly plan prices, excluding VAT.",
  "Figures are yearly, in pounds, rounded to the nearest £100, and exclude VAT and one-off projects.",
];

/** A plan as the budget planner needs it; built from content/plans.json at the call site. */
export interface BudgetPlan {
  name: string;
  monthlyPrice: number;
}

export interface PlanRecommendation {
  name: string;
  monthlyPrice: number;
  annualPrice: number;
  /** One sentence on why this plan. */
  reason: string;
}

export interface BudgetCategoryAmount {
  id: BudgetCategoryId;
  label: string;
  percent: number;
  amount: number;
}

export type BudgetGapStatus = "under" | "on-track" | "over";

export interface BudgetResult {
  /** The inputs as used, after sanitising. */
  input: BudgetInput;
  /** Sector benchmark share of turnover, e.g. 0.05. */
  benchmarkShare: number;
  /** Turnover × benchmark share, before the per-employee bounds. */
  benchmarkBudget: number;
  /** What set the recommendation: the benchmark, or one of the per-employee bounds. */
  boundedBy: "benchmark" | "per-employee-minimum" | "per-employee-maximum";
  recommendedAnnualBudget: number;
  perEmployee: number;
  categories: BudgetCategoryAmount[];
  /** Recommended minus current: positive means spending less than recommended. */
  gap: number;
  gapStatus: BudgetGapStatus;
  plan: PlanRecommendation | null;
}

/** Turns content/plans.json records ({ name, price: "£399" }) into BudgetPlan values. */
export function toBudgetPlans(plans: readonly { name: string; price: string }[]): BudgetPlan[] {
  return plans.map((plan) => ({ name: plan.name, monthlyPrice: parsePoundPrice(plan.price) }));
}

export function sanitiseBudgetInput(input: BudgetInput): BudgetInput {
  return {
    employees: clampInteger(input.employees, 1, MAX_EMPLOYEES, DEFAULT_BUDGET_INPUT.employees),
    annualTurnover: clampNumber(input.annualTurnover, 0, MAX_AMOUNT, 0),
    sector: isSectorId(input.sector) ? input.sector : "other",
    currentAnnualItSpend: clampNumber(input.currentAnnualItSpend, 0, MAX_AMOUNT, 0),
  };
}

function roundToHundred(value: number): number {
  return Math.round(value / 100) * 100;
}

/** Splits a whole-pound total by percentage so the parts add up exactly (largest remainder). */
function splitByCategory(total: number): BudgetCategoryAmount[] {
  const exact = BUDGET_CATEGORIES.map((category) => (total * category.percent) / 100);
  const amounts = exact.map(Math.floor);
  let remainder = total - amounts.reduce((sum, amount) => sum + amount, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (remainder <= 0) break;
    amounts[index] += 1;
    remainder -= 1;
  }
  return BUDGET_CATEGORIES.map((category, index) => ({
    id: category.id,
    label: category.label,
    percent: category.percent,
    amount: amounts[index],
  }));
}

/**
 * The most complete plan whose yearly price fits within the support budget; when none
 * fits, the smallest plan, as the closest fit.
 */
export function choosePlan(
  supportBudgetPerYear: number,
  plans: readonly BudgetPlan[],
): PlanRecommendation | null {
  const priced = plans
    .map((plan) => ({
      name: plan.name,
      monthlyPrice: clampNumber(plan.monthlyPrice, 0, MAX_AMOUNT, 0),
    }))
    .sort((a, b) => a.monthlyPrice - b.monthlyPrice);
  if (priced.length === 0) return null;
  const support = clampNumber(supportBudgetPerYear, 0, MAX_AMOUNT, 0);
  const affordable = priced.filter((plan) => plan.monthlyPrice * 12 <= support);
  const fits = affordable.length > 0;
  const plan = fits ? affordable[affordable.length - 1] : priced[0];
  const annualPrice = plan.monthlyPrice * 12;
  const price = `${formatGbp(plan.monthlyPrice)} a month, ${formatGbp(annualPrice)} a year`;
  // The plan's name is its heading wherever the reason is shown: the reason does not repeat it.
  const reason = fits
    ? `At ${price}, the most complete plan that fits within the ${formatGbp(support)} a year your recommended budget sets aside for support.`
    : `At ${price}, our smallest plan and the closest fit, although it costs more than the ${formatGbp(support)} a year your recommended budget sets aside for support.`;
  return { name: plan.name, monthlyPrice: plan.monthlyPrice, annualPrice, reason };
}

export function recommendItBudget(
  rawInput: BudgetInput,
  plans: readonly BudgetPlan[],
): BudgetResult {
  const input = sanitiseBudgetInput(rawInput);
  const benchmarkShare = SECTOR_IT_SPEND_SHARE[input.sector];
  const benchmarkBudget = input.annualTurnover * benchmarkShare;
  const minimum = input.employees * PER_EMPLOYEE_BUDGET_RANGE.min;
  const maximum = input.employees * PER_EMPLOYEE_BUDGET_RANGE.max;
  const boundedBy =
    benchmarkBudget < minimum
      ? "per-employee-minimum"
      : benchmarkBudget > maximum
        ? "per-employee-maximum"
        : "benchmark";
  const recommendedAnnualBudget = roundToHundred(
    Math.min(maximum, Math.max(minimum, benchmarkBudget)),
  );
  const categories = splitByCategory(recommendedAnnualBudget);
  const gap = recommendedAnnualBudget - Math.round(input.currentAnnualItSpend);
  const tolerance = recommendedAnnualBudget * ON_TRACK_TOLERANCE;
  const gapStatus: BudgetGapStatus =
    gap > tolerance ? "under" : gap < -tolerance ? "over" : "on-track";
  const support = categories.find((category) => category.id === "support")?.amount ?? 0;
  return {
    input,
    benchmarkShare,
    benchmarkBudget: Math.round(benchmarkBudget),
    boundedBy,
    recommendedAnnualBudget,
    perEmployee: Math.round(recommendedAnnualBudget / input.employees),
    categories,
    gap,
    gapStatus,
    plan: choosePlan(support, plans),
  };
}

/** One sentence setting current spend against the recommendation. */
export function describeBudgetGap(result: BudgetResult): string {
  const amount = formatGbp(Math.abs(result.gap));
  switch (result.gapStatus) {
    case "under":
      return `Current spend ${formatGbp(result.input.currentAnnualItSpend)} is ${amount} a year below the recommendation.`;
    case "over":
      return `Current spend ${formatGbp(result.input.currentAnnualItSpend)} is ${amount} a year above the recommendation.`;
    case "on-track":
      return `Current spend ${formatGbp(result.input.currentAnnualItSpend)} is within 10% of the recommendation.`;
  }
}

export function summariseBudget(rawInput: BudgetInput, plans: readonly BudgetPlan[]): string {
  const result = recommendItBudget(rawInput, plans);
  const { input } = result;
  const percent = Math.round(result.benchmarkShare * 1000) / 10;
  const lines = [
    `IT budget planner: ${input.employees} employees, ${formatGbp(input.annualTurnover)} turnover, ${sectorLabel(input.sector)} (benchmark ${percent}% of turnover).`,
    `Recommended IT budget: ${formatGbp(result.recommendedAnnualBudget)} a year (${formatGbp(result.perEmployee)} per employee).`,
    `Split: ${result.categories.map((c) => `${c.label} ${formatGbp(c.amount)}`).join(", ")}.`,
    describeBudgetGap(result),
  ];
  if (result.plan) lines.push(`Suggested plan: ${result.plan.name}. ${result.plan.reason}`);
  return lines.join("\n");
}

/**
 * One sentence for screen readers once the visitor stops typing: the budget and the gap. The
 * suggested plan has its own card right below, so the sentence does not name it a second time.
 */
export function budgetHeadline(rawInput: BudgetInput, plans: readonly BudgetPlan[]): string {
  const result = recommendItBudget(rawInput, plans);
  return `Recommended IT budget ${formatGbp(result.recommendedAnnualBudget)} a year, ${formatGbp(result.perEmployee)} per employee. ${describeBudgetGap(result)}`;
}

/** Current spend per employee and as a share of turnover (null without turnover), for comparison. */
export function currentSpendMeasures(result: BudgetResult): {
  perEmployee: number;
  shareOfTurnover: number | null;
} {
  const { input } = result;
  return {
    perEmployee: Math.round(input.currentAnnualItSpend / input.employees),
    shareOfTurnover:
      input.annualTurnover > 0 ? input.currentAnnualItSpend / input.annualTurnover : null,
  };
}

/** A share as a percentage with at most one decimal: 0.045 → "4.5%", 0.05 → "5%". */
export function formatShare(share: number): string {
  const percent = Math.round((Number.isFinite(share) ? share : 0) * 1000) / 10;
  return `${percent}%`;
}
