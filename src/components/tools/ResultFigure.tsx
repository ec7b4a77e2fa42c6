import { css } from "@emotion/react";
import { color, fontSize, media, radius, space } from "../../theme/tokens";

const figureStyle = (emphasis: boolean) => css`
  display: grid;
  align-content: start;
  gap: ${space[4]};
  min-width: 0;
  margin: 0;
  padding: ${space[16]} ${space[16]};
  border: 1px solid ${emphasis ? color.primary : color.border};
  border-radius: ${radius.md};
  background: ${
    emphasis ? `color-mix(in srgb, ${color.primary} 9%, ${color.surfaceRaised})` : color.surface
  };
  dt {
    font-size: ${fontSize.small};
    font-weight: 600;
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
  }
  ${media.below("phone")} {
    padding: ${space[12]} ${space[16]};
  }
  @media print {
    padding: ${space[8]} 0;
    border: 0;
    background: none;
  }
`;

const valueStyle = css`
  display: block;
  font-size: ${fontSize.subheading};
  font-weight: 800;
  line-height: 1.2;
  color: ${color.text};
  font-variant-numeric: tabular-nums;
  overflow-wrap: break-word;
`;

const detailStyle = css`
  display: block;
  margin-top: ${space[4]};
  font-size: ${fontSize.small};
  color: ${color.textMuted};
`;

interface ResultFigureProps {
  label: string;
  value: string;
  detail?: string;
  /** The headline figure of the result, drawn in the brand colour. */
  emphasis?: boolean;
}

/** One key figure: a term and its value in a description list (wrap several in a <dl>). */
export function ResultFigure({ label, value, detail, emphasis = false }: ResultFigureProps) {
  return (
    <div css={figureStyle(emphasis)}>
      <dt>{label}</dt>
      <dd>
        <span css={valueStyle}>{value}</span>
        {detail && <span css={detailStyle}>{detail}</span>}
      </dd>
    </div>
  );
}
