/**
 * Whether React is hydrating the prebuilt page it started on (as opposed to rendering a page
 * reached by a client-side navigation). Read once by a component's first render, so that
 * nothing re-renders when it ends: a re-render that reaches a Suspense boundary still waiting
 * to hydrate makes React throw its prebuilt HTML away and render it again from scratch.
 */
let hydrating = false;

export function beginInitialHydration(): void {
  hydrating = true;
}

export function endInitialHydration(): void {
  hydrating = false;
}

/** True on the server (which renders the prebuilt HTML) and during the first hydration. */
export function isInitialHydration(): boolean {
  return typeof window === "undefined" || hydrating;
}
