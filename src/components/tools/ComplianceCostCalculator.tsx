import { css } from "@emotion/react";
import {
  COMPLIANCE_FIELD_RULES,
  COMPLIANCE_FRAMEWORKS,
  COST_CATEGORIES,
  DEFAULT_COMPLIANCE_COST_INPUT,
  FRAMEWORK_DESCRIPTIONS,
  MATURITY_LEVELS,
  SECTORS,
  complianceCostHeadline,
  estimateComplianceCost,
  fineComparison,
  firstYearShareOfTurnover,
  formatShareRange,
  isFrameworkId,
  isMaturityId,
  isSectorId,
  summariseComplianceCost,
  type ComplianceCostInput,
  type CostBreakdown,
} from "../../lib/tools/compliance-cost";
import {
  checkNumberFields,
  formatGbp,
  formatGbpRange,
  formatGbpShort,
} from "../../lib/tools/numbers";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { BreakdownBars } from "./BreakdownBars";
import { CheckboxField } from "./CheckboxField";
import { ChoiceFieldset } from "./ChoiceFieldset";
import { ComplianceFrameworkTable } from "./ComplianceFrameworkTable";
import { LiveHeadline } from "./LiveHeadline";
import { ResultFigure } from "./ResultFigure";
import { ResultFigures } from "./ResultFigures";
import { ToolActions } from "./ToolActions";
import { panelHeadingStyle, panelStyle, toolGridStyle } from "./toolStyles";
import { BusinessProfileFields } from "./BusinessProfileFields";
import { ToolInputsPanel } from "./ToolInputsPanel";
import { useToolForm, type ToolFormReading } from "./useToolForm";
import { COMPLIANCE_COST_CALCULATOR } from "../../lib/tools/registry";

type ComplianceFormValues = {
  employees: string;
  annualTurnover: string;
  sector: string;
  frameworks: string[];
  /** ["yes"] when ticked: a checkbox reads as the list of its ticked values. */
  cyberEssentialsPlus: string[];
  maturity: string;
};

const PLUS_VALUE = "yes";

const DEFAULT_VALUES: ComplianceFormValues = {
  employees: String(DEFAULT_COMPLIANCE_COST_INPUT.employees),
  annualTurnover: String(DEFAULT_COMPLIANCE_COST_INPUT.annualTurnover),
  sector: DEFAULT_COMPLIANCE_COST_INPUT.sector,
  frameworks: [...DEFAULT_COMPLIANCE_COST_INPUT.frameworks],
  cyberEssentialsPlus: DEFAULT_COMPLIANCE_COST_INPUT.cyberEssentialsPlus ? [PLUS_VALUE] : [],
  maturity: DEFAULT_COMPLIANCE_COST_INPUT.maturity,
};

function readComplianceForm(
  values: ComplianceFormValues,
): ToolFormReading<ComplianceFormValues, ComplianceCostInput> {
  const { values: numbers, errors } = checkNumberFields(
    { employees: values.employees, annualTurnover: values.annualTurnover },
    COMPLIANCE_FIELD_RULES,
  );
  const input: ComplianceCostInput | null = numbers && {
    ...numbers,
    sector: isSectorId(values.sector) ? values.sector : "other",
    frameworks: values.frameworks.filter(isFrameworkId),
    maturity: isMaturityId(values.maturity) ? values.maturity : "none",
    cyberEssentialsPlus: values.cyberEssentialsPlus.includes(PLUS_VALUE),
  };
  return { input, errors };
}

const FRAMEWORK_OPTIONS = COMPLIANCE_FRAMEWORKS.map((framework) => ({
  value: framework.id,
  label: framework.label,
  description: FRAMEWORK_DESCRIPTIONS[framework.id],
}));

const MATURITY_OPTIONS = MATURITY_LEVELS.map((level) => ({
  value: level.id,
  label: level.label,
  description: level.description,
}));

const plusStyle = css`
  margin-top: ${space[12]};
  padding: ${space[12]} ${space[16]};
  border: 1px dashed ${color.border};
  border-radius: ${radius.md};
`;

const legendNoteStyle = css`
  margin: 0 0 ${space[16]};
  font-size: ${fontSize.small};
  color: ${color.textMuted};
`;

const emptyStyle = css`
  margin: 0;
  padding: ${space[16]};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-weight: 600;
`;

const notesStyle = css`
  display: grid;
  gap: ${space[8]};
  margin: ${space[16]} 0 0;
  padding-left: ${space[20]};
  li::marker {
    color: ${color.primary};
  }
`;

const exposureStyle = css`
  margin: ${space[16]} 0 0;
  font-weight: 600;
`;

function breakdownBars(breakdown: CostBreakdown) {
  return COST_CATEGORIES.map((category) => ({
    id: category.id,
    label: category.label,
    valueText: formatGbpRange(breakdown[category.id].low, breakdown[category.id].high),
    low: breakdown[category.id].low,
    value: breakdown[category.id].high,
  }));
}

/**
 * The compliance cost calculator: organisation, frameworks and maturity in; first-year and
 * yearly costs by activity out, set against what not complying can cost.
 */
export function ComplianceCostCalculator() {
  const form = useToolForm(DEFAULT_VALUES, readComplianceForm);
  const { values, errors, input } = form;
  const result = estimateComplianceCost(input);
  const hasFrameworks = result.frameworks.length > 0;
  const share = firstYearShareOfTurnover(result);
  const fineWords = fineComparison(result);
  const { exposure } = result;
  const scale = Math.max(
    ...COST_CATEGORIES.map((c) => Math.max(result.firstYear[c.id].high, result.ongoing[c.id].high)),
  );

  const toggleFramework = (id: string, checked: boolean) => {
    const frameworks = checked
      ? [...values.frameworks.filter((f) => f !== id), id]
      : values.frameworks.filter((f) => f !== id);
    // Plus is an extra audit on top of Cyber Essentials, so it goes when Cyber Essentials does.
    const dropsPlus = id === "cyber-essentials" && !checked;
    form.update({ frameworks, ...(dropsPlus ? { cyberEssentialsPlus: [] } : {}) });
  };

  const togglePlus = (checked: boolean) => {
    form.update({
      cyberEssentialsPlus: checked ? [PLUS_VALUE] : [],
      ...(checked && !values.frameworks.includes("cyber-essentials")
        ? { frameworks: [...values.frameworks, "cyber-essentials"] }
        : {}),
    });
  };

  return (
    <div css={toolGridStyle}>
      <ToolInputsPanel
        id="compliance-inputs"
        heading="Your organisation"
        intro="Results update as you change the form."
        formRef={form.formRef}
      >
        <BusinessProfileFields
          values={values}
          errors={errors}
          annualTurnover={input.annualTurnover}
          limits={COMPLIANCE_FIELD_RULES}
          sectors={SECTORS}
          hints={{
            employees: "Staff, contractors and anyone else with access to your systems.",
            annualTurnover:
              "Worldwide turnover over the last 12 months: UK GDPR fines are set against it.",
            sector: "Regulated sectors need more evidence and sector-specific policies.",
          }}
          onChange={form.update}
        />
        <ChoiceFieldset
          legend="Frameworks"
          name="frameworks"
          type="checkbox"
          options={FRAMEWORK_OPTIONS}
          selected={values.frameworks}
          onChange={toggleFramework}
          hint="Tick every framework you need to meet or be certified to."
        >
          <div css={plusStyle}>
            <CheckboxField
              name="cyberEssentialsPlus"
              value={PLUS_VALUE}
              label="Include Cyber Essentials Plus"
              checked={values.cyberEssentialsPlus.includes(PLUS_VALUE)}
              onChange={togglePlus}
              hint="Adds the independent technical audit of Cyber Essentials Plus (ticks Cyber Essentials too)."
            />
          </div>
        </ChoiceFieldset>
        <ChoiceFieldset
          legend="Current maturity"
          name="maturity"
          type="radio"
          options={MATURITY_OPTIONS}
          selected={values.maturity}
          onChange={(maturity) => form.update({ maturity })}
          hint="How much of the groundwork is already in place."
        />
      </ToolInputsPanel>

      <section css={panelStyle} aria-labelledby="compliance-results-heading">
        <h2 id="compliance-results-heading">Estimated cost</h2>
        <LiveHeadline text={complianceCostHeadline(input)} stale={form.stale} />
        {hasFrameworks ? (
          <>
            <ResultFigures columns={2}>
              <ResultFigure
                emphasis
                label="First year"
                value={formatGbpRange(result.firstYearTotal.low, result.firstYearTotal.high)}
                detail="getting compliant or certified"
              />
              <ResultFigure
                label="Each year after"
                value={formatGbpRange(result.ongoingTotal.low, result.ongoingTotal.high)}
                detail="staying compliant"
              />
              <ResultFigure
                label="First year against turnover"
                value={share ? formatShareRange(share.low, share.high) : "No turnover given"}
                detail={share ? "of annual turnover" : undefined}
              />
              <ResultFigure
                label="UK GDPR maximum fine"
                value={formatGbpShort(exposure.gdprHigherMaximumFine)}
                detail="the higher maximum, for your turnover"
              />
            </ResultFigures>

            <h3 css={panelHeadingStyle}>First-year cost by activity</h3>
            <p css={legendNoteStyle}>
              Each bar runs solid to the low estimate and striped to the high one.
            </p>
            <BreakdownBars
              label="First-year cost by activity"
              items={breakdownBars(result.firstYear)}
              scaleMax={scale}
            />

            <h3 css={panelHeadingStyle}>Yearly cost after that, by activity</h3>
            <BreakdownBars
              label="Yearly cost after the first year, by activity"
              items={breakdownBars(result.ongoing)}
              scaleMax={scale}
            />

            <h3 css={panelHeadingStyle}>By framework</h3>
            <ComplianceFrameworkTable
              lines={result.frameworks}
              cyberEssentialsPlus={input.cyberEssentialsPlus}
            />
          </>
        ) : (
          <p css={emptyStyle}>Tick at least one framework to see what it would cost.</p>
        )}

        <h3 css={panelHeadingStyle}>The cost of not complying</h3>
        <ResultFigures columns={2}>
          <ResultFigure
            label="UK GDPR higher maximum"
            value={formatGbp(exposure.gdprHigherMaximumFine)}
            detail="£17.5 million or 4% of worldwide turnover, whichever is higher"
          />
          <ResultFigure
            label="UK GDPR standard maximum"
            value={formatGbp(exposure.gdprStandardMaximumFine)}
            detail="£8.7 million or 2% of worldwide turnover, whichever is higher"
          />
          {exposure.pciNonComplianceFeePerMonth && (
            <ResultFigure
              label="PCI DSS non-compliance fees"
              value={`${formatGbpRange(exposure.pciNonComplianceFeePerMonth.low, exposure.pciNonComplianceFeePerMonth.high)} a month`}
              detail="charged by card acquirers until you validate"
            />
          )}
        </ResultFigures>
        {fineWords && <p css={exposureStyle}>{fineWords}</p>}
        <ul css={notesStyle}>
          {exposure.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>

        <h3 css={panelHeadingStyle}>Next steps</h3>
        <ToolActions
          summary={summariseComplianceCost(input)}
          toolName={COMPLIANCE_COST_CALCULATOR.name}
        />
      </section>
    </div>
  );
}
