import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ArrowRight } from "lucide-react";
import type { NavLink, SubmenuSection } from "../../lib/navigation";
import { fixedColours, fontSize, navColours, space, translucent } from "../../theme/tokens";
import { submenuLinkStyle } from "./navStyles";

/* Groups side by side in a wide panel, one under another in the mobile menu. */
const Sections = styled.div<{ columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ columns }) => columns}, minmax(0, 1fr));
  gap: ${space[4]} ${space[12]};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space[4]};
`;

const Group = styled.div`
  min-width: 0;
`;

/* A group's name: small and muted, so the links stay what the eye lands on. */
const GroupHeading = styled.h2`
  margin: ${space[8]} ${space[12]} ${space[4]};
  color: ${navColours.muted};
  font-size: ${fontSize.small};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const ItemLink = styled(Link)(submenuLinkStyle);

/* The overview page spans the columns and is set apart from the entries below it. */
const Overview = styled.div`
  grid-column: 1 / -1;
  margin-bottom: ${space[4]};
  padding-bottom: ${space[4]};
  border-bottom: 1px solid ${translucent("white", 0.14)};
  a {
    display: flex;
    align-items: center;
    gap: ${space[8]};
    font-weight: 600;
    color: ${fixedColours.white};
  }
  svg {
    color: ${fixedColours.onDarkFocus};
  }
`;

interface SubmenuListProps {
  /** Prefix of the group headings' ids (unique per submenu). */
  idPrefix: string;
  sections: readonly SubmenuSection[];
  columns?: number;
  onNavigate: () => void;
}

function Links({ links, onNavigate }: { links: readonly NavLink[]; onNavigate: () => void }) {
  return links.map((link) => (
    <li key={link.to}>
      <ItemLink to={link.to} onClick={onNavigate}>
        {link.label}
        {link.overview && <ArrowRight size={16} aria-hidden="true" />}
      </ItemLink>
    </li>
  ));
}

/**
 * The links inside a submenu, used by the desktop dropdown and the mobile menu: the overview
 * page first, then each group under its heading, its links a list named by that heading.
 */
export function SubmenuList({ idPrefix, sections, columns = 1, onNavigate }: SubmenuListProps) {
  return (
    <Sections columns={columns}>
      {sections.map((section, index) => {
        const list = (labelledBy?: string) => (
          <List aria-labelledby={labelledBy}>
            <Links links={section.links} onNavigate={onNavigate} />
          </List>
        );
        if (!section.heading) {
          const overview = section.links.some((link) => link.overview);
          return overview ? (
            <Overview key={index}>{list()}</Overview>
          ) : (
            <Group key={index}>{list()}</Group>
          );
        }
        const headingId = `${idPrefix}-group-${index}`;
        return (
          <Group key={section.heading}>
            <GroupHeading id={headingId}>{section.heading}</GroupHeading>
            {list(headingId)}
          </Group>
        );
      })}
    </Sections>
  );
}
