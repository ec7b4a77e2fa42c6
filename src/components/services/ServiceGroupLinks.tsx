import styled from "@emotion/styled";
import { groupAnchorId } from "../../lib/services-index";
import {
  fixedColours,
  focusRing,
  fontSize,
  navColours,
  radius,
  space,
  translucent,
} from "../../theme/tokens";
import { Icon } from "../Icon";

/* Drawn for the dark page banner, which looks the same in both themes. */
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[8]};
  margin: ${space[28]} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[8]};
    min-height: 44px;
    padding: ${space[8]} ${space[16]};
    border: 1px solid ${translucent("white", 0.28)};
    border-radius: ${radius.round};
    background: ${translucent("white", 0.08)};
    color: ${fixedColours.white};
    font-size: ${fontSize.body};
    font-weight: 600;
    text-decoration: none;
    transition:
      background 0.2s ease,
      border-color 0.2s ease;
  }
  a:hover {
    background: ${translucent("white", 0.18)};
    border-color: ${translucent("white", 0.5)};
    color: ${fixedColours.white};
  }
  a:focus-visible {
    ${focusRing(navColours.focus)};
  }
  svg {
    color: ${fixedColours.onDarkFocus};
  }
`;

interface ServiceGroupLinksProps {
  groups: readonly { heading: string; icon: string }[];
}

/** Jump links to each group further down the page (plain anchors: they work before any script). */
export function ServiceGroupLinks({ groups }: ServiceGroupLinksProps) {
  return (
    <nav aria-label="Service groups">
      <List>
        {groups.map((group) => (
          <li key={group.heading}>
            <a href={`#${groupAnchorId(group.heading)}`}>
              <Icon name={group.icon} size={18} strokeWidth={2} />
              {group.heading}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
