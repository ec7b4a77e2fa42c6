import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server render and the hydration pass, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
