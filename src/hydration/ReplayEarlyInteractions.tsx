import { useRef } from "react";
import { useAfterMountUpdates } from "./useAfterMountUpdates";
import {
  holdTarget,
  replayInteractionsSoon,
  resolveHeldTarget,
  takeEarlyInteractions,
  type EarlyInteraction,
  type HeldTarget,
} from "./early-interactions";

interface Held {
  type: EarlyInteraction["type"];
  target: HeldTarget;
}

/**
 * Plays the clicks and submits held before hydration that no on-demand part took (the parts'
 * effects run first and take their own).
 *
 * They are taken in the first effect after hydration, while every element is still the
 * prebuilt one, and played once React has rendered what the components' mount effects set.
 * Played any earlier, a held click could reach handlers still holding the server's defaults:
 * a tap on the theme switch by a visitor in the dark theme "switched" to dark again whenever
 * the replay won the race against the render that reads the stored theme.
 */
export function ReplayEarlyInteractions() {
  const held = useRef<Held[]>([]);
  useAfterMountUpdates(
    () => {
      held.current = takeEarlyInteractions(() => true).map(({ type, target }) => ({
        type,
        target: holdTarget(target),
      }));
    },
    () =>
      replayInteractionsSoon(
        held.current.splice(0).map(({ type, target }) => ({
          type,
          element: () => resolveHeldTarget(target),
        })),
      ),
  );
  return null;
}
