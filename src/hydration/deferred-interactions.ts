import {
  holdTarget,
  replayInteractionsSoon,
  resolveHeldTarget,
  takeEarlyInteractions,
  type HeldTarget,
} from "./early-interactions";
import { idleQueue } from "./idle-queue";

/**
 * Keeps a visitor's clicks on a part of the page whose code has not arrived yet.
 *
 * React 18 hydrates a dehydrated part synchronously when a click lands on it, but only if the
 * part's code is already loaded; otherwise the click is dropped. Here clicks on such a part
 * are held (their default action stopped, so a submit button does not post the form to the
 * page's own URL) and played again on the same element once the part has hydrated. Links and
 * form controls keep their native behaviour: a link navigates, typed text and ticks stay in
 * the DOM and the form adopts them when it hydrates.
 */

export interface DeferredPart {
  open(): void;
  isReady(): boolean;
  isMounted(): boolean;
  onMounted(listener: () => void): () => void;
}

export interface HeldInteraction {
  kind: "click" | "submit";
  target: HeldTarget;
  /**
   * Child indexes from the part's root to the element, so that its counterpart is found should
   * the part be rendered afresh instead of hydrated (the element itself is used while it is
   * still in the document: hydration may move it, but keeps it).
   */
  path: number[];
}

/** Child indexes from `root` down to `element` (empty when element is root or outside it). */
export function elementPath(root: Element, element: Element): number[] {
  const path: number[] = [];
  let node: Element | null = element;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node) as number);
    node = parent;
  }
  return node === root ? path : [];
}

export function elementAtPath(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) {
    node = node?.children[index] ?? null;
    if (!node) return null;
  }
  return node;
}

const NATIVE_SELECTOR = "a[href], input, select, textarea, label, option, [contenteditable]";

/** A click whose native default already does the right thing (navigate, tick, focus, type). */
export function hasNativeAction(target: Element): boolean {
  const native = target.closest(NATIVE_SELECTOR);
  // A submit button inside a label is still a button; everything else native stays native.
  return native !== null && !target.closest("button");
}

function eventElement(event: Event): Element | null {
  const target = event.target;
  if (target instanceof Element) return target;
  if (target instanceof Node) return target.parentElement;
  return null;
}

export interface HoldOptions {
  /** How close to the viewport a part may come before it hydrates. */
  rootMargin?: string;
  /** Also open the part once the page has loaded and the browser is idle (one part at a time). */
  openWhenIdle?: boolean;
}

/**
 * Watches `root` (the prebuilt HTML of `part`) until the part mounts: opens the part when it
 * nears the viewport, when the visitor reaches it, or when the browser is idle after load;
 * holds clicks and submits meanwhile, and plays them again afterwards. Returns a function that
 * stops watching.
 */
export function holdInteractionsUntilMounted(
  root: HTMLElement,
  part: DeferredPart,
  { rootMargin = "200px", openWhenIdle = true }: HoldOptions = {},
): () => void {
  // What the visitor did here before the page hydrated is this part's to replay.
  const held: HeldInteraction[] = takeEarlyInteractions((target) => root.contains(target)).map(
    ({ type, target }) => ({
      kind: type,
      target: holdTarget(target),
      path: elementPath(root, target),
    }),
  );
  const cleanups: Array<() => void> = [];
  if (held.length > 0) part.open();
  const waiting = () => !part.isReady() && !part.isMounted();

  const open = () => part.open();
  // Listening on the document, in the capture phase: React's own listener on its root stops
  // the propagation of a click (and of focusin) aimed at a part it cannot hydrate yet, so a
  // listener on the part itself would never hear it.
  const doc = root.ownerDocument;
  const inside = (event: Event): Element | null => {
    const target = eventElement(event);
    return target && root.contains(target) ? target : null;
  };
  const hold = (kind: HeldInteraction["kind"]) => (event: Event) => {
    const target = inside(event);
    if (!target || !waiting()) return;
    open();
    if (kind === "click" && hasNativeAction(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind, target: holdTarget(target), path: elementPath(root, target) });
  };
  const openOnReach = (event: Event) => {
    if (inside(event)) open();
  };
  const onClick = hold("click");
  const onSubmit = hold("submit");
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("submit", onSubmit, true);
  for (const type of ["pointerdown", "touchstart", "focusin", "keydown"] as const) {
    doc.addEventListener(type, openOnReach, { capture: true, passive: true });
    cleanups.push(() => doc.removeEventListener(type, openOnReach, { capture: true }));
  }
  cleanups.push(() => {
    doc.removeEventListener("click", onClick, true);
    doc.removeEventListener("submit", onSubmit, true);
  });

  if (typeof IntersectionObserver === "function") {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin },
    );
    observer.observe(root);
    cleanups.push(() => observer.disconnect());
  } else {
    open();
  }

  if (openWhenIdle && typeof window !== "undefined") {
    cleanups.push(
      idleQueue().add({
        start: open,
        isDone: () => !waiting(),
        onDone: (listener) => part.onMounted(listener),
      }),
    );
  }

  const stop = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const unsubscribe = part.onMounted(() => {
    unsubscribe();
    stop();
    root.dataset.partMounted = "true";
    // Played in the order they happened, on the hydrated elements.
    replayInteractionsSoon(
      held.splice(0).map(({ kind, target, path }) => ({
        type: kind,
        element: () => resolveHeldTarget(target, () => elementAtPath(root, path)),
      })),
    );
  });
  return () => {
    unsubscribe();
    stop();
  };
}
