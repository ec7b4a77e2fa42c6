import styled from "@emotion/styled";
import {
  formatEffort,
  type ProjectPlan,
  projectTypeLabel,
  startWeek,
} from "../../../lib/tools/project-simulator";
import { color, fontSize, media, radius, space } from "../../../theme/tokens";
import { phaseColour } from "./phase-colours";
import { VisuallyHidden } from "../../ui/VisuallyHidden";

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow: hidden;
  font-size: ${fontSize.body};
  caption {
    margin-bottom: ${space[8]};
    text-align: left;
    font-weight: 700;
    font-size: ${fontSize.body};
  }
  th,
  td {
    padding: ${space[12]} ${space[16]};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${color.border};
  }
  thead th {
    background: ${color.surface};
    font-size: ${fontSize.small};
    color: ${color.textMuted};
    vertical-align: bottom;
  }
  /* Figures take the room they need; the phase and its description get the rest. */
  thead th.number {
    width: 1%;
  }
  tbody tr:last-of-type > * {
    border-bottom: 0;
  }
  tfoot > tr > * {
    border-top: 2px solid ${color.border};
    border-bottom: 0;
    background: ${color.surface};
    font-weight: 700;
  }
  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  td.number {
    white-space: nowrap;
  }
  ${media.mobile} {
    font-size: ${fontSize.small};
    th,
    td {
      padding: ${space[8]} ${space[8]};
    }
  }
  @media print {
    break-inside: avoid;
  }
`;

const PhaseName = styled.span`
  display: flex;
  align-items: center;
  gap: ${space[8]};
  font-weight: 700;
`;

const Swatch = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: ${radius.xs};
  @media print {
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

const PhaseDescription = styled.span`
  display: block;
  margin-top: ${space[4]};
  font-weight: 400;
  line-height: 1.5;
  color: ${color.textMuted};
`;

/** The plan phase by phase: what happens, when it starts, how long it takes, how much work. */
export function ProjectPhaseTable({ plan }: { plan: ProjectPlan }) {
  return (
    <Table>
      <caption>Phases: {projectTypeLabel(plan.input.projectType)}</caption>
      <thead>
        <tr>
          <th scope="col">Phase</th>
          <th scope="col" className="number">
            Start week
          </th>
          <th scope="col" className="number">
            Working days
          </th>
          <th scope="col" className="number">
            Person-days
          </th>
        </tr>
      </thead>
      <tbody>
        {plan.phases.map((phase, index) => (
          <tr key={phase.name}>
            <th scope="row">
              <PhaseName>
                <Swatch
                  aria-hidden="true"
                  style={{ background: phaseColour(index, plan.phases.length) }}
                />
                {phase.name}
              </PhaseName>
              <PhaseDescription>{phase.description}</PhaseDescription>
            </th>
            <td className="number">{startWeek(phase.startDay)}</td>
            <td className="number">{phase.durationDays}</td>
            <td className="number">{formatEffort(phase.effortDays)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="number">
            <VisuallyHidden>Weeks 1 to {plan.totalWeeks}</VisuallyHidden>
          </td>
          <td className="number">{plan.totalDays}</td>
          <td className="number">{formatEffort(plan.effortDays)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
