/**
 * What the site's components take from "gatsby", for the CMS's preview (the admin build puts
 * this module in place of the package): the preview runs outside Gatsby, so a link is a plain
 * link (the preview opens it in a new tab) and queries never run there.
 */
import { forwardRef, type AnchorHTMLAttributes } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _active, partiallyActive: _partly, children, ...rest },
  ref,
) {
  return (
    <a {...rest} href={to} ref={ref}>
      {children}
    </a>
  );
});

export function navigate(to: string): void {
  window.open(to, "_blank", "noopener");
}

/** Tagged queries are only read by Gatsby's build. */
export function graphql(): void {}

export function useStaticQuery(): never {
  throw new Error("A static query ran in the CMS preview; give the component its data as props.");
}
