import { createElement, Fragment, lazy, useEffect, type ComponentType } from "react";
import { useAfterMountUpdates } from "./useAfterMountUpdates";
import { reportPreloadError } from "../lib/preload-error";

/**
 * A part of a page whose code arrives in its own chunk and which hydrates only when it is
 * needed: when it comes near the viewport, when the visitor reaches it (pointer, focus, key),
 * or when <OnDemand> decides so. Until then the prebuilt HTML stays on screen, untouched.
 *
 * React 18 drops a click that lands on a dehydrated boundary whose code is not loaded yet, so
 * <OnDemand> records such clicks and replays them once the part has mounted (see onMounted).
 */
export interface OnDemandController {
  readonly name: string;
  /**
   * The part never changes once rendered (text, pictures and links only): on a prebuilt page
   * its HTML stays as it is, React never hydrates it and its code is never loaded.
   */
  readonly staysPrebuilt: boolean;
  /** Allow the part to load and hydrate (idempotent). */
  open(): void;
  /** The code is in and the gate open: React can hydrate the part synchronously on an event. */
  isReady(): boolean;
  isMounted(): boolean;
  /** Whether the part was in the prebuilt HTML (decides what a failed load shows). */
  setPrebuilt(prebuilt: boolean): void;
  /**
   * Called after the part has mounted (hydrated or rendered) and React has rendered what its
   * mount effects set; returns an unsubscribe.
   */
  onMounted(listener: () => void): () => void;
  /** After a failed load of a part that was not prebuilt: start again from scratch. */
  retry(): void;
}

export type OnDemandComponent<Props> = ComponentType<Props> & { part: OnDemandController };

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export interface OnDemandOptions {
  /** See OnDemandController.staysPrebuilt. */
  staysPrebuilt?: boolean;
}

export function onDemandPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  options: OnDemandOptions = {},
): OnDemandComponent<Props> {
  let gate = deferred();
  let code: Promise<ComponentType<Props>> | null = null;
  let ready = false;
  let mounted = false;
  let prebuilt = false;
  const listeners = new Set<() => void>();

  const loadCode = () => {
    code ??= load().catch((error: unknown) => {
      code = null;
      throw error;
    });
    return code;
  };

  // Listeners (the replay of clicks held meanwhile) hear of the mount once React has rendered
  // what the part's own mount effects set, so a replayed click meets the part's real state.
  function MountedNotice() {
    useAfterMountUpdates(
      () => undefined,
      () => {
        for (const listener of [...listeners]) listener();
      },
    );
    return null;
  }

  function Mounted({ real: Real, props }: { real: ComponentType<Props>; props: Props }) {
    useEffect(() => {
      mounted = true;
      return () => {
        mounted = false;
      };
    }, []);
    return createElement(Fragment, null, createElement(Real, props), createElement(MountedNotice));
  }

  // A lazy component takes the props of the component it loads.
  const makeLazy = () =>
    lazy(async () => {
      for (;;) {
        // The server renders every part into the prebuilt HTML straight away.
        if (typeof window !== "undefined") await gate.promise;
        try {
          const Real = await loadCode();
          ready = true;
          const Loaded = (props: Props) => createElement(Mounted, { real: Real, props });
          return { default: Loaded };
        } catch (error) {
          reportPreloadError({ part: name, prebuilt, error });
          // No prebuilt HTML to keep: the boundary shows its "Try again" message.
          if (!prebuilt) throw error;
          // Prebuilt HTML stays on screen (inert); the next interaction tries again.
          gate = deferred();
        }
      }
    }) as unknown as ComponentType<Props>;

  let current = makeLazy();

  const controller: OnDemandController = {
    name,
    staysPrebuilt: options.staysPrebuilt ?? false,
    open: () => gate.resolve(),
    isReady: () => ready,
    isMounted: () => mounted,
    setPrebuilt: (value) => {
      prebuilt = value;
    },
    onMounted: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry: () => {
      gate = deferred();
      current = makeLazy();
      gate.resolve();
    },
  };

  // The lazy component is swapped on retry, so the exported component looks it up each render.
  const Component = (props: Props) => createElement(current, props);
  Component.displayName = `OnDemand(${name})`;
  return Object.assign(Component, { part: controller });
}
