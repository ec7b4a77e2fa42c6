import styled from "@emotion/styled";
import type { Ref } from "react";
import { IconList } from "../ui/IconList";
import { color, fontSize, media, NAV_HEIGHT_PX, radius, space, stack } from "../../theme/tokens";
import { timelineEntryId } from "../../lib/timeline-selection";
import { Icon } from "../Icon";

/** Room for the fixed header and the sticky year bar when an entry is scrolled to. */
const SCROLL_MARGIN_PX = NAV_HEIGHT_PX + 84;

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) 56px minmax(0, 1fr);
  column-gap: ${space[28]};
  align-items: start;
  scroll-margin-top: ${SCROLL_MARGIN_PX}px;
  scroll-margin-bottom: 24px;
  & + & {
    margin-top: ${space[40]};
  }
  ${media.mobile} {
    grid-template-columns: 48px minmax(0, 1fr);
    column-gap: ${space[16]};
    & + & {
      margin-top: ${space[32]};
    }
  }
`;

const Year = styled.time`
  grid-row: 1;
  padding-top: ${space[8]};
  font-size: ${fontSize.heading};
  font-weight: 800;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  color: ${color.textMuted};
  transition: color 0.2s ease;
  li:nth-of-type(odd) > & {
    grid-column: 1;
    text-align: right;
  }
  li:nth-of-type(even) > & {
    grid-column: 3;
  }
  li[data-selected="true"] > & {
    color: ${color.primary};
  }
  ${media.mobile} {
    li:nth-of-type(n) > & {
      grid-column: 2;
      grid-row: 1;
      padding-top: ${space[8]};
      margin-bottom: ${space[8]};
      font-size: ${fontSize.subheading};
      text-align: left;
    }
  }
`;

const Node = styled.span`
  grid-column: 2;
  grid-row: 1;
  z-index: ${stack.raised};
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border: 2px solid ${color.primary};
  border-radius: ${radius.round};
  background: ${color.surfaceRaised};
  color: ${color.primary};
  transition:
    background 0.2s ease,
    color 0.2s ease,
    box-shadow 0.2s ease;
  li[data-selected="true"] > & {
    background: ${color.primary};
    color: ${color.onPrimary};
    /* A halo in the section's own colour keeps the ring visible over the line. */
    box-shadow:
      0 0 0 6px ${color.surface},
      0 0 0 9px ${color.primary};
  }
  ${media.mobile} {
    grid-column: 1;
    grid-row: 1 / span 2;
    width: 48px;
    height: 48px;
  }
`;

const Card = styled.article`
  grid-row: 1;
  padding: ${space[24]} ${space[28]};
  border: 2px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surfaceRaised};
  transition:
    border-color 0.2s ease,
    box-shadow 0.2s ease;
  li:nth-of-type(odd) > & {
    grid-column: 3;
  }
  li:nth-of-type(even) > & {
    grid-column: 1;
  }
  li[data-selected="true"] > & {
    border-color: ${color.primary};
    box-shadow: ${color.shadow};
  }
  h3 {
    font-size: ${fontSize.title};
    margin-bottom: ${space[8]};
  }
  p {
    color: ${color.textMuted};
    margin-bottom: ${space[16]};
  }
  ${media.mobile} {
    padding: ${space[20]};
    li:nth-of-type(n) > & {
      grid-column: 2;
      grid-row: 2;
    }
  }
`;

export interface JourneyMilestone {
  year: number;
  title: string;
  description: string;
  icon: string;
  achievements: readonly string[];
}

interface JourneyEntryProps {
  entry: JourneyMilestone;
  selected: boolean;
  itemRef: Ref<HTMLLIElement>;
}

/** One year on the timeline: its year, icon on the line, and a card with its story. */
export function JourneyEntry({ entry, selected, itemRef }: JourneyEntryProps) {
  return (
    <Item
      ref={itemRef}
      id={timelineEntryId(entry.year)}
      data-selected={selected}
      aria-current={selected ? "true" : undefined}
    >
      <Year dateTime={String(entry.year)}>{entry.year}</Year>
      <Node>
        <Icon name={entry.icon} size={24} />
      </Node>
      <Card aria-labelledby={`${timelineEntryId(entry.year)}-title`}>
        <h3 id={`${timelineEntryId(entry.year)}-title`}>{entry.title}</h3>
        <p>{entry.description}</p>
        <IconList iconColor={color.success} aria-label={`Achievements in ${entry.year}`}>
          {entry.achievements.map((achievement) => (
            <li key={achievement}>
              <Icon name="CircleCheck" size={18} />
              <span>{achievement}</span>
            </li>
          ))}
        </IconList>
      </Card>
    </Item>
  );
}
