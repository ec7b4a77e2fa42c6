import styled from "@emotion/styled";
import {
  CalendarClock,
  PoundSterling,
  ShieldAlert,
  ShieldCheck,
  TriangleAlert,
  Users,
} from "lucide-react";
import { formatGbp, formatGbpRange } from "../../../lib/tools/numbers";
import {
  ENGINEER_DAY_RATE,
  formatEffort,
  pluralise,
  type ProjectPlan,
  type RiskLevel,
} from "../../../lib/tools/project-simulator";
import { color, fontSize, media, radius, space } from "../../../theme/tokens";

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[12]};
  margin: 0;
  ${media.mobile} {
    gap: ${space[8]};
  }
  @media print {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  display: grid;
  align-content: start;
  gap: ${space[4]};
  padding: ${space[16]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  ${media.mobile} {
    padding: ${space[12]};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${space[8]};
    font-size: ${fontSize.small};
    font-weight: 600;
    color: ${color.textMuted};
  }
  dt svg {
    flex: none;
    color: ${color.primary};
  }
  dd {
    margin: 0;
  }
`;

const Figure = styled.span`
  display: block;
  font-family: inherit;
  font-size: ${fontSize.subheading};
  font-weight: 800;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  color: ${color.text};
`;

const Detail = styled.span`
  display: block;
  font-size: ${fontSize.small};
  color: ${color.textMuted};
`;

const RiskBadge = styled.span<{ riskLevel: RiskLevel }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  width: fit-content;
  padding: ${space[4]} ${space[12]} ${space[4]} ${space[8]};
  border-radius: ${radius.round};
  font-size: ${fontSize.title};
  font-weight: 800;
  line-height: 1.5;
  color: ${({ riskLevel }) =>
    riskLevel === "Low" ? color.success : riskLevel === "High" ? color.danger : color.text};
  background: ${({ riskLevel }) =>
    `color-mix(in srgb, ${riskLevel === "Low" ? color.success : riskLevel === "High" ? color.danger : color.primary} 13%, ${color.surfaceRaised})`};
`;

const RISK_ICONS = { Low: ShieldCheck, Medium: ShieldAlert, High: TriangleAlert } as const;

interface SimulatorStatsProps {
  plan: ProjectPlan;
}

/** The four headline figures: how long, how much work, what it costs, how risky. */
export function SimulatorStats({ plan }: SimulatorStatsProps) {
  const RiskIcon = RISK_ICONS[plan.riskLevel];
  return (
    <Grid>
      <Tile>
        <dt>
          <CalendarClock size={16} aria-hidden="true" />
          Total duration
        </dt>
        <dd>
          <Figure>About {pluralise(plan.totalWeeks, "week")}</Figure>
          <Detail>{pluralise(plan.totalDays, "working day")}</Detail>
        </dd>
      </Tile>
      <Tile>
        <dt>
          <Users size={16} aria-hidden="true" />
          Effort
        </dt>
        <dd>
          <Figure>{formatEffort(plan.effortDays)}</Figure>
          <Detail>person-days of engineer time</Detail>
        </dd>
      </Tile>
      <Tile>
        <dt>
          <PoundSterling size={16} aria-hidden="true" />
          Estimated cost
        </dt>
        <dd>
          <Figure>{formatGbpRange(plan.cost.low, plan.cost.high)}</Figure>
          <Detail>
            excl. VAT, at {formatGbp(ENGINEER_DAY_RATE.low)}–{formatGbp(ENGINEER_DAY_RATE.high)} a
            day
          </Detail>
        </dd>
      </Tile>
      <Tile>
        <dt>
          <RiskIcon size={16} aria-hidden="true" />
          Risk level
        </dt>
        <dd>
          <RiskBadge riskLevel={plan.riskLevel}>{plan.riskLevel}</RiskBadge>
          <Detail>
            {plan.riskFactors.length === 1 ? "1 reason" : `${plan.riskFactors.length} reasons`}{" "}
            below
          </Detail>
        </dd>
      </Tile>
    </Grid>
  );
}
