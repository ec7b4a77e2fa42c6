import { css } from "@emotion/react";
import {
  formatDuration,
  formatUptimePercent,
  type UptimeComparisonRow,
} from "../../lib/tools/uptime";
import { formatGbp } from "../../lib/tools/numbers";
import { color, focusRing, fontSize, media, radius, space } from "../../theme/tokens";

const scrollStyle = css`
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  &:focus-visible {
    ${focusRing()};
  }
`;

const tableStyle = css`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${space[12]} ${space[16]};
    text-align: right;
    border-bottom: 1px solid ${color.border};
    white-space: nowrap;
  }
  thead th {
    font-size: ${fontSize.small};
    font-weight: 700;
    color: ${color.textMuted};
    background: ${color.surface};
  }
  th[scope="row"],
  thead th:first-of-type {
    text-align: left;
  }
  tbody tr:last-of-type th,
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
  tbody tr[data-current="true"] {
    background: color-mix(in srgb, ${color.primary} 10%, ${color.surfaceRaised});
  }
  tbody tr[data-current="true"] th {
    box-shadow: inset 4px 0 0 ${color.primary};
  }
  @media print {
    min-width: 0;
    th,
    td {
      padding: ${space[4]} ${space[8]};
    }
  }
`;

const yourLevelStyle = css`
  display: block;
  font-size: ${fontSize.small};
  font-weight: 600;
  color: ${color.primary};
`;

const barCellStyle = css`
  display: grid;
  justify-items: end;
  gap: ${space[8]};
`;

const barTrackStyle = css`
  display: block;
  width: 110px;
  height: 6px;
  border-radius: ${radius.round};
  background: color-mix(in srgb, ${color.textMuted} 16%, ${color.surfaceRaised});
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    border-radius: ${radius.round};
    background: ${color.primary};
  }
`;

const scrollHintStyle = css`
  margin: 0 0 ${space[8]};
  font-size: ${fontSize.small};
  color: ${color.textMuted};
  ${media.from("tabletPortrait")} {
    display: none;
  }
  @media print {
    display: none;
  }
`;

interface UptimeComparisonTableProps {
  rows: readonly UptimeComparisonRow[];
  revenuePerHourText: string;
}

/** Common uptime levels side by side; the visitor's own level is highlighted. */
export function UptimeComparisonTable({ rows, revenuePerHourText }: UptimeComparisonTableProps) {
  const longest = Math.max(1, ...rows.map((row) => row.downtimePerYearSeconds));
  return (
    <>
      <p css={scrollHintStyle}>Scroll the table sideways to see every period.</p>
      <div
        css={scrollStyle}
        role="region"
        aria-labelledby="uptime-comparison-caption"
        // Focusable so keyboard users can scroll the table sideways on narrow screens.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be keyboard-reachable
        tabIndex={0}
      >
        <table css={tableStyle}>
          <caption id="uptime-comparison-caption" className="visually-hidden">
            Allowed downtime and its yearly cost at {revenuePerHourText} revenue per hour
          </caption>
          <thead>
            <tr>
              <th scope="col">Uptime</th>
              <th scope="col">Downtime a year</th>
              <th scope="col">A month</th>
              <th scope="col">A week</th>
              <th scope="col">A day</th>
              <th scope="col">Cost a year</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.uptimePercent} data-current={row.isCurrent}>
                <th scope="row">
                  {formatUptimePercent(row.uptimePercent)}
                  {row.isCurrent && <span css={yourLevelStyle}>Your figure</span>}
                </th>
                <td>
                  <span css={barCellStyle}>
                    {formatDuration(row.downtimePerYearSeconds)}
                    <span css={barTrackStyle} aria-hidden="true">
                      <span style={{ width: `${(row.downtimePerYearSeconds / longest) * 100}%` }} />
                    </span>
                  </span>
                </td>
                <td>{formatDuration(row.downtimePerMonthSeconds)}</td>
                <td>{formatDuration(row.downtimePerWeekSeconds)}</td>
                <td>{formatDuration(row.downtimePerDaySeconds)}</td>
                <td>{formatGbp(row.costPerYear)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
