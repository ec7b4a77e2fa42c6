import { css } from "@emotion/react";
import { color, fontSize, radius, space } from "../../theme/tokens";

const groupStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media print {
    display: none;
  }
`;

const buttonStyle = css`
  min-height: 40px;
  min-width: 44px;
  padding: ${space[8]} ${space[16]};
  border: 1px solid ${color.border};
  border-radius: ${radius.round};
  background: ${color.surface};
  color: ${color.text};
  font-weight: 600;
  font-size: ${fontSize.small};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover {
    border-color: ${color.primary};
  }
  &[aria-pressed="true"] {
    border-color: ${color.primary};
    background: ${color.primary};
    color: ${color.onPrimary};
  }
`;

interface PresetButtonsProps {
  /** Names the group, e.g. "Common uptime levels". */
  label: string;
  presets: readonly { value: string; text: string }[];
  /** The field's current text; the matching preset shows as pressed. */
  current: string;
  onPick: (value: string) => void;
}

/** Quick picks that fill a field with a common value; the one in the field shows as pressed. */
export function PresetButtons({ label, presets, current, onPick }: PresetButtonsProps) {
  return (
    <ul css={groupStyle} aria-label={label}>
      {presets.map((preset) => (
        <li key={preset.value}>
          <button
            type="button"
            css={buttonStyle}
            aria-pressed={Number(current) === Number(preset.value) && current.trim() !== ""}
            onClick={() => onPick(preset.value)}
          >
            {preset.text}
          </button>
        </li>
      ))}
    </ul>
  );
}
