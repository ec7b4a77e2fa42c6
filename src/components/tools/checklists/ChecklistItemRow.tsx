import styled from "@emotion/styled";
import type { ChecklistItem } from "../../../lib/tools/checklists";
import { color, focusRing, fontSize, space } from "../../../theme/tokens";

const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[4]} ${space[16]};
  padding: ${space[16]} ${space[16]};
  & + & {
    border-top: 1px solid ${color.border};
  }
  @media (prefers-reduced-motion: no-preference) {
    transition: background-color 0.2s ease;
  }
  &:hover {
    background: ${color.surface};
  }
  &:has(input:checked) {
    background: color-mix(in srgb, ${color.success} 8%, ${color.surfaceRaised});
    box-shadow: inset 3px 0 0 ${color.success};
  }
  &:has(input:focus-visible) {
    ${focusRing(color.focus, "-3px")};
  }
  @media print {
    &,
    &:has(input:checked) {
      padding: ${space[8]} 0;
      background: none;
      box-shadow: none;
      break-inside: avoid;
    }
  }
`;

const Box = styled.input`
  width: 22px;
  height: 22px;
  margin: ${space[4]} 0 0;
  accent-color: ${color.primary};
  cursor: pointer;
  &:focus-visible {
    outline: none;
  }
`;

const Text = styled.label`
  line-height: 1.55;
  color: ${color.text};
  cursor: pointer;
`;

const Help = styled.p`
  grid-column: 2;
  margin: 0;
  font-size: ${fontSize.small};
  line-height: 1.55;
  color: ${color.textMuted};
`;

interface ChecklistItemRowProps {
  /** The checkbox group's name: its section's own, so no two fieldsets share one. */
  name: string;
  item: ChecklistItem;
  /** The checkbox's DOM id. */
  id: string;
  checked: boolean;
  onToggle: () => void;
}

/**
 * One requirement: a native checkbox (named by its list, valued by the item, so ticks made
 * before the page is interactive can be read back) with its guidance underneath.
 */
export function ChecklistItemRow({ name, item, id, checked, onToggle }: ChecklistItemRowProps) {
  const helpId = `${id}-help`;
  return (
    <Row>
      <Box
        type="checkbox"
        id={id}
        name={name}
        value={item.id}
        checked={checked}
        onChange={onToggle}
        aria-describedby={item.help ? helpId : undefined}
      />
      <Text htmlFor={id}>{item.text}</Text>
      {item.help && <Help id={helpId}>{item.help}</Help>}
    </Row>
  );
}
