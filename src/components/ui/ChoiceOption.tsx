import { css } from "@emotion/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { color } from "../../theme/tokens";

/** The tile: its border turns primary under the pointer, a chosen one is outlined and tinted. */
const choiceBase = css`
  display: flex;
  align-items: center;
  border-style: solid;
  border-color: ${color.border};
  background: var(--choice-background);
  color: ${color.text};
  cursor: pointer;
  @media (prefers-reduced-motion: no-preference) {
    transition:
      border-color 0.15s ease,
      background 0.15s ease;
  }
  &:hover {
    border-color: color-mix(in srgb, ${color.primary} 60%, ${color.border});
  }
  /* Chosen: outlined in primary, over a tint of the tile's own background. */
  &:has(input:checked) {
    border-color: ${color.primary};
    background: color-mix(in srgb, ${color.primary} 8%, var(--choice-background));
  }
  input {
    flex: none;
    margin: 0;
    accent-color: ${color.primary};
    cursor: pointer;
  }
`;

export interface ChoiceOptionProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "className"
> {
  type: "checkbox" | "radio";
  /**
   * The tile's size and background, from the form it is in (`styled(ChoiceOption)`): each form
   * has one, so a page carries only its own. It sets --choice-background for the chosen tint.
   */
  className?: string;
  /** The option's words: the input's accessible name, through the label round both. */
  children: ReactNode;
}

/**
 * A native checkbox or radio button and its words in one label, drawn as a tile: the whole tile
 * toggles the input, and the input keeps its own role, state and keyboard behaviour.
 */
export function ChoiceOption({ type, className, children, ...inputProps }: ChoiceOptionProps) {
  return (
    <label htmlFor={inputProps.id} className={className} css={choiceBase}>
      <input type={type} {...inputProps} />
      <span>{children}</span>
    </label>
  );
}
