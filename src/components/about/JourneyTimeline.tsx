import styled from "@emotion/styled";
import { useCallback, useRef, useState } from "react";
import { color, media, radius } from "../../theme/tokens";
import { initialTimelineYear, timelineScrollOptions } from "../../lib/timeline-selection";
import { PageSection, type SectionCopy } from "../ui/PageSection";
import { JourneyEntry, type JourneyMilestone } from "./JourneyEntry";
import { JourneyYearButtons } from "./JourneyYearButtons";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

const Line = styled.ol`
  position: relative;
  max-width: 1040px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  /* The vertical rule runs through the centre of every entry's icon. */
  &::before {
    content: "";
    position: absolute;
    top: 28px;
    bottom: 28px;
    left: calc(50% - 1.5px);
    width: 3px;
    border-radius: ${radius.xs};
    background: linear-gradient(${color.primary}, ${color.accent});
  }
  ${media.mobile} {
    &::before {
      left: 22.5px;
      top: 24px;
      bottom: 24px;
    }
  }
`;

interface JourneyTimelineProps {
  copy: SectionCopy;
  entries: readonly JourneyMilestone[];
}

/**
 * "Our Journey": year buttons over a vertical timeline. Choosing a year
 * highlights its entry and brings it into view (never on first render).
 */
export function JourneyTimeline({ entries, copy }: JourneyTimelineProps) {
  const years = entries.map((entry) => entry.year);
  const [selectedYear, setSelectedYear] = useState(() => initialTimelineYear(years));
  const items = useRef(new Map<number, HTMLLIElement>());

  const select = useCallback((year: number) => {
    setSelectedYear(year);
    const reduced = window.matchMedia(REDUCED_MOTION_QUERY).matches;
    items.current.get(year)?.scrollIntoView(timelineScrollOptions(reduced));
  }, []);

  return (
    <PageSection
      id="about-journey"
      heading={copy.heading}
      intro={copy.intro ?? undefined}
      tone="tinted"
    >
      <JourneyYearButtons years={years} selectedYear={selectedYear} onSelect={select} />
      <Line>
        {entries.map((entry) => (
          <JourneyEntry
            key={entry.year}
            entry={entry}
            selected={entry.year === selectedYear}
            itemRef={(node) => {
              if (node) items.current.set(entry.year, node);
              else items.current.delete(entry.year);
            }}
          />
        ))}
      </Line>
    </PageSection>
  );
}
