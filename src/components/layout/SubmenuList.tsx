import styled from "@emotion/styled";
import { Link } from "gatsby";
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

interface SubmenuListProps {
  links: readonly NavLink[];
  columns?: number;
  onNavigate: () => void;
}

/** The links inside a submenu; used by the desktop dropdown and the mobile menu. */
export function SubmenuList({ links, columns = 1, onNavigate }: SubmenuListProps) {
  return (
    <List columns={columns}>
      {links.map((link) => (
        <li key={link.to}>
          <ItemLink to={link.to} onClick={onNavigate}>
            {link.label}
          </ItemLink>
        </li>
      ))}
    </List>
  );
}
