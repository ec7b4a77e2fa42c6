import { useDeferredValue } from "react";
import {
  BUDGET_FIELD_RULES,
  DEFAULT_BUDGET_INPUT,
  SECTORS,
  type BudgetInput,
} from "../../lib/tools/budget";
import { isSectorId } from "../../lib/tools/compliance-cost";
import { checkNumberFields, formatGbpShort } from "../../lib/tools/numbers";
import { BudgetResults } from "./BudgetResults";
import { NumberField } from "./NumberField";
import { toolGridStyle } from "./toolStyles";
import { BusinessProfileFields } from "./BusinessProfileFields";
import { ToolInputsPanel } from "./ToolInputsPanel";
import { useToolForm, type ToolFormReading } from "./useToolForm";

import type { BudgetCalculatorPlan } from "./BudgetResults";

export type { BudgetCalculatorPlan } from "./BudgetResults";

type BudgetFormValues = {
  employees: string;
  annualTurnover: string;
  sector: string;
  currentAnnualItSpend: string;
};

const DEFAULT_VALUES: BudgetFormValues = {
  employees: String(DEFAULT_BUDGET_INPUT.employees),
  annualTurnover: String(DEFAULT_BUDGET_INPUT.annualTurnover),
  sector: DEFAULT_BUDGET_INPUT.sector,
  currentAnnualItSpend: String(DEFAULT_BUDGET_INPUT.currentAnnualItSpend),
};

function readBudgetForm(values: BudgetFormValues): ToolFormReading<BudgetFormValues, BudgetInput> {
  const { values: numbers, errors } = checkNumberFields(values, BUDGET_FIELD_RULES);
  const sector = isSectorId(values.sector) ? values.sector : "other";
  return { input: numbers && { ...numbers, sector }, errors };
}

interface BudgetCalculatorProps {
  plans: readonly BudgetCalculatorPlan[];
}

/** The IT budget calculator: size, turnover, sector and spend in; a budget by category and a plan out. */
export function BudgetCalculator({ plans }: BudgetCalculatorProps) {
  const form = useToolForm(DEFAULT_VALUES, readBudgetForm);
  const { values, errors, input } = form;
  // A key press paints its field at once; the results follow in a render React can interrupt.
  const shownInput = useDeferredValue(input);
  const shownStale = useDeferredValue(form.stale);

  return (
    <div css={toolGridStyle}>
      <ToolInputsPanel
        id="budget-inputs"
        heading="Your business"
        intro="Results update as you type."
        sticky
        formRef={form.formRef}
      >
        <BusinessProfileFields
          values={values}
          errors={errors}
          annualTurnover={input.annualTurnover}
          limits={BUDGET_FIELD_RULES}
          sectors={SECTORS}
          hints={{
            employees: "Everyone who uses a computer or phone for work, full or part time.",
            annualTurnover: "Your revenue over the last 12 months.",
            sector: "Sets the share of turnover businesses like yours usually spend on IT.",
          }}
          onChange={form.update}
        />
        <NumberField
          name="currentAnnualItSpend"
          label="Current annual IT spend (£)"
          value={values.currentAnnualItSpend}
          onChange={(currentAnnualItSpend) => form.update({ currentAnnualItSpend })}
          min={0}
          max={BUDGET_FIELD_RULES.currentAnnualItSpend.max}
          prefix="£"
          hint="Support, licences, hardware, cloud and security together, per year."
          readBack={formatGbpShort(input.currentAnnualItSpend)}
          error={errors.currentAnnualItSpend}
        />
      </ToolInputsPanel>

      <BudgetResults input={shownInput} stale={shownStale} plans={plans} />
    </div>
  );
}
