import styled from "@emotion/styled";
import {
  type Checklist,
  type ChecklistProgress,
  checklistSectionField,
  progressText,
} from "../../../lib/tools/checklists";
import { color, fontSize, media, radius, space } from "../../../theme/tokens";
import { checklistHeadingId, checklistPanelId, checklistSectionId } from "./checklist-ids";
import { ChecklistProgressBar } from "./ChecklistProgressBar";
import { ChecklistResetControl } from "./ChecklistResetControl";
import { ChecklistSectionGroup } from "./ChecklistSectionGroup";

const Panel = styled.section`
  min-width: 0;
  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline-offset: 8px;
    border-radius: ${radius.sm};
  }
  @media print {
    &[hidden] {
      display: block;
    }
    & + & {
      break-before: page;
    }
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${space[20]};
  padding: ${space[28]};
  margin-bottom: ${space[32]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  h2 {
    font-size: ${fontSize.subheading};
    margin-bottom: ${space[8]};
  }
  ${media.mobile} {
    padding: ${space[20]} ${space[16]};
    margin-bottom: ${space[24]};
  }
  @media print {
    padding: 0 0 ${space[12]};
    border: 0;
    background: none;
  }
`;

const Description = styled.p`
  max-width: 760px;
  margin: 0;
  color: ${color.textMuted};
`;

const Progress = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    "percent count reset"
    "percent bar reset";
  align-items: center;
  gap: ${space[8]} ${space[20]};
  ${media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      "percent count"
      "bar bar"
      "reset reset";
    gap: ${space[12]} ${space[16]};
  }
`;

const Percent = styled.p`
  grid-area: percent;
  margin: 0;
  font-size: ${fontSize.heading};
  font-weight: 800;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  color: ${color.text};
  ${media.mobile} {
    font-size: ${fontSize.heading};
  }
`;

const Count = styled.p`
  grid-area: count;
  margin: 0;
  font-weight: 600;
`;

const BarArea = styled.div`
  grid-area: bar;
`;

const ResetArea = styled.div`
  grid-area: reset;
  justify-self: end;
  ${media.mobile} {
    justify-self: start;
  }
`;

interface ChecklistPanelProps {
  checklist: Checklist;
  checkedIds: ReadonlySet<string>;
  progress: ChecklistProgress;
  /** Only the chosen list shows on screen; print shows them all. */
  hidden: boolean;
  /** Whether its items are rendered (a list is rendered once chosen, or to be printed). */
  itemsShown: boolean;
  undoCount: number | null;
  onToggle: (itemId: string) => void;
  onReset: () => void;
  onUndo: () => void;
}

/** One checklist: what it is, how far along the visitor is, and its items by section. */
export function ChecklistPanel({
  checklist,
  checkedIds,
  progress,
  hidden,
  itemsShown,
  undoCount,
  onToggle,
  onReset,
  onUndo,
}: ChecklistPanelProps) {
  const headingId = checklistHeadingId(checklist.id);
  return (
    <Panel
      role="tabpanel"
      id={checklistPanelId(checklist.id)}
      aria-labelledby={headingId}
      hidden={hidden}
      tabIndex={0}
    >
      <Header>
        <div>
          <h2 id={headingId}>{checklist.title}</h2>
          <Description>{checklist.description}</Description>
        </div>
        <Progress>
          <Percent aria-hidden="true">{progress.percent}%</Percent>
          <Count>{progressText(progress)}</Count>
          <ResetArea>
            <ChecklistResetControl
              title={checklist.title}
              done={progress.done}
              undoCount={undoCount}
              onReset={onReset}
              onUndo={onUndo}
            />
          </ResetArea>
          <BarArea>
            <ChecklistProgressBar progress={progress} label={`${checklist.title} progress`} />
          </BarArea>
        </Progress>
      </Header>
      {itemsShown &&
        checklist.sections.map((section, index) => (
          <ChecklistSectionGroup
            key={section.title}
            checklistId={checklist.id}
            section={section}
            id={checklistSectionId(checklist.id, index)}
            field={checklistSectionField(checklist.id, index)}
            checkedIds={checkedIds}
            onToggle={onToggle}
          />
        ))}
    </Panel>
  );
}
