import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { reportPreloadError } from "../../lib/preload-error";
import { isSearchShortcut, onSearchRequested } from "../../lib/search/search-events";
import { SEARCH_PATH } from "../../lib/search/search-kinds";
import type { SearchDialogProps } from "./SearchDialog";
import { loadSearchDialog } from "./loadSearchDialog";

/**
 * Opens the search dialog when a header control asks (search-events) or on "/", Ctrl+K or
 * Cmd+K, loading its code then; gives focus back to whatever had it when the dialog closes,
 * unless a result took the visitor to another page. Renders nothing until then.
 */
export function SiteSearch() {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const opener = useRef<Element | null>(null);
  const isOpen = useRef(false);
  isOpen.current = Dialog !== null;

  useEffect(() => {
    const show = (from: Element | null) => {
      if (isOpen.current) return;
      opener.current = from;
      loadSearchDialog().then(
        // A component is stored as state through an updater (a bare function would be called).
        (loaded) => setDialog(() => loaded),
        (error: unknown) => {
          reportPreloadError({ part: "search-dialog", prebuilt: false, error });
          // The control's own page still lists everything, so nobody meets a dead control.
          window.location.assign(SEARCH_PATH);
        },
      );
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      show(document.activeElement);
    };
    document.addEventListener("keydown", onKeyDown);
    const stopListening = onSearchRequested(show);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      stopListening();
    };
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setDialog(null);
    const from = opener.current;
    // Once React has removed the dialog (a result's link leaves focus to the next page).
    if (returnFocus && from instanceof HTMLElement) window.setTimeout(() => from.focus(), 0);
  }, []);

  if (!Dialog) return null;
  return <Dialog onClose={close} />;
}
