import { css } from "@emotion/react";
import { color, fixedColours, fontSize, radius, space } from "../../theme/tokens";

const listStyle = css`
  display: grid;
  gap: ${space[16]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowStyle = css`
  display: grid;
  gap: ${space[8]};
  @media print {
    break-inside: avoid;
  }
`;

const labelRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space[4]} ${space[12]};
  font-size: ${fontSize.body};
`;

const nameStyle = css`
  font-weight: 600;
  color: ${color.text};
`;

const valueStyle = css`
  font-weight: 700;
  color: ${color.text};
  font-variant-numeric: tabular-nums;
`;

const detailStyle = css`
  display: block;
  width: 100%;
  font-size: ${fontSize.small};
  color: ${color.textMuted};
`;

const trackStyle = css`
  position: relative;
  height: 12px;
  border-radius: ${radius.round};
  background: color-mix(in srgb, ${color.textMuted} 16%, ${color.surfaceRaised});
  overflow: hidden;
  @media print {
    border: 1px solid ${fixedColours.printRule};
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

const solidStyle = (tone: BarTone) => css`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  border-radius: ${radius.round};
  background: ${tone === "accent" ? color.accent : tone === "muted" ? color.textMuted : color.primary};
  @media (prefers-reduced-motion: no-preference) {
    transition: width 0.3s ease;
  }
`;

/* The uncertain part of a range: the same colour, lighter, with stripes so it does not rely on
   colour alone. */
const rangeStyle = css`
  position: absolute;
  top: 0;
  bottom: 0;
  border-radius: 0 ${radius.round} ${radius.round} 0;
  background: repeating-linear-gradient(
    135deg,
    color-mix(in srgb, ${color.primary} 55%, transparent) 0 4px,
    color-mix(in srgb, ${color.primary} 30%, transparent) 4px 8px
  );
  @media (prefers-reduced-motion: no-preference) {
    transition:
      left 0.3s ease,
      width 0.3s ease;
  }
`;

type BarTone = "primary" | "accent" | "muted";

export interface BreakdownBar {
  id: string;
  label: string;
  /** The figure as read, e.g. "£37,500" or "£1,660–£4,550". */
  valueText: string;
  /** The bar's length (or a range's high end), in the same unit as `scaleMax`. */
  value: number;
  /** A range's low end: drawn solid up to here, striped from here to `value`. */
  low?: number;
  /** A line under the label, e.g. "30% of the budget". */
  detail?: string;
  tone?: BarTone;
}

interface BreakdownBarsProps {
  items: readonly BreakdownBar[];
  /** What a full-width bar stands for; defaults to the largest value. */
  scaleMax?: number;
  /** Names the list for assistive technology. */
  label: string;
}

function percentOf(value: number, max: number): number {
  if (!Number.isFinite(value) || max <= 0) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

/**
 * Horizontal bars drawn with CSS, one per item, each with its value written beside it: the
 * bars are decoration for sighted readers, the text carries the figures.
 */
export function BreakdownBars({ items, scaleMax, label }: BreakdownBarsProps) {
  const max = scaleMax ?? Math.max(0, ...items.map((item) => item.value));
  return (
    <ul css={listStyle} aria-label={label}>
      {items.map((item) => {
        const end = percentOf(item.value, max);
        const start = item.low === undefined ? end : percentOf(item.low, max);
        return (
          <li key={item.id} css={rowStyle}>
            <div css={labelRowStyle}>
              <span css={nameStyle}>{item.label}</span>
              <span css={valueStyle}>{item.valueText}</span>
              {item.detail && <span css={detailStyle}>{item.detail}</span>}
            </div>
            <div css={trackStyle} aria-hidden="true">
              <span css={solidStyle(item.tone ?? "primary")} style={{ width: `${start}%` }} />
              {end > start && (
                <span css={rangeStyle} style={{ left: `${start}%`, width: `${end - start}%` }} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
