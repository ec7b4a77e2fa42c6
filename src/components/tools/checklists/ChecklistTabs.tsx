import styled from "@emotion/styled";
import { type KeyboardEvent, type MouseEvent, useRef } from "react";
import {
  type Checklist,
  type ChecklistProgress,
  progressText,
} from "../../../lib/tools/checklists";
import { tabIndexAfterKey } from "../../../lib/tools/checklists-tabs";
import { color, fontSize, media, radius, space } from "../../../theme/tokens";
import { checklistIcon } from "./checklist-icons";
import { checklistPanelId, checklistTabId } from "./checklist-ids";
import { ChecklistProgressBar } from "./ChecklistProgressBar";

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space[12]};
  margin-bottom: ${space[32]};
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space[8]};
    margin-bottom: ${space[24]};
  }
  @media print {
    display: none;
  }
`;

/* A link to the list's own page, shown in place when scripts run (see ChecklistTabs). */
const Tab = styled.a`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${space[4]} ${space[12]};
  padding: ${space[16]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  color: ${color.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  box-shadow: ${color.shadow};
  @media (prefers-reduced-motion: no-preference) {
    transition:
      border-color 0.2s ease,
      background-color 0.2s ease,
      transform 0.2s ease;
  }
  &:hover {
    border-color: ${color.primary};
  }
  &[aria-selected="true"] {
    border-color: ${color.primary};
    background: color-mix(in srgb, ${color.primary} 9%, ${color.surfaceRaised});
    box-shadow:
      inset 0 -3px 0 ${color.primary},
      ${color.shadow};
  }
  ${media.mobile} {
    padding: ${space[12]};
    gap: ${space[4]} ${space[8]};
  }
`;

const Symbol = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${radius.md};
  background: color-mix(in srgb, ${color.primary} 14%, ${color.surfaceRaised});
  color: ${color.primary};
  ${media.mobile} {
    width: 32px;
    height: 32px;
  }
`;

const Title = styled.span`
  font-weight: 700;
  line-height: 1.25;
`;

const Count = styled.span`
  grid-column: 1 / -1;
  margin-top: ${space[8]};
  font-size: ${fontSize.small};
  color: ${color.textMuted};
`;

const Bar = styled.span`
  display: block;
  grid-column: 1 / -1;
`;

interface ChecklistTabsProps {
  checklists: readonly Checklist[];
  /** The address of a list's own page. */
  pathOf: (checklistId: string) => string;
  progress: ReadonlyMap<string, ChecklistProgress>;
  activeId: string;
  onSelect: (checklistId: string) => void;
}

/**
 * The four lists as tabs, each showing how far along it is. Arrow keys, Home and End move
 * between them (only the chosen tab is in the Tab order), and choosing (a click, Enter or
 * Space) shows its list in place. Each tab is a link to its list's own page, which is where it
 * leads without scripts.
 */
export function ChecklistTabs({
  checklists,
  pathOf,
  progress,
  activeId,
  onSelect,
}: ChecklistTabsProps) {
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.key === " ") {
      event.preventDefault();
      onSelect(checklists[index].id);
      return;
    }
    const next = tabIndexAfterKey(index, event.key, checklists.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(checklists[next].id);
    tabs.current[next]?.focus();
  };

  return (
    <List role="tablist" aria-label="Compliance checklists">
      {checklists.map((list, index) => {
        const selected = list.id === activeId;
        const listProgress = progress.get(list.id) ?? { done: 0, total: 0, percent: 0 };
        const Icon = checklistIcon(list.id);
        return (
          <Tab
            key={list.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            href={pathOf(list.id)}
            role="tab"
            id={checklistTabId(list.id)}
            aria-selected={selected}
            aria-controls={checklistPanelId(list.id)}
            tabIndex={selected ? 0 : -1}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              onSelect(list.id);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <Symbol aria-hidden="true">
              <Icon size={20} />
            </Symbol>
            <Title>{list.title}</Title>
            <Count>{progressText(listProgress)}</Count>
            <Bar>
              <ChecklistProgressBar progress={listProgress} size="small" />
            </Bar>
          </Tab>
        );
      })}
    </List>
  );
}
