import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import type { Renderer } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Layout } from "./src/components/layout/Layout";
import { trackRouteChange } from "./src/lib/consent/analytics";
import { followEndOfPage } from "./src/lib/end-of-page";
import { adoptServerStyles } from "./src/lib/emotion/server-styles";
import { createSiteCache } from "./src/lib/emotion/site-cache";
import { beginInitialHydration } from "./src/hydration/initial-hydration";

// The same key as the server's cache, so class names match; the prebuilt page's rules are
// adopted, not inserted again.
const emotionCache = createSiteCache();
adoptServerStyles(emotionCache, document);

// End lands at the end of the page though its lower sections render only when near.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  followEndOfPage(window);
};

/**
 * Hydration runs as a transition, so React yields to the browser between pieces of work
 * instead of blocking input for one long task. Pages with no prebuilt HTML (none today, but
 * Gatsby allows client-only routes) are rendered instead.
 */
function hydrateInTransition(element: ReactElement, root: Element): void {
  const prebuilt = document.getElementById("gatsby-focus-wrapper")?.hasChildNodes() ?? false;
  if (!prebuilt) {
    createRoot(root).render(element);
    return;
  }
  beginInitialHydration();
  startTransition(() => {
    hydrateRoot(root, element);
  });
}

// Gatsby's type names react-dom's legacy Renderer; Gatsby only ever calls it as (element, root).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as Renderer;

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={emotionCache}>{element}</CacheProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);

// A page view for every client-side route change, only while the visitor accepts analytics.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) =>
  trackRouteChange(location, prevLocation);
