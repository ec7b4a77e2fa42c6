import styled from "@emotion/styled";
import { media, space } from "../../theme/tokens";
import { PAGES } from "../../lib/routes";
import { ChipLink } from "../ui/ChipLink";

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* On a phone the links would take several rows: one row that scrolls sideways instead,
     running to the screen's edges so the cut-off link shows there are more. */
  ${media.below("smallTablet")} {
    flex-wrap: nowrap;
    justify-content: flex-start;
    gap: ${space[8]};
    margin: 0 -${space[16]};
    padding: ${space[8]} ${space[16]};
    overflow-x: auto;
    scroll-padding-inline: 16px;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
    & > li {
      flex: none;
    }
  }
`;

const ALL_CATEGORIES_LABEL = "All";

export interface CategoryLink {
  name: string;
  path: string;
  /** Slugs of categories merged into this one (old links to them lead here). */
  formerSlugs?: readonly string[] | null;
}

export interface CategoryLinksProps {
  categories: readonly CategoryLink[];
  /** The listing shown: "/blogs" for all articles, a category's page, or null (an author's). */
  current: string | null;
  /** Whether this is the listing's first page (the link's own page) or a later one. */
  firstPage?: boolean;
}

/**
 * "All" and one link per category, each to its own page. The listing shown is marked current:
 * as the page itself on its first page, as the current choice on the pages after it.
 */
export function CategoryLinks({ categories, current, firstPage = true }: CategoryLinksProps) {
  const mark = firstPage ? "page" : "true";
  const links = [{ name: ALL_CATEGORIES_LABEL, path: PAGES.blogs.path }, ...categories];
  return (
    <nav aria-label="Article categories">
      <List>
        {links.map((link) => (
          <li key={link.path}>
            <ChipLink to={link.path} aria-current={link.path === current ? mark : undefined}>
              {link.name}
            </ChipLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
