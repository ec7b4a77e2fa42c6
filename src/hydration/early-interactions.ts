/**
 * Clicks and submits that happen before React has hydrated the page.
 *
 * Without this, a click on a button of the prebuilt HTML does nothing (no script yet) and a
 * submit posts the form to the page's own URL, putting what the visitor typed into the
 * address bar and throwing it away. A tiny inline script (the first script of every page,
 * inline/hold-early-interactions.ts) holds such events until the page hydrates; each on-demand part then takes those aimed at
 * it, and the layout replays the rest on the hydrated elements.
 */

export interface EarlyInteraction {
  type: "click" | "submit";
  target: Element;
}

declare global {
  interface Window {
    __earlyInteractions?: EarlyInteraction[];
  }
}

/** Removes and returns the held interactions whose target `accept` takes. */
export function takeEarlyInteractions(accept: (target: Element) => boolean): EarlyInteraction[] {
  const queue = typeof window === "undefined" ? undefined : window.__earlyInteractions;
  if (!queue) return [];
  const taken: EarlyInteraction[] = [];
  for (let i = 0; i < queue.length;) {
    if (accept(queue[i].target)) taken.push(...queue.splice(i, 1));
    else i += 1;
  }
  return taken;
}

/**
 * Plays an interaction again on its (now hydrated) element.
 *
 * A click is dispatched as a click event on the very element the visitor's tap landed on,
 * whatever kind of element that is. It used to be replayed with `HTMLElement.click()`, which
 * only HTML elements have: a tap on a button's icon lands on the icon's <svg> or one of its
 * <path>s, an SVG element, so every icon-only button (the menu, the theme switch, Cookie
 * Settings, Play) and any button tapped on its icon lost the tap, on every page and in every
 * on-demand part. The dispatched event bubbles from the same target as the real one, so it
 * reaches every listener the real one would (React's, at its root, included), and the
 * browser runs the same activation behaviour for it (a button in a form submits it, a
 * checkbox ticks, a link navigates) from the nearest element that has one.
 */
export function replayInteraction(type: EarlyInteraction["type"], element: Element | null): void {
  if (!element || !element.isConnected) return;
  if (type === "submit" && element instanceof HTMLFormElement) element.requestSubmit();
  else if (type === "click") {
    const view = element.ownerDocument.defaultView;
    if (!view) return;
    element.dispatchEvent(
      new view.MouseEvent("click", { bubbles: true, cancelable: true, composed: true, view }),
    );
  }
}

/** Controls whose own click does what a click on something inside them does. */
const CONTROL_SELECTOR =
  "button, a[href], input, select, textarea, label, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option]";

/** Where a held interaction landed, taken while that element is still the prebuilt one. */
export interface HeldTarget {
  /** The element the visitor's tap or submit landed on (often an icon inside a button). */
  element: Element;
  /** The control around it at that moment, if any. */
  control: Element | null;
}

export function holdTarget(element: Element): HeldTarget {
  return { element, control: element.closest(CONTROL_SELECTOR) };
}

/**
 * The element a held interaction is played on, found when it is played.
 *
 * The very element the visitor touched while it is still in the document: hydration keeps the
 * prebuilt nodes, so that is the usual case, even when React has since added or removed
 * elements around it (a part that sends both a phone and a desktop layout drops one once
 * hydrated, which moves every later sibling). Else the control around it, still in the
 * document when React replaced only what is inside (an icon that follows the state, such as
 * the theme switch's moon and sun). Else `fallback`, the same place in a part rendered afresh.
 */
export function resolveHeldTarget(
  held: HeldTarget,
  fallback: () => Element | null = () => null,
): Element | null {
  if (held.element.isConnected) return held.element;
  if (held.control?.isConnected) return held.control;
  return fallback();
}

/**
 * Replays in a new task: state set up while mounting (e.g. a form adopting what was typed
 * before hydration) must be rendered before a replayed click acts on it.
 */
export function replayInteractionsSoon(
  interactions: ReadonlyArray<{ type: EarlyInteraction["type"]; element: () => Element | null }>,
): void {
  if (interactions.length === 0) return;
  window.setTimeout(() => {
    for (const { type, element } of interactions) replayInteraction(type, element());
  }, 0);
}
