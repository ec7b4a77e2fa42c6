import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a named export. Used for parts below the fold: the prebuilt HTML still
 * contains them, their code arrives in its own chunk, and React hydrates each one as a
 * separate, interruptible piece of work instead of inside one long start-up task.
 * Render inside <Suspense fallback={<LoadingFallback />}>.
 */
export function lazyComponent<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}
