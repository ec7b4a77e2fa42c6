import styled from "@emotion/styled";
import { color, fontSize, media, NAV_HEIGHT_PX, radius, space, stack } from "../../theme/tokens";
import { timelineEntryId } from "../../lib/timeline-selection";

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

const YearButton = styled.button`
  min-width: 88px;
  min-height: 44px;
  padding: ${space[8]} ${space[20]};
  border: 2px solid ${color.border};
  border-radius: ${radius.round};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition:
    background 0.2s ease,
    border-color 0.2s ease,
    color 0.2s ease;
  &:hover {
    border-color: ${color.primary};
    color: ${color.primary};
  }
  &[aria-pressed="true"] {
    border-color: ${color.primary};
    background: ${color.primary};
    color: ${color.onPrimary};
  }
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
          type="button"
          aria-pressed={year === selectedYear}
          aria-controls={timelineEntryId(year)}
          onClick={() => onSelect(year)}
        >
          {year}
        </YearButton>
      ))}
    </Bar>
  );
}
