import { forwardRef, type ButtonHTMLAttributes } from "react";
import { buttonLook, type ButtonSize, type ButtonVariant } from "./buttonStyles";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A real `<button>` in one of the site's looks; every other attribute (type, name, aria-*) is
 * passed on as given. A `className` (from `styled(Button)`) adds to the look.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "regular", ...buttonProps },
  ref,
) {
  return <button ref={ref} css={buttonLook(variant, size)} {...buttonProps} />;
});
