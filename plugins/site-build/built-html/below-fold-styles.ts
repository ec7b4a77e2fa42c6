/**
 * A page's Emotion rules arrive in one <style> in its head (ssr/page-styles.tsx), the rules of
 * every section of the page: on the home page they were 7 KB of its 24 KB of compressed HTML,
 * more than half of them for sections below the fold. This step, run on the finished page,
 * moves the rules that only the sections below the fold use (the on-demand parts, the site's
 * footer) into a stylesheet of their own, linked just before the first of those sections. The
 * first screen paints from the head's rules as before; the browser renders nothing after the
 * link until the sheet has arrived (one request, cached across pages: pages with the same
 * sections share the file, named by its content's hash), and nothing moves on screen.
 *
 * The browser's Emotion reads the linked sheet's rule names as it reads the head's
 * (src/lib/emotion/server-styles.ts), so a part that hydrates inserts nothing again.
 */
import { createHash } from "node:crypto";
import { SERVER_STYLES_ATTRIBUTE } from "../../../src/lib/emotion/server-styles";
import {
  attributesOf,
  BuiltPage,
  contentEnd,
  insertion,
  startTagEnd,
  textOf,
  withEdits,
  type BuiltElement,
} from "./built-html";

/** The sheet's name, from its content: /styles-0123456789abcdef0123.css. */
export function belowFoldStylesFile(css: string): string {
  return `/styles-${createHash("sha256").update(css).digest("hex").slice(0, 20)}.css`;
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

/** The page's sections below the fold: its on-demand parts and the site footer (outside <main>). */
function belowFoldSections(page: BuiltPage): BuiltElement[] {
  const main = page.first("main");
  const parts = page.elements.filter((e) => "data-on-demand" in attributesOf(e));
  const footers = page.named("footer").filter((footer) => !main || !within(footer, main));
  const sections = [...parts, ...footers].filter((e) => e.sourceCodeLocation);
  // Only the outermost: a part inside another counts with it.
  return sections
    .filter((section) => !sections.some((other) => other !== section && within(section, other)))
    .sort(
      (a, b) => (a.sourceCodeLocation?.startOffset ?? 0) - (b.sourceCodeLocation?.startOffset ?? 0),
    );
}

export interface SplitStyles {
  /** The page with the moved rules out of its head and the sheet linked. */
  html: string;
  /** The moved rules and the sheet's site path; null when nothing moved. */
  sheet: { path: string; css: string } | null;
}

/** Moves the rules only the sections below the fold use into a linked sheet (see the top). */
export function splitBelowFoldStyles(html: string): SplitStyles {
  const page = new BuiltPage(html);
  const style = page.named("style").find((s) => SERVER_STYLES_ATTRIBUTE in attributesOf(s));
  const alreadySplit = page
    .named("link")
    .some((link) => SERVER_STYLES_ATTRIBUTE in attributesOf(link));
  if (!style || alreadySplit) return { html, sheet: null };
  const cacheKey = (attributesOf(style)[SERVER_STYLES_ATTRIBUTE] ?? "").split(" ")[0];
  const sections = belowFoldSections(page);
  if (!cacheKey || sections.length === 0) return { html, sheet: null };

  const body = page.first("body");
  const above = new Set<string>();
  const below = new Set<string>();
  for (const element of page.elements) {
    if (!body || !within(element, body)) continue;
    const names = classesOf(element, cacheKey);
    const target = sections.some((section) => within(element, section)) ? below : above;
    for (const name of names) target.add(name);
  }
  const movable = (block: string) => {
    const names = classesStyledBy(block, cacheKey);
    return names.length > 0 && names.every((name) => below.has(name) && !above.has(name));
  };
  const blocks = topLevelBlocks(textOf(style));
  const moved = blocks.filter(movable);
  if (moved.length === 0) return { html, sheet: null };
  const css = moved.join("");
  const path = belowFoldStylesFile(css);
  const first = sections[0].sourceCodeLocation?.startOffset ?? 0;
  return {
    html: withEdits(html, [
      {
        start: startTagEnd(style),
        end: contentEnd(style),
        text: blocks.filter((b) => !movable(b)).join(""),
      },
      insertion(
        first,
        `<link rel="stylesheet" href="${path}" ${SERVER_STYLES_ATTRIBUTE}="${cacheKey}"/>`,
      ),
    ]),
    sheet: { path, css },
  };
}
