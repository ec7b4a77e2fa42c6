import type { ComponentType } from "react";
import type { ConsentBannerProps } from "./ConsentBanner";

let loading: Promise<ComponentType<ConsentBannerProps>> | null = null;

/**
 * The banner's code is its own small chunk: most visits after the first never need it, and on
 * a first visit it loads once the page is idle, outside hydration. A failed load is forgotten,
 * so the next request tries again.
 */
export function loadConsentBanner(): Promise<ComponentType<ConsentBannerProps>> {
  loading ??= import(/* webpackChunkName: "consent-banner" */ "./ConsentBanner").then(
    (module) => module.ConsentBanner,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
