import type { ButtonHTMLAttributes } from "react";
import { buttonLook, type ButtonSize } from "./buttonStyles";

export interface ToggleChipProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "aria-pressed"
> {
  /** Whether the choice is on; read out as "pressed" and drawn filled. */
  pressed: boolean;
  size?: Exclude<ButtonSize, "regular" | "icon">;
}

/**
 * A toggle button in a row of choices (a filter, a year, a quick pick): a real button whose
 * state is `aria-pressed`, named by its text. It never submits a form.
 */
export function ToggleChip({ pressed, size = "medium", ...buttonProps }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      css={buttonLook("outline", size)}
      {...buttonProps}
    />
  );
}
