import styled from "@emotion/styled";
import { color, media, radius } from "../../theme/tokens";

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  /* On a phone the eleven buttons would take six rows: one row that scrolls sideways instead,
     running to the screen's edges so the cut-off button shows there are more. */
  @media (max-width: 639px) {
    flex-wrap: nowrap;
    justify-content: flex-start;
    gap: 8px;
    margin: 0 -16px;
    padding: 6px 16px;
    overflow-x: auto;
    scroll-padding-inline: 16px;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
    & > button {
      flex: none;
    }
  }
`;

const Toggle = styled.button`
  min-height: 40px;
  padding: 7px 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.round};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font-size: 0.92rem;
  font-weight: 600;
  cursor: pointer;
  transition:
    background 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    border-color: ${color.primary};
    color: ${color.primary};
  }
  ${media.mobile} {
    min-height: 38px;
    padding: 6px 13px;
    font-size: 0.88rem;
  }
  &[aria-pressed="true"] {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
`;

export const ALL_CATEGORIES_LABEL = "All";

export interface CategoryFilterProps {
  categories: readonly string[];
  /** null: every article. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** "All" and one toggle button per category; exactly one is pressed. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  return (
    <Group role="group" aria-label="Filter articles by category">
      <Toggle type="button" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {ALL_CATEGORIES_LABEL}
      </Toggle>
      {categories.map((category) => (
        <Toggle
          key={category}
          type="button"
          aria-pressed={selected === category}
          onClick={() => onSelect(category)}
        >
          {category}
        </Toggle>
      ))}
    </Group>
  );
}
