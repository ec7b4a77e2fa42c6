import { css } from "@emotion/react";
import { checkNumberFields, formatGbp, formatGbpShort } from "../../lib/tools/numbers";
import {
  DEFAULT_UPTIME_INPUT,
  MAX_REVENUE_PER_HOUR,
  UPTIME_COMPARISON_LEVELS,
  UPTIME_FIELD_RULES,
  allowedDowntime,
  calculateUptime,
  formatDuration,
  formatUptimePercent,
  summariseUptime,
  uptimeComparisonRows,
  uptimeHeadline,
  type UptimeInput,
} from "../../lib/tools/uptime";
import { LiveHeadline } from "./LiveHeadline";
import { NumberField } from "./NumberField";
import { PresetButtons } from "./PresetButtons";
import { ResultFigure } from "./ResultFigure";
import { ResultFigures } from "./ResultFigures";
import { ToolActions } from "./ToolActions";
import {
  fieldStackStyle,
  panelHeadingStyle,
  panelIntroStyle,
  panelStyle,
  toolGridStyle,
} from "./toolStyles";
import { UptimeComparisonTable } from "./UptimeComparisonTable";
import { ToolInputsPanel } from "./ToolInputsPanel";
import { useToolForm, type ToolFormReading } from "./useToolForm";
import { UPTIME_CALCULATOR } from "../../lib/tools/registry";
import { space } from "../../theme/tokens";

type UptimeFormValues = { uptimePercent: string; revenuePerHour: string };

const DEFAULT_VALUES: UptimeFormValues = {
  uptimePercent: String(DEFAULT_UPTIME_INPUT.uptimePercent),
  revenuePerHour: String(DEFAULT_UPTIME_INPUT.revenuePerHour),
};

function readUptimeForm(values: UptimeFormValues): ToolFormReading<UptimeFormValues, UptimeInput> {
  const { values: numbers, errors } = checkNumberFields(values, UPTIME_FIELD_RULES);
  return { input: numbers, errors };
}

const PRESETS = UPTIME_COMPARISON_LEVELS.map((level) => ({
  value: String(level),
  text: formatUptimePercent(level),
}));

const comparisonStyle = css`
  ${panelStyle};
  margin-top: ${space[32]};
`;

/** The uptime calculator: an SLA percentage and revenue per hour in, allowed downtime and its cost out. */
export function UptimeCalculator() {
  const form = useToolForm(DEFAULT_VALUES, readUptimeForm);
  const { values, errors, input } = form;
  const result = calculateUptime(input);
  const { downtimeSeconds } = result;
  const rows = uptimeComparisonRows(input.revenuePerHour, input.uptimePercent);
  const revenueText = formatGbp(input.revenuePerHour);

  return (
    <>
      <div css={toolGridStyle}>
        <ToolInputsPanel
          id="uptime-inputs"
          heading="Your figures"
          intro="Results update as you type."
          sticky
          formRef={form.formRef}
        >
          <div css={fieldStackStyle}>
            <NumberField
              name="uptimePercent"
              label="Uptime %"
              value={values.uptimePercent}
              onChange={(uptimePercent) => form.update({ uptimePercent })}
              min={UPTIME_FIELD_RULES.uptimePercent.min}
              max={UPTIME_FIELD_RULES.uptimePercent.max}
              step="any"
              suffix="%"
              hint="The availability a provider guarantees in its service level agreement, from 0 to 100."
              error={errors.uptimePercent}
            />
            <PresetButtons
              label="Common uptime levels"
              presets={PRESETS}
              current={values.uptimePercent}
              onPick={(uptimePercent) => form.update({ uptimePercent })}
            />
          </div>
          <NumberField
            name="revenuePerHour"
            label="Revenue per hour (£)"
            value={values.revenuePerHour}
            onChange={(revenuePerHour) => form.update({ revenuePerHour })}
            min={0}
            max={MAX_REVENUE_PER_HOUR}
            step="any"
            prefix="£"
            hint="What an hour of downtime costs you: sales you cannot take, or the wages of staff who cannot work."
            readBack={`${formatGbpShort(input.revenuePerHour)} an hour`}
            error={errors.revenuePerHour}
          />
        </ToolInputsPanel>

        <section css={panelStyle} aria-labelledby="uptime-results-heading">
          <h2 id="uptime-results-heading">Allowed downtime</h2>
          <LiveHeadline text={uptimeHeadline(input)} stale={form.stale} />
          <ResultFigures columns={2}>
            <ResultFigure
              emphasis
              label="Per year"
              value={formatDuration(downtimeSeconds.perYear)}
              detail={`${formatGbp(result.costPerYear)} in lost revenue`}
            />
            <ResultFigure
              label="Per month"
              value={formatDuration(downtimeSeconds.perMonth)}
              detail={`${formatGbp(result.costPerMonth)} in lost revenue`}
            />
            <ResultFigure
              label="Per week"
              value={formatDuration(downtimeSeconds.perWeek)}
              detail={`${formatGbp(result.costPerWeek)} in lost revenue`}
            />
            <ResultFigure
              label="Per day"
              value={formatDuration(downtimeSeconds.perDay)}
              detail={`${formatGbp(result.costPerDay)} in lost revenue`}
            />
          </ResultFigures>
          <h3 css={panelHeadingStyle}>Next steps</h3>
          <ToolActions summary={summariseUptime(input)} toolName={UPTIME_CALCULATOR.name} />
        </section>
      </div>

      <section css={comparisonStyle} aria-labelledby="uptime-comparison-heading">
        <h2 id="uptime-comparison-heading">How the levels compare</h2>
        <p css={panelIntroStyle}>
          Each extra nine divides the downtime a guarantee allows by ten: a year at 99.9% allows{" "}
          {formatDuration(allowedDowntime(99.9).perYear)}, at 99.99% only{" "}
          {formatDuration(allowedDowntime(99.99).perYear)}. Costs are at {revenueText} revenue per
          hour.
        </p>
        <UptimeComparisonTable rows={rows} revenuePerHourText={revenueText} />
      </section>
    </>
  );
}
