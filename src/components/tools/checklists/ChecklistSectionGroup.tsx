import styled from "@emotion/styled";
import type { ChecklistSection } from "../../../lib/tools/checklists";
import { color, fontSize, radius, space } from "../../../theme/tokens";
import { checklistItemId } from "./checklist-ids";
import { ChecklistItemRow } from "./ChecklistItemRow";

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  scroll-margin-top: 96px;
  & + & {
    margin-top: ${space[32]};
  }
`;

const Legend = styled.legend`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[4]} ${space[16]};
  width: 100%;
  padding: 0;
  margin-bottom: ${space[12]};
  h3 {
    margin: 0;
    font-size: ${fontSize.lead};
  }
`;

const Count = styled.span`
  font-size: ${fontSize.small};
  font-weight: 600;
  color: ${color.textMuted};
  white-space: nowrap;
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  overflow: hidden;
  @media print {
    border: 0;
    overflow: visible;
  }
`;

interface ChecklistSectionGroupProps {
  checklistId: string;
  section: ChecklistSection;
  id: string;
  /** The name its checkboxes share (checklistSectionField): this fieldset's own. */
  field: string;
  checkedIds: ReadonlySet<string>;
  onToggle: (itemId: string) => void;
}

/** A section of a list: its heading names the group of checkboxes, with its own count. */
export function ChecklistSectionGroup({
  checklistId,
  section,
  id,
  field,
  checkedIds,
  onToggle,
}: ChecklistSectionGroupProps) {
  const done = section.items.filter((item) => checkedIds.has(item.id)).length;
  return (
    <Group id={id}>
      <Legend>
        <h3>{section.title}</h3>
        <Count>
          {done} of {section.items.length} complete
        </Count>
      </Legend>
      <Items>
        {section.items.map((item) => (
          <ChecklistItemRow
            key={item.id}
            name={field}
            item={item}
            id={checklistItemId(checklistId, item.id)}
            checked={checkedIds.has(item.id)}
            onToggle={() => onToggle(item.id)}
          />
        ))}
      </Items>
    </Group>
  );
}
