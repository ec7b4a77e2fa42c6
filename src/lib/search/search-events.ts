/**
 * The header's search controls and the keyboard shortcuts ask for the search dialog through
 * this event, so the dialog (a separate chunk) is loaded only when a visitor opens it.
 */
export const OPEN_SEARCH_EVENT = "search:open";

/** Opens search; `opener` gets focus back when the dialog closes. */
export function requestSearch(opener: Element | null, target: Window = window): void {
  target.dispatchEvent(new CustomEvent<Element | null>(OPEN_SEARCH_EVENT, { detail: opener }));
}

export function onSearchRequested(
  listener: (opener: Element | null) => void,
  target: Window = window,
): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<Element | null>).detail);
  target.addEventListener(OPEN_SEARCH_EVENT, handle);
  return () => target.removeEventListener(OPEN_SEARCH_EVENT, handle);
}

/** The keys that open search, as the header control announces them (aria-keyshortcuts). */
export const SEARCH_KEY_SHORTCUTS = "/ Control+K Meta+K";

type ShortcutEvent = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">;

function isTyping(target: EventTarget | null): boolean {
  const element = target as Partial<Element> | null;
  return (
    typeof element?.closest === "function" &&
    element.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !==
      null
  );
}

/** Ctrl+K or Cmd+K anywhere; "/" unless the visitor is typing in a field. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return event.key.toLowerCase() === "k";
  return event.key === "/" && !isTyping(event.target);
}

/** A click that opens the link's page in a new tab or window, which stays the browser's own. */
export function opensElsewhere(
  event: Pick<MouseEvent, "button" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}
