import { useMediaQuery } from "./useMediaQuery";

/** True when the visitor asked the system for less motion. False during the server render. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
