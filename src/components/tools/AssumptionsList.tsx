import styled from "@emotion/styled";
import { color, fontSize, radius, space } from "../../theme/tokens";

const List = styled.ul`
  display: grid;
  gap: ${space[12]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: assumption;
`;

const Item = styled.li`
  position: relative;
  padding: ${space[16]} ${space[16]} ${space[16]} ${space[52]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  color: ${color.text};
  line-height: 1.55;
  counter-increment: assumption;
  &::before {
    content: counter(assumption);
    position: absolute;
    top: 13px;
    left: 14px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 26px;
    height: 26px;
    border-radius: ${radius.circle};
    background: color-mix(in srgb, ${color.primary} 14%, ${color.surfaceRaised});
    color: ${color.primary};
    font-size: ${fontSize.small};
    font-weight: 700;
  }
  @media print {
    padding: ${space[4]} 0 ${space[4]} ${space[28]};
    border: 0;
    &::before {
      top: 4px;
      left: 0;
      background: none;
    }
  }
`;

interface AssumptionsListProps {
  items: readonly string[];
}

/** The numbered list of what a calculator takes for granted, so its figures can be judged. */
export function AssumptionsList({ items }: AssumptionsListProps) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item}>{item}</Item>
      ))}
    </List>
  );
}
