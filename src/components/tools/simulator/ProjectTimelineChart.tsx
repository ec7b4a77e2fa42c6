import styled from "@emotion/styled";
import { Fragment } from "react";
import {
  phaseBar,
  pluralise,
  type ProjectPlan,
  timelineWeekTicks,
} from "../../../lib/tools/project-simulator";
import { color, fontSize, media, radius, space } from "../../../theme/tokens";
import { phaseColour } from "./phase-colours";

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-top: ${space[12]};
    font-size: ${fontSize.small};
    color: ${color.textMuted};
  }
`;

const Chart = styled.div`
  display: grid;
  grid-template-columns: 150px minmax(0, 1fr);
  row-gap: ${space[8]};
  ${media.mobile} {
    grid-template-columns: 104px minmax(0, 1fr);
  }
`;

const ScaleName = styled.div`
  align-self: end;
  font-size: ${fontSize.small};
  font-weight: 600;
  color: ${color.textMuted};
  line-height: 22px;
`;

const Scale = styled.div`
  position: relative;
  height: 22px;
  border-bottom: 1px solid ${color.border};
  font-size: ${fontSize.small};
  font-weight: 600;
  color: ${color.textMuted};
`;

const Tick = styled.span`
  position: absolute;
  top: 0;
  padding-left: ${space[4]};
  border-left: 1px solid ${color.border};
  line-height: 20px;
  white-space: nowrap;
`;

const Label = styled.div`
  display: grid;
  align-content: center;
  padding-right: ${space[12]};
  font-size: ${fontSize.small};
  font-weight: 600;
  line-height: 1.25;
  span {
    font-size: ${fontSize.small};
    font-weight: 500;
    color: ${color.textMuted};
  }
`;

/** The row's track shows the week grid behind the bar. */
const Track = styled.div<{ weekPercent: number }>`
  position: relative;
  min-height: 36px;
  border-radius: ${radius.sm};
  background-color: ${color.surface};
  background-image: linear-gradient(to right, ${color.border} 1px, transparent 1px);
  background-size: ${({ weekPercent }) => weekPercent}% 100%;
`;

const Bar = styled.div`
  position: absolute;
  top: 4px;
  bottom: 4px;
  min-width: 6px;
  border-radius: ${radius.sm};
  @media (prefers-reduced-motion: no-preference) {
    transition:
      left 0.35s ease,
      width 0.35s ease;
  }
  @media print {
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

interface ProjectTimelineChartProps {
  plan: ProjectPlan;
}

/**
 * The phases as bars on a week scale. A picture of the table that follows it, so it is hidden
 * from assistive technology, which reads the table instead.
 */
export function ProjectTimelineChart({ plan }: ProjectTimelineChartProps) {
  const weekPercent = plan.totalDays > 0 ? (5 / plan.totalDays) * 100 : 100;
  return (
    <Figure aria-labelledby="simulator-timeline-caption">
      <Chart aria-hidden="true">
        <ScaleName>Week</ScaleName>
        <Scale>
          {timelineWeekTicks(plan.totalDays, 10).map((tick) => (
            <Tick key={tick.week} style={{ left: `${tick.offsetPercent}%` }}>
              {/* A week that starts at the very end has no room for its number. */}
              {tick.offsetPercent <= 94 ? tick.week : ""}
            </Tick>
          ))}
        </Scale>
        {plan.phases.map((phase, index) => {
          const bar = phaseBar(phase, plan.totalDays);
          return (
            <Fragment key={phase.name}>
              <Label>
                {phase.name}
                <span>{pluralise(phase.durationDays, "day")}</span>
              </Label>
              <Track weekPercent={weekPercent}>
                <Bar
                  style={{
                    left: `${bar.offsetPercent}%`,
                    width: `${bar.widthPercent}%`,
                    background: phaseColour(index, plan.phases.length),
                  }}
                />
              </Track>
            </Fragment>
          );
        })}
      </Chart>
      <figcaption id="simulator-timeline-caption">
        Timeline in working weeks ({pluralise(plan.totalDays, "working day")} in all); the table
        below gives the same phases in figures.
      </figcaption>
    </Figure>
  );
}
