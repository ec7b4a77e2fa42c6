/**
 * Emotion's default server rendering puts a <style> before each styled element in the body:
 * a heavier document, and child selectors (:nth-child, :first-child) that count those tags
 * until the browser's Emotion moves them to the head, which shifts the layout. Instead each
 * page renders with its own cache in compat mode, which only collects the rules
 * (wrap-root-element.tsx), and onRenderBody (called after the body is rendered) writes them
 * into one <style> in the head. The browser's Emotion adopts them instead of inserting them
 * again (src/lib/emotion/server-styles.ts, gatsby-browser.tsx). Pages render concurrently,
 * so the caches are kept per path.
 */
import type { EmotionCache } from "@emotion/cache";
import {
  SERVER_STYLES_ATTRIBUTE,
  serverStylesAttributeValue,
} from "../../../src/lib/emotion/server-styles";

const pageStyles = new Map<string, EmotionCache>();

/** Keeps the cache a page renders with, to collect its rules once the body is rendered. */
export function rememberPageCache(pathname: string, cache: EmotionCache): void {
  pageStyles.set(pathname, cache);
}

/** The page's collected rules as one <style> element (none if it rendered without a cache). */
export function collectedStyles(pathname: string) {
  const cache = pageStyles.get(pathname);
  pageStyles.delete(pathname);
  if (!cache) return [];
  const ids = Object.keys(cache.inserted);
  const css = ids
    .map((id) => cache.inserted[id])
    .filter((rules): rules is string => typeof rules === "string")
    .join("");
  return [
    <style
      key="emotion-styles"
      {...{ [SERVER_STYLES_ATTRIBUTE]: serverStylesAttributeValue(cache.key, ids, css) }}
      dangerouslySetInnerHTML={{ __html: css }}
    />,
  ];
}
