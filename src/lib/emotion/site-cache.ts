import createCache, { type EmotionCache } from "@emotion/cache";

/** The key of every Emotion class name on the site (`css-1a2b3c`), on the server and in the browser. */
export const EMOTION_CACHE_KEY = "css";

/**
 * The Emotion cache the site renders with, the same at build time and in the browser so that
 * class names match. Stylis's vendor prefixer is left out: it writes `-webkit-box`,
 * `-ms-flexbox` and the like beside nearly every rule, for browsers older than the ones the
 * site supports (2022 on: Safari 15.4, Chrome and Firefox of that year). The few prefixes
 * still worth having are written by hand beside their rule.
 */
export function createSiteCache(): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY, stylisPlugins: [] });
}
