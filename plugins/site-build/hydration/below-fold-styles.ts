/**
 * A page's Emotion rules arrive in one <style> in its head (ssr/page-styles.tsx), most of them
 * for sections below the fold, where they take room in the first round trip. This step, run on
 * the finished page, moves the rules of every element after the first section below the fold
 * (and of none before it) into a sheet linked just there (by src/hydration/BelowFoldStyles.tsx,
 * whose placeholder address this step fills in). Chrome parses nothing after the link until the
 * sheet has arrived, so nothing shows unstyled or moves; the sheet is named by its content's
 * hash, so pages with the same sections share one cached file.
 *
 * The browser's Emotion reads the linked sheet's rule names as it reads the head's
 * (src/lib/emotion/server-styles.ts), so a part that hydrates inserts nothing again.
 */
import { createHash } from "node:crypto";
import { BELOW_FOLD_STYLES_PLACEHOLDER } from "../../../src/hydration/BelowFoldStyles";
import { SERVER_STYLES_ATTRIBUTE } from "../../../src/lib/emotion/server-styles";
import {
  attributesOf,
  BuiltPage,
  contentEnd,
  sourceRange,
  startTagEnd,
  textOf,
  withEdits,
  type BuiltElement,
  type SourceEdit,
} from "../built-html/built-html";
import { contentHash } from "../built-html/content-named-files";

/** The sheet's name, from its content: /styles-0123456789abcdef0123.css. */
export function belowFoldStylesFile(css: string): string {
  return `/styles-${contentHash(css)}.css`;
}

/** A stylesheet's top-level blocks: rules, @media blocks, @keyframes, in order. */
export function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (quote) {
      if (char === "\\") i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) {
        blocks.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  const rest = css.slice(start).trim();
  if (rest) blocks.push(rest);
  return blocks;
}

/** The animation a top-level `@keyframes NAME{…}` block defines; null for any other block. */
function keyframesName(block: string): string | null {
  return /^\s*@(?:-webkit-)?keyframes\s+([\w-]+)/.exec(block)?.[1] ?? null;
}

/**
 * The Emotion classes a block styles: the class each of its rules' selectors starts with
 * (Emotion writes `.css-NAME…{}`, inside @media blocks too). Classes later in a selector only
 * narrow where the rule applies.
 */
function classesStyledBy(block: string, cacheKey: string): string[] {
  const owner = new RegExp(`(?:^|[{},])\\s*\\.(${cacheKey}-[A-Za-z0-9_-]+)`, "g");
  return [...block.matchAll(owner)].map((m) => m[1]);
}

function classesOf(element: BuiltElement, cacheKey: string): string[] {
  return (attributesOf(element).class ?? "")
    .split(/\s+/)
    .filter((name) => name.startsWith(`${cacheKey}-`));
}

/** Whether `inner` lies inside `outer` in the source (or is it). */
function within(inner: BuiltElement, outer: BuiltElement): boolean {
  const a = inner.sourceCodeLocation;
  const b = outer.sourceCodeLocation;
  return Boolean(a && b && a.startOffset >= b.startOffset && a.endOffset <= b.endOffset);
}

export interface SplitStyles {
  /** The page with the moved rules out of its head and the sheet linked. */
  html: string;
  /** The moved rules and the sheet's site path; null when nothing moved. */
  sheet: { path: string; css: string } | null;
}

/** Whether an element is inside a part that stays prebuilt (never hydrated). */
const staysPrebuilt = (element: BuiltElement) =>
  "data-stays-prebuilt" in attributesOf(element) && "data-on-demand" in attributesOf(element);

/** The presentation attributes an icon's drawing keeps when it becomes a mask. */
const DRAWING_ATTRIBUTES = [
  "viewBox",
  "fill",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
];

/** Every icon drawn as a mask shares this rule; each icon's own rule sets only its picture. */
export const ICON_MASK_RULE =
  ".i{-webkit-mask:var(--i) center/100% 100% no-repeat;mask:var(--i) center/100% 100% no-repeat;background:currentColor}";

/**
 * A decorative icon of a part that stays prebuilt, as an empty <svg> of the same size whose
 * picture is a CSS mask in the page's sheet: the drawing is written once per page (and cached
 * with the sheet) instead of at every use. The element stays an <svg>, so every rule that
 * sizes or places the part's icons still applies. The HTML of such a part is never hydrated,
 * so React never compares it with what it would render.
 */
export function iconAsMask(svg: BuiltElement, html: string): { tag: string; rule: string } | null {
  const attributes = attributesOf(svg);
  if (attributes["aria-hidden"] !== "true") return null;
  const inner = html.slice(startTagEnd(svg), contentEnd(svg));
  if (/<(svg|image|use|foreignObject|text)\b/i.test(inner)) return null;
  // The parser gives SVG attributes their SVG spelling (viewBox); others are in lower case.
  const valueOf = (name: string) => attributes[name] ?? attributes[name.toLowerCase()];
  const drawingAttributes = DRAWING_ATTRIBUTES.filter((name) => valueOf(name))
    .map((name) => ` ${name}='${valueOf(name)}'`)
    .join("");
  const drawing =
    `<svg xmlns='http://www.w3.org/2000/svg'${drawingAttributes}>${inner.replace(/"/g, "'")}</svg>`
      .replace(/currentColor/g, "#000")
      .replace(/%/g, "%25")
      .replace(/#/g, "%23")
      .replace(/</g, "%3C")
      .replace(/>/g, "%3E");
  const name = `i-${createHash("sha256").update(drawing).digest("hex").slice(0, 8)}`;
  const size = ["width", "height"]
    .filter((key) => attributes[key])
    .map((key) => ` ${key}="${attributes[key]}"`)
    .join("");
  return {
    tag: `<svg${size} class="i ${name}" aria-hidden="true"></svg>`,
    rule: `.${name}{--i:url("data:image/svg+xml,${drawing}")}`,
  };
}

/** Whether `element` is inside an element with the `hidden` attribute (not itself). */
function insideHidden(element: BuiltElement, hiddenElements: readonly BuiltElement[]): boolean {
  return hiddenElements.some((hidden) => hidden !== element && within(element, hidden));
}

/**
 * Shapes a finished page's styles (see the top): moves the rules only the sections below the
 * fold use into a linked sheet; draws the icons of parts that stay prebuilt as masks from that
 * sheet; and moves there as well the rules only hidden elements of hydrated parts use (the
 * menus, closed panels), wherever they are: nothing shows them before the page is interactive.
 */
export function splitBelowFoldStyles(html: string): SplitStyles {
  const page = new BuiltPage(html);
  const style = page.named("style").find((s) => SERVER_STYLES_ATTRIBUTE in attributesOf(s));
  // Its address is the placeholder until this step has run on the page.
  const link = page
    .named("link")
    .find((l) => attributesOf(l).href === BELOW_FOLD_STYLES_PLACEHOLDER);
  if (!style || !link) return { html, sheet: null };
  const cacheKey = (attributesOf(style)[SERVER_STYLES_ATTRIBUTE] ?? "").split(" ")[0];
  if (!cacheKey) return { html, sheet: null };

  // The browser parses nothing after the link until the sheet has arrived: everything after it
  // may take its rules from the sheet.
  const linkStart = sourceRange(link).start;
  const body = page.first("body");
  const inBody = page.elements.filter((element) => body && within(element, body));
  const prebuiltParts = inBody.filter(staysPrebuilt);
  const inPrebuiltPart = (element: BuiltElement) =>
    prebuiltParts.some((part) => within(element, part));
  const hiddenElements = inBody.filter(
    (element) => "hidden" in attributesOf(element) && !inPrebuiltPart(element),
  );
  const above = new Set<string>();
  const below = new Set<string>();
  const shown = new Set<string>();
  for (const element of inBody) {
    const names = classesOf(element, cacheKey);
    const target = sourceRange(element).start > linkStart ? below : above;
    const hidden = "hidden" in attributesOf(element) || insideHidden(element, hiddenElements);
    for (const name of names) {
      target.add(name);
      if (!hidden || inPrebuiltPart(element)) shown.add(name);
    }
  }
  const owners = (block: string) => classesStyledBy(block, cacheKey);
  const hiddenOnly = (block: string) => {
    const names = owners(block);
    return names.length > 0 && names.every((name) => !shown.has(name));
  };
  const movable = (block: string) => {
    const names = owners(block);
    return names.length > 0 && names.every((name) => below.has(name) && !above.has(name));
  };
  const blocks = topLevelBlocks(textOf(style));
  // Rules only hidden elements use go to the sheet too: out of the first round trip, yet
  // adopted by the browser's Emotion, so hydrating the menus inserts nothing.
  const toSheet = (block: string) => hiddenOnly(block) || movable(block);
  const keptRules = new Set(
    blocks.filter((block) => keyframesName(block) === null && !toSheet(block)),
  );
  // Animations are found by name in every sheet: those no rule left in the head names go too.
  const namedInHead = (name: string) =>
    [...keptRules].some((block) => new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(block));
  const toSheetAt = (block: string) => {
    const name = keyframesName(block);
    return name === null ? !keptRules.has(block) : !namedInHead(name);
  };
  const kept = blocks.filter((block) => !toSheetAt(block));
  const moved = blocks.filter(toSheetAt);

  const iconEdits: SourceEdit[] = [];
  const iconRules = new Set<string>();
  const prebuiltSvgs = prebuiltParts.flatMap((part) =>
    page.named("svg").filter((svg) => within(svg, part)),
  );
  for (const svg of prebuiltSvgs) {
    if (prebuiltSvgs.some((other) => other !== svg && within(svg, other))) continue;
    const icon = iconAsMask(svg, html);
    if (!icon) continue;
    iconEdits.push({ ...sourceRange(svg), text: icon.tag });
    iconRules.add(icon.rule);
  }
  // The sections' link stays (React hydrates it), so the sheet exists even when empty.
  const sheetCss =
    moved.join("") + (iconRules.size > 0 ? ICON_MASK_RULE + [...iconRules].join("") : "");
  const path = belowFoldStylesFile(sheetCss);
  return {
    html: withEdits(html, [
      { start: startTagEnd(style), end: contentEnd(style), text: kept.join("") },
      {
        ...sourceRange(link),
        text: `<link rel="stylesheet" href="${path}" ${SERVER_STYLES_ATTRIBUTE}="${cacheKey}"/>`,
      },
      ...iconEdits,
    ]),
    sheet: { path, css: sheetCss },
  };
}
