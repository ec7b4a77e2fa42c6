import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { EMOTION_CACHE_KEY } from "../../../src/lib/emotion/site-cache";
import { PrebuiltGlobal } from "../../../src/hydration/PrebuiltGlobal";
import { globalStyles } from "../../../src/theme/global-styles";

/** One Emotion cache per preview iframe, writing the site's styles into that frame's head. */
const caches = new WeakMap<Document, EmotionCache>();

function cacheFor(frame: Document): EmotionCache {
  let cache = caches.get(frame);
  if (!cache) {
    cache = createCache({ key: EMOTION_CACHE_KEY, container: frame.head, stylisPlugins: [] });
    caches.set(frame, cache);
  }
  return cache;
}

/**
 * The site's own look inside Decap's preview iframe: its global styles (light theme, type,
 * colours) and every component's Emotion styles, in the frame rather than the editor's page.
 */
export function PreviewFrame({ frame, children }: { frame: Document; children: ReactNode }) {
  return (
    <CacheProvider value={cacheFor(frame)}>
      <PrebuiltGlobal styles={globalStyles} />
      <main>{children}</main>
    </CacheProvider>
  );
}
