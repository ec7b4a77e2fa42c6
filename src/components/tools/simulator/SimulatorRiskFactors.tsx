import styled from "@emotion/styled";
import type { ProjectPlan } from "../../../lib/tools/project-simulator";
import { color, emSpace, fontSize, space } from "../../../theme/tokens";

const Box = styled.div`
  h3 {
    margin: 0 0 ${space[8]};
    font-size: ${fontSize.body};
  }
  ul {
    display: grid;
    gap: ${space[8]};
    margin: 0;
    padding-left: ${emSpace[1.25]};
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
