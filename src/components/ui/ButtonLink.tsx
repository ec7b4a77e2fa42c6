import { Link, type GatsbyLinkProps } from "gatsby";
import { buttonLook, type ButtonSize, type ButtonVariant } from "./buttonStyles";

// Kept here too for the modules that build their own buttons on these looks.
export { buttonStyle, secondaryButtonStyle } from "./buttonStyles";

export interface ButtonLinkProps extends Omit<GatsbyLinkProps<unknown>, "ref"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** An internal link that looks like a button: it goes to a page, it does not act on this one. */
export function ButtonLink({
  variant = "primary",
  size = "regular",
  ...linkProps
}: ButtonLinkProps) {
  return <Link css={buttonLook(variant, size)} {...linkProps} />;
}
