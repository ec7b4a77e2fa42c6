/**
 * Clicks and submits that happen before React has hydrated the page.
 *
 * Without this, a click on a button of the prebuilt HTML does nothing (no script yet) and a
 * submit posts the form to the page's own URL, putting what the visitor typed into the
 * address bar and throwing it away. A tiny inline script (the first script of every page)
 * holds such events until the page hydrates; each on-demand part then takes those aimed at
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

/**
 * Runs inline in the head, before any bundle. Links and form controls keep their native
 * behaviour (a link navigates, text and ticks stay in the DOM and the forms adopt them when
 * they hydrate); everything else is held while <html> has no data-hydrated attribute.
 */
export const EARLY_INTERACTIONS_SCRIPT = `(function(){var q=window.__earlyInteractions=[],d=document,r=d.documentElement;function h(e){if(r.hasAttribute("data-hydrated"))return;var t=e.target;if(t&&t.nodeType!==1)t=t.parentElement;if(!t||!t.closest)return;if(e.type==="click"&&t.closest("a[href],input,select,textarea,label,option,[contenteditable]")&&!t.closest("button"))return;e.preventDefault();e.stopPropagation();q.push({type:e.type,target:t})}d.addEventListener("click",h,true);d.addEventListener("submit",h,true)})();`;

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

/** Plays an interaction again on its (now hydrated) element. */
export function replayInteraction(type: EarlyInteraction["type"], element: Element | null): void {
  if (!element || !element.isConnected) return;
  if (type === "submit" && element instanceof HTMLFormElement) element.requestSubmit();
  else if (type === "click" && element instanceof HTMLElement) element.click();
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
