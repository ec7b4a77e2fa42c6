/**
 * When a part of a page cannot be loaded on demand (a dropped connection, a deploy that removed
 * old chunks), the window receives a `preload-error` event saying what failed, so monitoring
 * and tests can see it; the page itself decides what the visitor sees.
 */
export const PRELOAD_ERROR_EVENT = "preload-error";

export interface PreloadErrorDetail {
  /** Name of the part (or "page:/path" for a page). */
  part: string;
  /** Whether the part's HTML was already on screen from the prebuilt page. */
  prebuilt: boolean;
  message: string;
}

export function preloadErrorDetail(input: {
  part: string;
  prebuilt: boolean;
  error: unknown;
}): PreloadErrorDetail {
  const message =
    input.error instanceof Error ? input.error.message : String(input.error ?? "unknown error");
  return { part: input.part, prebuilt: input.prebuilt, message };
}

export function reportPreloadError(input: { part: string; prebuilt: boolean; error: unknown }) {
  if (typeof window === "undefined") return;
  window.dispatchEvent(
    new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { detail: preloadErrorDetail(input) }),
  );
}
