import type { EmotionCache } from "@emotion/cache";

/**
 * Every prebuilt page carries the Emotion rules it uses in one <style> in its head. The browser's
 * Emotion must know those rules are there, or it inserts them again on hydration. Emotion's own
 * way of adopting server styles (a `data-emotion` attribute) moves the tag to the end of the
 * head, which makes the browser drop and re-apply the whole stylesheet (a full style recalc
 * during hydration). Under an attribute of our own the tag stays where it is, and the names of
 * its rule sets (read from its CSS, plus the few the attribute lists) are marked as inserted in
 * the browser's cache instead. The rules of the sections below the fold come in a linked sheet
 * marked the same way (plugins/site-build/hydration/below-fold-styles.ts); its names are read
 * from the loaded sheet's rules.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-emotion-ssr";

/**
 * The rule sets whose names the CSS spells out itself: a class rule `.css-NAME{…}` and
 * `@keyframes animation-NAME`. Only the others (global rules) need listing in the attribute.
 */
function namesInCss(cacheKey: string, css: string): Set<string> {
  const classes = css.matchAll(new RegExp(`\\.${cacheKey}-([A-Za-z0-9_-]+)`, "g"));
  const keyframes = css.matchAll(/@keyframes ([A-Za-z0-9_-]+)/g);
  return new Set([...classes, ...keyframes].map((match) => match[1]));
}

/**
 * The attribute value: the cache key, then the names of the tag's rule sets that its CSS does
 * not spell out (global rules): listing every class would weigh on every page's head.
 */
export function serverStylesAttributeValue(
  cacheKey: string,
  names: readonly string[],
  css: string,
): string {
  const spelt = namesInCss(cacheKey, css);
  return [cacheKey, ...names.filter((name) => !spelt.has(name))].join(" ");
}

/** The cache key and the name of every rule set in a server <style>, from its attribute and CSS. */
export function serverStyleNames(
  attributeValue: string,
  css: string,
): { key: string; names: string[] } {
  const [key = "", ...listed] = attributeValue.split(" ").filter(Boolean);
  return { key, names: [...new Set([...listed, ...namesInCss(key, css)])] };
}

const adopted = new Set<string>();

/**
 * The selectors and keyframes names of a sheet's rules, as CSS with empty bodies: all that
 * namesInCss reads: serialising whole rules (cssText) is slow at start-up. A rule with a name
 * and rules of its own is a @keyframes (Emotion writes no @layer).
 */
function selectorsOf(rules: CSSRuleList): string {
  let css = "";
  for (const rule of Array.from(rules)) {
    if ("selectorText" in rule) css += `${String(rule.selectorText)}{}`;
    else if ("name" in rule && "cssRules" in rule) css += `@keyframes ${String(rule.name)}{}`;
    else if ("cssRules" in rule) css += selectorsOf(rule.cssRules as CSSRuleList);
  }
  return css;
}

/** The CSS of a server <style>, or the selectors of a linked server sheet once it has loaded. */
function serverCss(tag: Element): string {
  if (!(tag instanceof HTMLLinkElement)) return tag.textContent ?? "";
  try {
    return tag.sheet ? selectorsOf(tag.sheet.cssRules) : "";
  } catch {
    // Not loaded (or not readable): its rules are inserted again when used, which is harmless.
    return "";
  }
}

/** Marks the rules of the page's server <style> as inserted in `cache` (see isServerStyle). */
export function adoptServerStyles(cache: EmotionCache, doc: Document): void {
  const selector = `style[${SERVER_STYLES_ATTRIBUTE}], link[${SERVER_STYLES_ATTRIBUTE}]`;
  for (const tag of doc.querySelectorAll(selector)) {
    const { key, names } = serverStyleNames(
      tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? "",
      serverCss(tag),
    );
    if (key !== cache.key) continue;
    for (const name of names) {
      cache.inserted[name] = true;
      adopted.add(name);
    }
  }
}

/** Whether the rule set `name` came with the prebuilt page (so it needs no inserting). */
export function isServerStyle(name: string): boolean {
  return adopted.has(name);
}
