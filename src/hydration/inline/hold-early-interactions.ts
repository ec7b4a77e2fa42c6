/**
 * Holds clicks and submits made before React hydrates the page (see ../early-interactions.ts,
 * which takes and replays them). Links and form controls keep their native behaviour: a link
 * navigates, and what is typed or ticked stays in the DOM for the forms to adopt when they
 * hydrate. Everything else is held while <html> has no data-hydrated attribute. A tab that is a
 * link (to the page of what it shows, for visitors without scripts) is held too, so it shows its
 * panel in place as it does once the page is interactive; so is a link that opens a popup once
 * the page runs (aria-haspopup: the header's search control), so the tap opens it afterwards.
 */
import type { EarlyInteraction } from "../early-interactions";

const NATIVE_BEFORE_HYDRATION = "a[href],input,select,textarea,label,option,[contenteditable]";
const HELD_ALL_THE_SAME = "button,[role=tab],[aria-haspopup]";

const held: EarlyInteraction[] = (window.__earlyInteractions = []);
const root = document.documentElement;

function hold(event: Event): void {
  if (root.hasAttribute("data-hydrated")) return;
  const node = event.target as Node | null;
  // A tap on text lands on a text node: its element is the target.
  const target = node && node.nodeType !== 1 /* an element */ ? node.parentElement : node;
  if (!(target instanceof Element)) return;
  if (
    event.type === "click" &&
    target.closest(NATIVE_BEFORE_HYDRATION) &&
    !target.closest(HELD_ALL_THE_SAME)
  )
    return;
  event.preventDefault();
  event.stopPropagation();
  held.push({ type: event.type as EarlyInteraction["type"], target });
}

document.addEventListener("click", hold, true);
document.addEventListener("submit", hold, true);
