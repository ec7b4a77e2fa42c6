import { css } from "@emotion/react";
import { ToggleChip } from "../ui/ToggleChip";
import { space } from "../../theme/tokens";

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

/** Values are read against each other: figures of one width, and room for a thumb. */
const valueStyle = css`
  min-width: 44px;
  font-variant-numeric: tabular-nums;
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
          <ToggleChip
            css={valueStyle}
            pressed={Number(current) === Number(preset.value) && current.trim() !== ""}
            onClick={() => onPick(preset.value)}
          >
            {preset.text}
          </ToggleChip>
        </li>
      ))}
    </ul>
  );
}
