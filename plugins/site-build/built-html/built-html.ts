/**
 * Reading and editing Gatsby's finished pages. The build's last steps (the page-script list, the
 * Content-Security-Policy) find elements with parse5, the HTML standard's parsing algorithm, so
 * they see a page exactly as a browser does (which script text a hash must cover, where a
 * comment or a raw-text element ends), not as patterns tied to how Gatsby prints its tags. They
 * change the page by replacing the source ranges the parser reports: every byte they do not mean
 * to change stays as Gatsby wrote it, which a parse-and-print round trip would not guarantee.
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";

export type BuiltElement = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

/**
 * React 18's streaming server renderer (which Gatsby writes pages with) can leave U+0000
 * padding in its output where a multi-byte character (©, £, –) ends a 2 KB chunk; the
 * characters themselves are intact. U+0000 is not allowed in HTML and a parser may drop or
 * replace it, so the build removes it from every page before anything else reads the page.
 */
export function withoutNullCharacters(html: string): string {
  return html.includes("\u0000") ? html.replaceAll("\u0000", "") : html;
}

/** A built page's elements in document order, each with its place in the source. */
export class BuiltPage {
  readonly elements: readonly BuiltElement[];

  constructor(readonly html: string) {
    const found: BuiltElement[] = [];
    const visit = (node: ParentNode) => {
      for (const child of node.childNodes) {
        if (!("tagName" in child)) continue;
        found.push(child);
        visit("content" in child ? child.content : child);
      }
    };
    // Scripting on, as in the visitor's browser: <noscript> content is text, not elements.
    visit(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: true }));
    this.elements = found;
  }

  /** The elements of one name (lower case) that are written in the source, in order. */
  named(tagName: string): BuiltElement[] {
    return this.elements.filter((e) => e.tagName === tagName && e.sourceCodeLocation);
  }

  /** The first element of a name that is written in the source, or undefined. */
  first(tagName: string): BuiltElement | undefined {
    return this.named(tagName)[0];
  }
}

/** A page as parsed: given its text, parses it; given a parsed page, uses it as it is. */
export function parsedPage(page: string | BuiltPage): BuiltPage {
  return typeof page === "string" ? new BuiltPage(page) : page;
}

/** An element's attributes (names in lower case, as parsed; the first of a repeated name wins). */
export function attributesOf(element: BuiltElement): Record<string, string> {
  return Object.fromEntries(element.attrs.map((a) => [a.name, a.value]).reverse());
}

/** The text inside an element (a script's code as the browser reads it, line endings normalised). */
export function textOf(element: BuiltElement): string {
  return element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
}

/** Where an element starts and ends in the source (both tags included). */
export function sourceRange(element: BuiltElement): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> is not written in the page`);
  return { start: location.startOffset, end: location.endOffset };
}

/** Where an element's start tag ends: just after its ">". */
export function startTagEnd(element: BuiltElement): number {
  const location = element.sourceCodeLocation;
  if (!location?.startTag) throw new Error(`<${element.tagName}> has no start tag in the page`);
  return location.startTag.endOffset;
}

/** Where an element's content ends: at its end tag, or at its own end when it has none. */
export function contentEnd(element: BuiltElement): number {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> is not written in the page`);
  return location.endTag?.startOffset ?? location.endOffset;
}

/** One change to the source: the text between start and end becomes `text`. */
export interface SourceEdit {
  start: number;
  end: number;
  text: string;
}

/** An element removed from the source, both tags and everything between. */
export function removal(element: BuiltElement): SourceEdit {
  return { ...sourceRange(element), text: "" };
}

/** Text put in at one place of the source. */
export function insertion(at: number, text: string): SourceEdit {
  return { start: at, end: at, text };
}

/** The source with the edits made; edits may not overlap (inserts at one place keep their order). */
export function withEdits(html: string, edits: readonly SourceEdit[]): string {
  const ordered = edits
    .map((edit, index) => ({ ...edit, index }))
    .sort((a, b) => a.start - b.start || a.end - b.end || a.index - b.index);
  let out = "";
  let cursor = 0;
  for (const edit of ordered) {
    if (edit.start < cursor) throw new Error("two edits of a built page overlap");
    out += html.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return out + html.slice(cursor);
}
