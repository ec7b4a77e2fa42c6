/**
 * End (or Ctrl+End) lands at the end of the page. Sections below the fold skip their rendering
 * until they near the screen (`content-visibility: auto`) and count as an estimated height till
 * then; the browser scrolls to the end as estimated, the sections it passes render at their
 * real height, and the page then ends further down than the visitor landed. For a moment after
 * the key, each time the page grows the view follows it to the end, until the visitor scrolls,
 * taps, clicks or presses another key. Nothing runs between those moments: the page's size is
 * observed, not polled.
 */

/** How long after End the view follows the page's growth to its end. */
export const FOLLOW_END_MS = 1500;

/** Where End already means something other than "the end of the page" (a widget's items too). */
const OWN_END_KEY =
  "input,textarea,select,[contenteditable]:not([contenteditable='false']),[role=slider]," +
  "[role=spinbutton],[role=listbox],[role=tablist],[role=menu],[role=grid],[role=combobox]," +
  "[role=tree],[role=radiogroup]";

type EndKeyEvent = Pick<
  KeyboardEvent,
  "key" | "altKey" | "shiftKey" | "metaKey" | "defaultPrevented" | "target"
>;

/** Whether a key press asks the page to go to its end. */
export function asksForEndOfPage(event: EndKeyEvent): boolean {
  if (event.key !== "End" || event.altKey || event.shiftKey || event.metaKey) return false;
  if (event.defaultPrevented) return false;
  const element = event.target as Partial<Element> | null;
  return !(typeof element?.closest === "function" && element.closest(OWN_END_KEY) !== null);
}

/** Starts following End in this window; returns what stops it. */
export function followEndOfPage(win: Window): () => void {
  const doc = win.document;
  let observer: ResizeObserver | null = null;
  let until = 0;
  const stop = () => {
    observer?.disconnect();
    observer = null;
  };
  const toEnd = () => {
    if (win.performance.now() > until) {
      stop();
      return;
    }
    win.scrollTo({ top: doc.documentElement.scrollHeight, behavior: "instant" });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    stop();
    if (!asksForEndOfPage(event) || typeof ResizeObserver !== "function") return;
    until = win.performance.now() + FOLLOW_END_MS;
    const following = new ResizeObserver(toEnd);
    following.observe(doc.body);
    observer = following;
  };
  const intents = ["wheel", "touchstart", "pointerdown"] as const;
  // After the page's own handlers: a widget that takes End for itself prevents the default.
  win.addEventListener("keydown", onKeyDown);
  for (const type of intents) win.addEventListener(type, stop, { passive: true });
  return () => {
    stop();
    win.removeEventListener("keydown", onKeyDown);
    for (const type of intents) win.removeEventListener(type, stop);
  };
}
