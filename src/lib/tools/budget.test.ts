import fc from "fast-check";
import plansContent from "../../../content/plans.json";
import { SECTORS as COMPLIANCE_SECTORS } from "./compliance-cost";
import { checkNumberFields } from "./numbers";
import {
  BUDGET_ASSUMPTIONS,
  BUDGET_FIELD_RULES,
  budgetHeadline,
  currentSpendMeasures,
  describeBudgetGap,
  formatShare,
  BUDGET_CATEGORIES,
  DEFAULT_BUDGET_INPUT,
  PER_EMPLOYEE_BUDGET_RANGE,
  SECTORS,
  SECTOR_IT_SPEND_SHARE,
  choosePlan,
  recommendItBudget,
  sanitiseBudgetInput,
  summariseBudget,
  toBudgetPlans,
  type BudgetInput,
  type SectorId,
} from "./budget";

const PLANS = toBudgetPlans(plansContent);
const SECTOR_IDS = SECTORS.map((s) => s.id);
const input = (overrides: Partial<BudgetInput>): BudgetInput => ({
  ...DEFAULT_BUDGET_INPUT,
  ...overrides,
});
const planIndex = (name: string | undefined): number =>
  PLANS.findIndex((plan) => plan.name === name);

describe("plan prices", () => {
  it("reads Basic £399, Standard £799 and Premium £1,499 from plans.json", () => {
    expect(PLANS).toEqual([
      { name: "Basic", monthlyPrice: 399 },
      { name: "Standard", monthlyPrice: 799 },
      { name: "Premium", monthlyPrice: 1499 },
    ]);
  });
});

describe("data", () => {
  it("reuses the compliance tool's sector list", () => {
    expect(SECTORS).toBe(COMPLIANCE_SECTORS);
    for (const id of SECTOR_IDS) {
      expect(SECTOR_IT_SPEND_SHARE[id]).toBeGreaterThanOrEqual(0.03);
      expect(SECTOR_IT_SPEND_SHARE[id]).toBeLessThanOrEqual(0.07);
    }
  });

  it("category percentages add up to 100", () => {
    expect(BUDGET_CATEGORIES.reduce((sum, c) => sum + c.percent, 0)).toBe(100);
    expect(BUDGET_CATEGORIES.map((c) => c.id)).toEqual([
      "support",
      "security",
      "cloud",
      "hardware",
      "software",
      "contingency",
    ]);
  });
});

describe("recommendItBudget", () => {
  it("uses the sector benchmark when it is within the per-employee range", () => {
    const result = recommendItBudget(
      input({
        employees: 25,
        annualTurnover: 2_500_000,
        sector: "professional-services",
        currentAnnualItSpend: 50_000,
      }),
      PLANS,
    );
    expect(result.benchmarkShare).toBe(0.05);
    expect(result.recommendedAnnualBudget).toBe(125_000);
    expect(result.boundedBy).toBe("benchmark");
    expect(result.perEmployee).toBe(5000);
    expect(result.gap).toBe(75_000);
    expect(result.gapStatus).toBe("under");
  });

  it("raises a low benchmark to £1,500 per employee", () => {
    const result = recommendItBudget(
      input({ employees: 40, annualTurnover: 1_000_000, sector: "retail" }),
      PLANS,
    );
    expect(result.boundedBy).toBe("per-employee-minimum");
    expect(result.recommendedAnnualBudget).toBe(60_000);
    expect(result.perEmployee).toBe(1500);
  });

  it("caps a high benchmark at £6,000 per employee", () => {
    const result = recommendItBudget(
      input({ employees: 10, annualTurnover: 20_000_000, sector: "finance" }),
      PLANS,
    );
    expect(result.boundedBy).toBe("per-employee-maximum");
    expect(result.recommendedAnnualBudget).toBe(60_000);
  });

  it("splits the budget by category, adding up exactly", () => {
    const result = recommendItBudget(input({ employees: 7, annualTurnover: 333_333 }), PLANS);
    expect(result.categories.reduce((sum, c) => sum + c.amount, 0)).toBe(
      result.recommendedAnnualBudget,
    );
    const support = result.categories.find((c) => c.id === "support");
    expect(support?.amount).toBeCloseTo(result.recommendedAnnualBudget * 0.3, -1);
  });

  it("reads spend within 10% as on track, and above as over", () => {
    const base = input({
      employees: 25,
      annualTurnover: 2_500_000,
      sector: "professional-services",
    });
    expect(recommendItBudget({ ...base, currentAnnualItSpend: 120_000 }, PLANS).gapStatus).toBe(
      "on-track",
    );
    expect(recommendItBudget({ ...base, currentAnnualItSpend: 137_500 }, PLANS).gapStatus).toBe(
      "on-track",
    );
    const over = recommendItBudget({ ...base, currentAnnualItSpend: 200_000 }, PLANS);
    expect(over.gapStatus).toBe("over");
    expect(over.gap).toBe(-75_000);
  });

  it("sanitises form input", () => {
    expect(
      sanitiseBudgetInput({
        employees: Number.NaN,
        annualTurnover: -1,
        sector: "moon-mining" as SectorId,
        currentAnnualItSpend: Number.POSITIVE_INFINITY,
      }),
    ).toEqual({ employees: 25, annualTurnover: 0, sector: "other", currentAnnualItSpend: 1e12 });
  });

  it("results are finite and non-negative for any input", () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.double(),
        fc.oneof(fc.constantFrom(...SECTOR_IDS), fc.string()),
        fc.double(),
        (employees, annualTurnover, sector, currentAnnualItSpend) => {
          const result = recommendItBudget(
            { employees, annualTurnover, sector: sector as SectorId, currentAnnualItSpend },
            PLANS,
          );
          const values = [
            result.recommendedAnnualBudget,
            result.perEmployee,
            result.benchmarkBudget,
            ...result.categories.map((c) => c.amount),
          ];
          for (const value of values) {
            expect(Number.isFinite(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(Number.isFinite(result.gap)).toBe(true);
          expect(result.perEmployee).toBeGreaterThanOrEqual(PER_EMPLOYEE_BUDGET_RANGE.min - 100);
          expect(result.perEmployee).toBeLessThanOrEqual(PER_EMPLOYEE_BUDGET_RANGE.max + 100);
          expect(result.plan).not.toBeNull();
          expect(summariseBudget(result.input, PLANS)).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
    );
  });

  it("the budget and the plan never go down as employees grow", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0, max: 1e10, noNaN: true }),
        fc.constantFrom(...SECTOR_IDS),
        (a, b, annualTurnover, sector) => {
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          const base = { annualTurnover, sector, currentAnnualItSpend: 0 };
          const small = recommendItBudget({ ...base, employees: fewer }, PLANS);
          const large = recommendItBudget({ ...base, employees: more }, PLANS);
          expect(large.recommendedAnnualBudget).toBeGreaterThanOrEqual(
            small.recommendedAnnualBudget,
          );
          expect(planIndex(large.plan?.name)).toBeGreaterThanOrEqual(planIndex(small.plan?.name));
        },
      ),
    );
  });

  it("the budget never goes down as turnover grows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 1e10, noNaN: true }),
        fc.double({ min: 0, max: 1e10, noNaN: true }),
        (employees, a, b) => {
          const [lower, higher] = a <= b ? [a, b] : [b, a];
          expect(
            recommendItBudget(input({ employees, annualTurnover: higher }), PLANS)
              .recommendedAnnualBudget,
          ).toBeGreaterThanOrEqual(
            recommendItBudget(input({ employees, annualTurnover: lower }), PLANS)
              .recommendedAnnualBudget,
          );
        },
      ),
    );
  });
});

describe("choosePlan", () => {
  it("picks the most complete plan the support budget covers", () => {
    expect(choosePlan(4788, PLANS)?.name).toBe("Basic");
    expect(choosePlan(9588, PLANS)?.name).toBe("Standard");
    expect(choosePlan(17_987, PLANS)?.name).toBe("Standard");
    expect(choosePlan(17_988, PLANS)?.name).toBe("Premium");
    expect(choosePlan(1_000_000, PLANS)?.name).toBe("Premium");
  });

  it("falls back to the smallest plan when none fits, and says so", () => {
    const plan = choosePlan(3000, PLANS);
    expect(plan?.name).toBe("Basic");
    expect(plan?.reason).toMatch(/smallest plan/);
    expect(plan?.reason).toMatch(/£3,000 a year/);
  });

  it("explains the choice in one sentence with its price", () => {
    const plan = choosePlan(12_000, PLANS);
    expect(plan).toEqual({
      name: "Standard",
      monthlyPrice: 799,
      annualPrice: 9588,
      reason:
        "At £799 a month, £9,588 a year, the most complete plan that fits within the £12,000 a year your recommended budget sets aside for support.",
    });
    expect(plan?.reason.match(/\. /g)).toBeNull();
  });

  it("works whatever order the plans come in, and with none", () => {
    expect(choosePlan(12_000, [...PLANS].reverse())?.name).toBe("Standard");
    expect(choosePlan(12_000, [])).toBeNull();
  });
});

describe("summary and assumptions", () => {
  it("summarises inputs, budget, split, gap and plan", () => {
    const summary = summariseBudget(
      input({
        employees: 25,
        annualTurnover: 2_500_000,
        sector: "professional-services",
        currentAnnualItSpend: 50_000,
      }),
      PLANS,
    );
    const lines = summary.split("\n");
    expect(lines[0]).toBe(
      "IT budget planner: 25 employees, £2,500,000 turnover, Professional services (benchmark 5% of turnover).",
    );
    expect(lines[1]).toBe("Recommended IT budget: £125,000 a year (£5,000 per employee).");
    expect(lines[2]).toMatch(
      /^Split: IT support and managed services £37,500, Cyber security £18,750/,
    );
    expect(lines[3]).toBe("Current spend £50,000 is £75,000 a year below the recommendation.");
    expect(lines[4]).toMatch(/^Suggested plan: Premium/);
  });

  it("states its assumptions, including the per-employee bounds", () => {
    expect(BUDGET_ASSUMPTIONS.join(" ")).toMatch(/£1,500 and £6,000 per employee/);
  });
});

describe("form fields, comparison and headline", () => {
  it("checks employees as whole people and money from £0", () => {
    expect(
      checkNumberFields(
        { employees: "25", annualTurnover: "£2,500,000", currentAnnualItSpend: "50000" },
        BUDGET_FIELD_RULES,
      ),
    ).toEqual({
      values: { employees: 25, annualTurnover: 2500000, currentAnnualItSpend: 50000 },
      errors: {},
    });
    expect(
      checkNumberFields(
        { employees: "2.5", annualTurnover: "", currentAnnualItSpend: "-1" },
        BUDGET_FIELD_RULES,
      ).errors,
    ).toEqual({
      employees: "Enter the number of employees as a whole number.",
      annualTurnover: "Enter your annual turnover.",
      currentAnnualItSpend: "Enter your current IT spend between £0 and £1,000,000,000,000.",
    });
  });

  it("sums the default result up in one sentence", () => {
    expect(budgetHeadline(DEFAULT_BUDGET_INPUT, PLANS)).toBe(
      "Recommended IT budget £125,000 a year, £5,000 per employee. Current spend £50,000 is £75,000 a year below the recommendation.",
    );
    expect(budgetHeadline(DEFAULT_BUDGET_INPUT, [])).not.toMatch(/plan/i);
  });

  it("describes spend over and on track", () => {
    const over = recommendItBudget(input({ currentAnnualItSpend: 200_000 }), PLANS);
    expect(describeBudgetGap(over)).toBe(
      "Current spend £200,000 is £75,000 a year above the recommendation.",
    );
    const onTrack = recommendItBudget(input({ currentAnnualItSpend: 120_000 }), PLANS);
    expect(describeBudgetGap(onTrack)).toBe(
      "Current spend £120,000 is within 10% of the recommendation.",
    );
  });

  it("measures current spend per employee and against turnover", () => {
    const result = recommendItBudget(DEFAULT_BUDGET_INPUT, PLANS);
    expect(currentSpendMeasures(result)).toEqual({ perEmployee: 2000, shareOfTurnover: 0.02 });
    const noTurnover = recommendItBudget(input({ annualTurnover: 0 }), PLANS);
    expect(currentSpendMeasures(noTurnover).shareOfTurnover).toBeNull();
    expect(formatShare(0.045)).toBe("4.5%");
    expect(formatShare(0.05)).toBe("5%");
    expect(formatShare(Number.NaN)).toBe("0%");
  });

  it("the headline never shows NaN or Infinity, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.double(),
        fc.double(),
        fc.constantFrom(...SECTOR_IDS),
        (employees, annualTurnover, currentAnnualItSpend, sector) => {
          const text = budgetHeadline(
            { employees, annualTurnover, currentAnnualItSpend, sector },
            PLANS,
          );
          expect(text).not.toMatch(/NaN|Infinity|undefined/);
          const measures = currentSpendMeasures(
            recommendItBudget({ employees, annualTurnover, currentAnnualItSpend, sector }, PLANS),
          );
          expect(Number.isFinite(measures.perEmployee)).toBe(true);
        },
      ),
    );
  });
});
