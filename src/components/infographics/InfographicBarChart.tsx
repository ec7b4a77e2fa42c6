import styled from "@emotion/styled";
import { keyframes } from "@emotion/react";
import { color, radius } from "../../theme/tokens";

const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const List = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Label = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 6px;
  font-size: 0.95rem;
  span:last-of-type {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.div`
  height: 12px;
  border-radius: ${radius.round};
  background: ${color.surface};
  border: 1px solid ${color.border};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${color.primary}, ${color.accent});
  transform-origin: left center;
  @media (prefers-reduced-motion: no-preference) {
    animation: ${grow} 0.7s cubic-bezier(0.22, 1, 0.36, 1) both;
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
            <Track aria-hidden="true">
              <Bar style={{ width: `${percentage}%`, animationDelay: `${index * 70}ms` }} />
            </Track>
          </li>
        );
      })}
    </List>
  );
}
