import { color } from "../../../theme/tokens";

/**
 * Each phase's colour on the timeline, from the theme's blue to its teal, so neighbouring
 * bars differ in both themes without new colours.
 */
export function phaseColour(index: number, count: number): string {
  const share = count <= 1 ? 100 : Math.round(100 - (index / (count - 1)) * 100);
  return `color-mix(in srgb, ${color.primary} ${share}%, ${color.accent})`;
}
