import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ArrowRight } from "lucide-react";
import type { NavLink } from "../../lib/navigation";
import { submenuLinkStyle } from "./navStyles";

const List = styled.ul<{ columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ columns }) => columns}, minmax(0, 1fr));
  gap: 2px 8px;
`;

const ItemLink = styled(Link)(submenuLinkStyle);

/* The overview page spans the columns and is set apart from the entries below it. */
const OverviewItem = styled.li`
  grid-column: 1 / -1;
  margin-bottom: 4px;
  padding-bottom: 4px;
  border-bottom: 1px solid rgba(255, 255, 255, 0.14);
  a {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
    color: #ffffff;
  }
  svg {
    color: #7dd3fc;
  }
`;

interface SubmenuListProps {
  links: readonly NavLink[];
  columns?: number;
  onNavigate: () => void;
}

/** The links inside a submenu; used by the desktop dropdown and the mobile menu. */
export function SubmenuList({ links, columns = 1, onNavigate }: SubmenuListProps) {
  return (
    <List columns={columns}>
      {links.map((link) =>
        link.overview ? (
          <OverviewItem key={link.to}>
            <ItemLink to={link.to} onClick={onNavigate}>
              {link.label}
              <ArrowRight size={16} aria-hidden="true" />
            </ItemLink>
          </OverviewItem>
        ) : (
          <li key={link.to}>
            <ItemLink to={link.to} onClick={onNavigate}>
              {link.label}
            </ItemLink>
          </li>
        ),
      )}
    </List>
  );
}
