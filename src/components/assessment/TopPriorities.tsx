import styled from "@emotion/styled";
import { color, fontSize, radius, space } from "../../theme/tokens";

const List = styled.ol`
  display: grid;
  gap: ${space[12]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: priority;
  li {
    position: relative;
    padding-left: ${space[44]};
    counter-increment: priority;
  }
  li::before {
    content: counter(priority);
    position: absolute;
    left: 0;
    top: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 30px;
    height: 30px;
    border-radius: ${radius.circle};
    background: color-mix(in srgb, ${color.primary} 14%, ${color.surfaceRaised});
    color: ${color.primary};
    font-weight: 700;
    font-size: ${fontSize.small};
  }
`;

interface TopPrioritiesProps {
  priorities: readonly string[];
}

/** The visitor's priorities, the main concern first; the title before the colon stands out. */
export function TopPriorities({ priorities }: TopPrioritiesProps) {
  return (
    <List>
      {priorities.map((priority) => {
        const [title, ...rest] = priority.split(": ");
        return (
          <li key={priority}>
            {rest.length > 0 ? (
              <>
                <strong>{title}:</strong> {rest.join(": ")}
              </>
            ) : (
              priority
            )}
          </li>
        );
      })}
    </List>
  );
}
