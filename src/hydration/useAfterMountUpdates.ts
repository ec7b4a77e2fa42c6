import { useEffect, useRef, useState } from "react";

/**
 * Calls `onMount` in the component's mount effect, and `onRendered` once React has rendered
 * the updates that the mount effects of the whole tree made (a theme read from storage, a
 * viewport from a media query, what a form adopted). React renders all the updates one round
 * of effects makes in one pass, and this hook makes its own in its mount effect, so the
 * effect that follows that pass sees the page as its components meant it, not as the prebuilt
 * HTML had it.
 *
 * The hook renders its component a second time: use it in a component that renders nothing.
 */
export function useAfterMountUpdates(onMount: () => void, onRendered: () => void): void {
  const callbacks = useRef({ onMount, onRendered });
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    callbacks.current.onMount();
    setRendered(true);
  }, []);
  useEffect(() => {
    if (rendered) callbacks.current.onRendered();
  }, [rendered]);
}
