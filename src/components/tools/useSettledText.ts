import { useEffect, useRef, useState } from "react";

/**
 * The text once it has stopped changing for `delayMs`, and "" until it first changes. A live
 * region fed with it announces the result when the visitor pauses, not on every keystroke,
 * and says nothing when the page loads.
 */
export function useSettledText(text: string, delayMs = 800): string {
  const [settled, setSettled] = useState("");
  const isFirstRun = useRef(true);
  useEffect(() => {
    if (isFirstRun.current) {
      isFirstRun.current = false;
      return undefined;
    }
    const timer = window.setTimeout(() => setSettled(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
