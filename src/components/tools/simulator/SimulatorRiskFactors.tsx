import styled from "@emotion/styled";
import type { ProjectPlan } from "../../../lib/tools/project-simulator";
import { color } from "../../../theme/tokens";

const Box = styled.div`
  h3 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
  ul {
    display: grid;
    gap: 6px;
    margin: 0;
    padding-left: 1.2em;
    color: ${color.textMuted};
  }
  li::marker {
    color: ${color.primary};
  }
`;

/** Why the plan has its risk level, in the simulator's words. */
export function SimulatorRiskFactors({ plan }: { plan: ProjectPlan }) {
  return (
    <Box>
      <h3>Why the risk is {plan.riskLevel.toLowerCase()}</h3>
      <ul>
        {plan.riskFactors.map((factor) => (
          <li key={factor}>{factor}</li>
        ))}
      </ul>
    </Box>
  );
}
