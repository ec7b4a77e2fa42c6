import { Link, type GatsbyLinkProps } from "gatsby";
import { buttonLook } from "./buttonStyles";

export type ChipLinkProps = Omit<GatsbyLinkProps<unknown>, "ref">;

/**
 * A rounded link in a row of them (categories, pages of a listing). The one given
 * `aria-current` is the page or choice shown, and is drawn filled.
 */
export function ChipLink(linkProps: ChipLinkProps) {
  return <Link css={buttonLook("outline", "medium")} {...linkProps} />;
}
