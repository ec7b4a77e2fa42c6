import styled from "@emotion/styled";
import type { FilterOption } from "../../lib/search/search-results";
import { ToggleChip } from "../ui/ToggleChip";
import { space } from "../../theme/tokens";

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[8]};
`;

/** The filter's words stay at the text's weight; the count beside them is what stands out. */
const Choice = styled(ToggleChip)`
  font-weight: 400;
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
          size="small"
          pressed={option.value === chosen}
          onClick={() => onChoose(option.value)}
        >
          {option.label}
          <Count>{option.count}</Count>
        </Choice>
      ))}
    </Group>
  );
}
