import type { EmotionCache } from "@emotion/cache";

/**
 * Every prebuilt page carries the Emotion rules it uses in one <style> in its head. The browser's
 * Emotion must know those rules are there, or it inserts them again on hydration. Emotion's own
 * way of adopting server styles (a `data-emotion` attribute) moves the tag to the end of the
 * head, which makes the browser drop and re-apply the whole stylesheet (a full style recalc
 * during hydration). Under an attribute of our own the tag stays where it is, and the names it
 * lists are marked as inserted in the browser's cache instead.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-emotion-ssr";

/** The attribute value: the cache key, then the name of every rule set in the tag. */
export function serverStylesAttributeValue(cacheKey: string, names: readonly string[]): string {
  return [cacheKey, ...names].join(" ");
}

const adopted = new Set<string>();

/** Marks the rules of the page's server <style> as inserted in `cache` (see isServerStyle). */
export function adoptServerStyles(cache: EmotionCache, doc: Document): void {
  for (const tag of doc.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    const [key, ...names] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? "").split(" ");
    if (key !== cache.key) continue;
    for (const name of names) {
      if (!name) continue;
      cache.inserted[name] = true;
      adopted.add(name);
    }
  }
}

/** Whether the rule set `name` came with the prebuilt page (so it needs no inserting). */
export function isServerStyle(name: string): boolean {
  return adopted.has(name);
}
