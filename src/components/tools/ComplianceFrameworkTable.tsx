import { css } from "@emotion/react";
import { frameworkLabel, type FrameworkCostLine } from "../../lib/tools/compliance-cost";
import { formatGbpRange } from "../../lib/tools/numbers";
import { color, fontSize, media, radius, space } from "../../theme/tokens";

const scrollStyle = css`
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

const tableStyle = css`
  width: 100%;
  min-width: 0;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    padding: ${space[12]} ${space[16]} ${space[8]};
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: ${space[8]} ${space[16]};
    border-top: 1px solid ${color.border};
    text-align: right;
  }
  th[scope="row"],
  thead th:first-of-type {
    text-align: left;
  }
  thead th {
    font-size: ${fontSize.small};
    color: ${color.textMuted};
    background: ${color.surface};
  }
  th[scope="row"] span {
    display: block;
    margin-top: ${space[4]};
    font-size: ${fontSize.small};
    font-weight: 400;
    color: ${color.textMuted};
  }
  ${media.below("phone")} {
    th,
    td {
      padding: ${space[8]} ${space[8]};
    }
  }
`;

interface ComplianceFrameworkTableProps {
  lines: readonly FrameworkCostLine[];
  /** Writes "Cyber Essentials Plus" for Cyber Essentials when the Plus audit is included. */
  cyberEssentialsPlus: boolean;
}

/** Each selected framework's share of the estimate, with the work it shares with another (three columns, so it fits a phone). */
export function ComplianceFrameworkTable({
  lines,
  cyberEssentialsPlus,
}: ComplianceFrameworkTableProps) {
  return (
    <div css={scrollStyle}>
      <table css={tableStyle}>
        <caption id="compliance-frameworks-caption">Estimated cost by framework</caption>
        <thead>
          <tr>
            <th scope="col">Framework</th>
            <th scope="col">First year</th>
            <th scope="col">Each year after</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.frameworkId}>
              <th scope="row">
                {line.frameworkId === "cyber-essentials" && cyberEssentialsPlus
                  ? "Cyber Essentials Plus"
                  : line.label}
                {line.overlapWith && (
                  <span>
                    {line.overlapDiscountPercent}% less preparation, shared with{" "}
                    {frameworkLabel(line.overlapWith)}
                  </span>
                )}
              </th>
              <td>{formatGbpRange(line.firstYearTotal.low, line.firstYearTotal.high)}</td>
              <td>{formatGbpRange(line.ongoingTotal.low, line.ongoingTotal.high)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
