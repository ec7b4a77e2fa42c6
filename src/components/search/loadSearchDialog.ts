import type { ComponentType } from "react";
import type { SearchDialogProps } from "./SearchDialog";

let loading: Promise<ComponentType<SearchDialogProps>> | null = null;

/**
 * The dialog's code is its own chunk, fetched when a visitor opens search or, a moment
 * earlier, points at or tabs to the control. A failed load is forgotten, so the next request
 * tries again.
 */
export function loadSearchDialog(): Promise<ComponentType<SearchDialogProps>> {
  loading ??= import(/* webpackChunkName: "search-dialog" */ "./SearchDialog").then(
    (module) => module.SearchDialog,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Fetches the dialog's code ahead of a likely click; a failure waits for the click itself. */
export function prefetchSearchDialog(): void {
  loadSearchDialog().catch(() => undefined);
}
