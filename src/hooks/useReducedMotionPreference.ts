import { useMediaQuery } from "./useMediaQuery";

/**
 * True while the visitor asks the system for reduced motion; follows live changes. The prebuilt
 * HTML cannot know the setting, so it assumes motion is fine until hydrated.
 */
export function useReducedMotionPreference(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
