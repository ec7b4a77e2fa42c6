import { css } from "@emotion/react";
import { memo } from "react";
import {
  PER_EMPLOYEE_BUDGET_RANGE,
  budgetHeadline,
  currentSpendMeasures,
  describeBudgetGap,
  formatShare,
  recommendItBudget,
  summariseBudget,
  toBudgetPlans,
  type BudgetInput,
  type BudgetResult,
} from "../../lib/tools/budget";
import { sectorLabel } from "../../lib/tools/compliance-cost";
import { formatGbp } from "../../lib/tools/numbers";
import { BUDGET_CALCULATOR } from "../../lib/tools/registry";
import { color, fontSize, space } from "../../theme/tokens";
import { BreakdownBars } from "./BreakdownBars";
import { LiveHeadline } from "./LiveHeadline";
import { PlanSuggestion } from "./PlanSuggestion";
import { ResultFigure } from "./ResultFigure";
import { ResultFigures } from "./ResultFigures";
import { ToolActions } from "./ToolActions";
import { panelHeadingStyle, panelStyle } from "./toolStyles";

/** A plan as the plans content gives it. */
export interface BudgetCalculatorPlan {
  name: string;
  price: string;
  period: string;
  description: string;
}

const noteStyle = css`
  margin: ${space[16]} 0 0;
  font-size: ${fontSize.body};
  color: ${color.textMuted};
`;

const gapStyle = css`
  margin: ${space[16]} 0 0;
  font-weight: 600;
`;

function boundNote(result: BudgetResult): string | null {
  const benchmark = `${formatShare(result.benchmarkShare)} of turnover (${formatGbp(result.benchmarkBudget)})`;
  if (result.boundedBy === "per-employee-minimum") {
    return `The ${sectorLabel(result.input.sector).toLowerCase()} benchmark of ${benchmark} is below ${formatGbp(PER_EMPLOYEE_BUDGET_RANGE.min)} per employee, too little to equip and protect each person, so the recommendation is raised to that minimum.`;
  }
  if (result.boundedBy === "per-employee-maximum") {
    return `The ${sectorLabel(result.input.sector).toLowerCase()} benchmark of ${benchmark} is above ${formatGbp(PER_EMPLOYEE_BUDGET_RANGE.max)} per employee, more than a business of your size usually needs, so the recommendation is capped there.`;
  }
  return null;
}

function gapDetail(result: BudgetResult): string {
  const amount = formatGbp(Math.abs(result.gap));
  switch (result.gapStatus) {
    case "under":
      return `a year: ${amount} below the recommendation`;
    case "over":
      return `a year: ${amount} above the recommendation`;
    case "on-track":
      return "a year: on track, within 10% of the recommendation";
  }
}

interface BudgetResultsProps {
  input: BudgetInput;
  /** True while the results are for the last usable input rather than what is typed. */
  stale: boolean;
  plans: readonly BudgetCalculatorPlan[];
}

/**
 * The budget calculator's results. Memoised and given the calculator's deferred input, so a
 * key press in a field renders only the field: these follow in a render of their own.
 */
export const BudgetResults = memo(function BudgetResults({
  input,
  stale,
  plans,
}: BudgetResultsProps) {
  const budgetPlans = toBudgetPlans(plans);
  const result = recommendItBudget(input, budgetPlans);
  const current = currentSpendMeasures(result);
  const plan = result.plan && plans.find((entry) => entry.name === result.plan?.name);
  const note = boundNote(result);
  return (
    <section css={panelStyle} aria-labelledby="budget-results-heading">
      <h2 id="budget-results-heading">Recommended IT budget</h2>
      <LiveHeadline text={budgetHeadline(input, budgetPlans)} stale={stale} />
      <ResultFigures columns={2}>
        <ResultFigure
          emphasis
          label="Recommended budget"
          value={formatGbp(result.recommendedAnnualBudget)}
          detail={`a year (${formatGbp(result.recommendedAnnualBudget / 12)} a month)`}
        />
        <ResultFigure
          label="Per employee"
          value={formatGbp(result.perEmployee)}
          detail={`a year, for ${result.input.employees} ${result.input.employees === 1 ? "employee" : "employees"}`}
        />
        <ResultFigure
          label="Sector benchmark"
          value={formatShare(result.benchmarkShare)}
          detail={`of turnover in ${sectorLabel(result.input.sector).toLowerCase()}`}
        />
        <ResultFigure
          label="Your current spend"
          value={formatGbp(result.input.currentAnnualItSpend)}
          detail={gapDetail(result)}
        />
      </ResultFigures>
      {note && <p css={noteStyle}>{note}</p>}

      <h3 css={panelHeadingStyle}>Budget by category</h3>
      <BreakdownBars
        label="Recommended budget by category"
        items={result.categories.map((category) => ({
          id: category.id,
          label: category.label,
          valueText: formatGbp(category.amount),
          value: category.amount,
          detail: `${category.percent}% of the budget, ${formatGbp(category.amount / result.input.employees)} per employee`,
        }))}
      />

      <h3 css={panelHeadingStyle}>Compared with what you spend now</h3>
      <BreakdownBars
        label="Current spend against the recommendation"
        items={[
          {
            id: "current",
            label: "Current spend",
            valueText: formatGbp(result.input.currentAnnualItSpend),
            value: result.input.currentAnnualItSpend,
            detail:
              current.shareOfTurnover === null
                ? `${formatGbp(current.perEmployee)} per employee`
                : `${formatGbp(current.perEmployee)} per employee, ${formatShare(current.shareOfTurnover)} of turnover`,
            tone: "muted",
          },
          {
            id: "recommended",
            label: "Recommended",
            valueText: formatGbp(result.recommendedAnnualBudget),
            value: result.recommendedAnnualBudget,
            detail: `${formatGbp(result.perEmployee)} per employee`,
          },
        ]}
      />
      <p css={gapStyle}>{describeBudgetGap(result)}</p>

      {result.plan && (
        <>
          <h3 css={panelHeadingStyle}>The service plan that fits</h3>
          <PlanSuggestion
            name={result.plan.name}
            price={plan?.price ?? formatGbp(result.plan.monthlyPrice)}
            period={plan?.period ?? "per month"}
            description={plan?.description}
            reason={result.plan.reason}
          />
        </>
      )}

      <h3 css={panelHeadingStyle}>Next steps</h3>
      <ToolActions
        summary={summariseBudget(input, budgetPlans)}
        toolName={BUDGET_CALCULATOR.name}
      />
    </section>
  );
});
