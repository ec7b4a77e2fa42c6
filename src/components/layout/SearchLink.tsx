import type { MouseEvent, ReactNode } from "react";
import { opensElsewhere, requestSearch } from "../../lib/search/search-events";
import { SEARCH_PATH } from "../../lib/search/search-kinds";
import { prefetchSearchDialog } from "../search/loadSearchDialog";

interface SearchLinkProps {
  className?: string;
  children: ReactNode;
  /** The name when the content is only an icon. */
  "aria-label"?: string;
  "aria-keyshortcuts"?: string;
  title?: string;
}

/**
 * The header's search control. It is a link to the search page, which is what a browser without
 * scripts follows (the page lists every article, service, case study and tool); with scripts a
 * click opens the search dialog instead (a tap before hydration is held and replayed, see
 * early-interactions), and pointing at it or tabbing to it fetches the dialog's code.
 */
export function SearchLink({ children, ...props }: SearchLinkProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    requestSearch(event.currentTarget);
  };
  return (
    <a
      href={SEARCH_PATH}
      aria-haspopup="dialog"
      onClick={open}
      onPointerEnter={prefetchSearchDialog}
      onFocus={prefetchSearchDialog}
      {...props}
    >
      {children}
    </a>
  );
}
