import styled from "@emotion/styled";
import { color, fontSize, media, NAV_HEIGHT_PX, space, stack } from "../../theme/tokens";
import { timelineEntryId } from "../../lib/timeline-selection";
import { ToggleChip } from "../ui/ToggleChip";

const Bar = styled.div`
  /* Stays under the fixed header while the reader moves through the timeline. */
  position: sticky;
  top: ${NAV_HEIGHT_PX}px;
  z-index: ${stack.stickyBar};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[8]};
  margin: 0 auto ${space[40]};
  padding: ${space[12]} 0;
  background: ${color.surface};
  ${media.mobile} {
    display: grid;
    /* One row for as many years as fit a 320 px screen (five); more wrap onto a second row. */
    grid-template-columns: repeat(auto-fit, minmax(48px, 1fr));
    gap: ${space[8]};
    margin-bottom: ${space[28]};
  }
`;

/** Years are the bar's only words: set larger and bolder, in figures of one width. */
const YearButton = styled(ToggleChip)`
  min-width: 88px;
  font-size: ${fontSize.body};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  ${media.mobile} {
    min-width: 0;
    padding: ${space[8]} ${space[4]};
    font-size: ${fontSize.body};
  }
`;

interface JourneyYearButtonsProps {
  years: readonly number[];
  selectedYear: number | undefined;
  onSelect: (year: number) => void;
}

/** One toggle button per timeline year; the chosen one is pressed. */
export function JourneyYearButtons({ years, selectedYear, onSelect }: JourneyYearButtonsProps) {
  return (
    <Bar role="group" aria-label="Choose a year">
      {years.map((year) => (
        <YearButton
          key={year}
          size="large"
          pressed={year === selectedYear}
          aria-controls={timelineEntryId(year)}
          onClick={() => onSelect(year)}
        >
          {year}
        </YearButton>
      ))}
    </Bar>
  );
}
