import styled from "@emotion/styled";
import { PercentBar } from "../ui/PercentBar";
import { fontSize, space } from "../../theme/tokens";

const List = styled.ul`
  display: grid;
  gap: ${space[16]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Label = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space[12]};
  margin-bottom: ${space[8]};
  font-size: ${fontSize.body};
  span:last-of-type {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

interface InfographicBarChartProps {
  labelledBy: string;
  stats: readonly { name: string; percentage: number }[];
}

/**
 * The key statistics as a bar chart that reads as a list: each item says its name and
 * percentage in text; the bar beside it only draws the same number.
 */
export function InfographicBarChart({ labelledBy, stats }: InfographicBarChartProps) {
  return (
    <List aria-labelledby={labelledBy}>
      {stats.map((stat, index) => {
        const percentage = Math.min(100, Math.max(0, stat.percentage));
        return (
          <li key={stat.name}>
            <Label>
              <span>{stat.name}</span>
              <span>{percentage}%</span>
            </Label>
            <PercentBar
              percent={percentage}
              thickness={12}
              grow
              growDelayMs={index * 70}
              aria-hidden="true"
            />
          </li>
        );
      })}
    </List>
  );
}
