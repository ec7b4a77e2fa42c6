import styled from "@emotion/styled";
import { Check, X } from "lucide-react";
import type { ComparisonMark } from "../../lib/plans/plan-comparison";
import { color, radius } from "../../theme/tokens";

const GLYPHS = { included: Check, excluded: X } as const;

const Circle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border: 1px solid ${color.border};
  border-radius: ${radius.round};
  background: ${color.surface};
  color: ${color.textMuted};
  &[data-mark="included"] {
    border-color: color-mix(in srgb, ${color.success} 35%, transparent);
    background: color-mix(in srgb, ${color.success} 16%, transparent);
    color: ${color.success};
  }
`;

interface FeatureMarkIconProps {
  mark: ComparisonMark;
}

/** The tick or cross beside a feature; decorative, the words beside it say the same. */
export function FeatureMarkIcon({ mark }: FeatureMarkIconProps) {
  const Glyph = GLYPHS[mark];
  return (
    <Circle data-mark={mark} aria-hidden="true">
      <Glyph size={14} strokeWidth={3} />
    </Circle>
  );
}
