import { css } from "@emotion/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { color, media, radius } from "../../theme/tokens";

/** The tile: its border turns primary under the pointer, and a chosen one is outlined and tinted. */
const choiceBase = css`
  display: flex;
  align-items: center;
  border-style: solid;
  border-color: ${color.border};
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
  input {
    flex: none;
    margin: 0;
    accent-color: ${color.primary};
    cursor: pointer;
  }
`;

/** `compact` for a grid of many options in a form; `roomy` for one question's few answers. */
const choiceSizes = {
  compact: css`
    gap: 10px;
    min-height: 44px;
    padding: 8px 12px;
    border-width: 1px;
    border-radius: ${radius.sm};
    background: ${color.bg};
    font-size: 0.95rem;
    line-height: 1.3;
    &:has(input:checked) {
      border-color: ${color.primary};
      background: color-mix(in srgb, ${color.primary} 8%, ${color.bg});
    }
    input {
      width: 18px;
      height: 18px;
    }
  `,
  roomy: css`
    gap: 14px;
    min-height: 56px;
    padding: 14px 18px;
    border-width: 2px;
    border-radius: ${radius.md};
    background: ${color.surfaceRaised};
    font-size: 1.02rem;
    &:has(input:checked) {
      border-color: ${color.primary};
      background: color-mix(in srgb, ${color.primary} 9%, ${color.surfaceRaised});
      font-weight: 600;
    }
    input {
      width: 20px;
      height: 20px;
    }
    ${media.mobile} {
      padding: 12px 14px;
      font-size: 1rem;
    }
  `,
};

export interface ChoiceOptionProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "size"
> {
  type: "checkbox" | "radio";
  size: keyof typeof choiceSizes;
  /** The option's words: the input's accessible name, through the label round both. */
  children: ReactNode;
}

/**
 * A native checkbox or radio button and its words in one label, drawn as a tile: the whole tile
 * toggles the input, and the input keeps its own role, state and keyboard behaviour.
 */
export function ChoiceOption({ type, size, children, ...inputProps }: ChoiceOptionProps) {
  return (
    <label htmlFor={inputProps.id} css={[choiceBase, choiceSizes[size]]}>
      <input type={type} {...inputProps} />
      <span>{children}</span>
    </label>
  );
}
