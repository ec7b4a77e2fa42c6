import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ChevronRight } from "lucide-react";
import type { Crumb } from "../../lib/breadcrumbs";
import {
  fixedColours,
  focusRing,
  fontSize,
  navColours,
  radius,
  space,
  translucent,
} from "../../theme/tokens";

/* Drawn for the dark page banner, which looks the same in both themes. */
const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[4]} ${space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.small};
  line-height: 1.4;
  color: ${fixedColours.onDarkText};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space[8]};
    min-width: 0;
  }
  svg {
    flex: none;
    color: ${fixedColours.onDarkFaint};
  }
  /* A 44 px tall tap area around a 20 px line: the padding reaches into the banner's space
     above and below, and the negative margin keeps the line where it was. The minimum holds
     the 44 px when the line is a fraction of a pixel under 20. */
  a {
    display: inline-block;
    min-height: 44px;
    padding: ${space[12]} ${space[4]};
    margin: -${space[12]} -${space[4]};
    color: ${fixedColours.onDarkText};
    text-decoration: underline;
    text-decoration-color: ${translucent("onDarkText", 0.45)};
    text-underline-offset: 3px;
    border-radius: ${radius.sm};
  }
  a:hover {
    color: ${fixedColours.white};
    text-decoration-color: currentColor;
  }
  a:focus-visible {
    ${focusRing(navColours.focus)};
  }
  [aria-current="page"] {
    color: ${fixedColours.white};
    font-weight: 600;
  }
`;

interface BreadcrumbsProps {
  /** From the home page to the current page, which is the last step. */
  trail: readonly Crumb[];
}

/**
 * Where the page sits in the site: every step but the last is a link; the last is the page
 * itself, marked as current and not a link. Each separator ends the step before it, so a trail
 * that wraps on a phone ends a line with "›" and never starts one with it.
 */
export function Breadcrumbs({ trail }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        {trail.map((crumb, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li key={crumb.path}>
              {isCurrent ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <>
                  <Link to={crumb.path}>{crumb.name}</Link>
                  <ChevronRight size={14} aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </Trail>
    </nav>
  );
}
