import styled from "@emotion/styled";
import type { FilterOption } from "../../lib/search/search-results";
import { color, fontSize, radius, space } from "../../theme/tokens";

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[8]};
`;

const Choice = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  min-height: 32px;
  padding: ${space[4]} ${space[12]};
  border: 1px solid ${color.border};
  border-radius: ${radius.round};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.small};
  cursor: pointer;
  &:hover {
    border-color: ${color.primary};
  }
  &[aria-pressed="true"] {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;

interface FilterGroupProps<Value extends string> {
  /** What the buttons choose, for assistive technology ("Kind", "Category"). */
  label: string;
  options: readonly FilterOption<Value>[];
  chosen: Value | null;
  onChoose: (value: Value | null) => void;
}

/** One filter as a row of toggle buttons, each with the number of results it would show. */
export function SearchFilterGroup<Value extends string>({
  label,
  options,
  chosen,
  onChoose,
}: FilterGroupProps<Value>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Choice
          key={option.value ?? ""}
          type="button"
          aria-pressed={option.value === chosen}
          onClick={() => onChoose(option.value)}
        >
          {option.label}
          <Count>{option.count}</Count>
        </Choice>
      ))}
    </Group>
  );
}
