import styled from "@emotion/styled";
import type { PlanFeature } from "../../lib/plans/plan";
import { comparisonMarkText } from "../../lib/plans/plan-comparison";
import { color, space } from "../../theme/tokens";
import { FeatureTooltip } from "./FeatureTooltip";
import { FeatureMarkIcon } from "./FeatureMarkIcon";
import { VisuallyHidden } from "../ui/VisuallyHidden";

const Item = styled.li<{ included: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${space[8]};
  color: ${({ included }) => (included ? color.text : color.textMuted)};
  > span:first-of-type {
    margin-top: 0;
  }
`;

const Name = styled.span`
  flex: 1;
`;

interface PlanFeatureItemProps {
  feature: PlanFeature;
}

/**
 * One feature of a plan card. Whether the plan includes it is shown by the tick or cross and
 * said in words to screen readers ("Included: …", "Not included: …").
 */
export function PlanFeatureItem({ feature }: PlanFeatureItemProps) {
  const mark = feature.included ? "included" : "excluded";
  return (
    <Item included={feature.included} data-included={feature.included}>
      <FeatureMarkIcon mark={mark} />
      <Name>
        <VisuallyHidden>{comparisonMarkText(mark)}: </VisuallyHidden>
        {feature.name}
      </Name>
      {feature.tooltip && <FeatureTooltip subject={feature.name} text={feature.tooltip} />}
    </Item>
  );
}
