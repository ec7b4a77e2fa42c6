import styled from "@emotion/styled";
import { listingPagePath } from "../../lib/routes";
import { ChipLink } from "../ui/ChipLink";
import { space } from "../../theme/tokens";

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[8]};
  margin: ${space[40]} 0 0;
  padding: 0;
  list-style: none;
`;

export interface ListingPagerProps {
  /** The listing's first page, e.g. "/blogs". */
  basePath: string;
  pageNumber: number;
  pageCount: number;
}

/** Links to the listing's other pages (Previous, each page, Next); nothing when it has one. */
export function ListingPager({ basePath, pageNumber, pageCount }: ListingPagerProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Pages of articles">
      <List>
        {pageNumber > 1 && (
          <li>
            <ChipLink to={listingPagePath(basePath, pageNumber - 1)} rel="prev">
              Previous
            </ChipLink>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <ChipLink
              to={listingPagePath(basePath, page)}
              aria-current={page === pageNumber ? "page" : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </ChipLink>
          </li>
        ))}
        {pageNumber < pageCount && (
          <li>
            <ChipLink to={listingPagePath(basePath, pageNumber + 1)} rel="next">
              Next
            </ChipLink>
          </li>
        )}
      </List>
    </nav>
  );
}
