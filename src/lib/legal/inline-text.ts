/**
 * The small markup of the legal texts: {placeholders} filled from the site's settings, and
 * links written as [words](/CookiePolicy) or [words](https://ico.org.uk/). Everything else
 * is plain text; a phone number may be linked as [0303 123 1113](tel:+443031231113). An unknown placeholder or a link that goes nowhere stops the build with a
 * message naming the file and the field, because a policy must never show "{phone}".
 */
import {
  isPlaceholderName,
  knownPlaceholderList,
  type PlaceholderName,
  type PlaceholderValues,
} from "./placeholders";

export type InlinePart =
  | { kind: "text"; text: string }
  | { kind: "email"; address: string }
  | { kind: "phone"; display: string; tel: string }
  | { kind: "link"; text: string; href: string; internal: boolean };

type ScannedPart =
  | { kind: "text"; text: string }
  | { kind: "placeholder"; name: PlaceholderName }
  | { kind: "link"; text: string; href: string; internal: boolean };

const MARKUP = /\[([^\]]+)\]\(([^)\s]*)\)|\{([A-Za-z][A-Za-z0-9 _-]*)\}/g;
const SITE_PATH = /^\/[A-Za-z0-9\-._~/&#?=%]*$/;
const OFF_SITE = /^(https:\/\/[^\s]+|tel:\+\d{7,15})$/;

function scan(text: string): { parts: ScannedPart[]; problems: string[] } {
  const parts: ScannedPart[] = [];
  const problems: string[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: "text", text: text.slice(last, index) });
    last = index + match[0].length;
    const [whole, linkText, href, placeholder] = match;
    if (placeholder !== undefined) {
      if (isPlaceholderName(placeholder)) parts.push({ kind: "placeholder", name: placeholder });
      else {
        problems.push(
          `unknown placeholder {${placeholder}} (known placeholders: ${knownPlaceholderList()})`,
        );
        parts.push({ kind: "text", text: whole });
      }
      continue;
    }
    const internal = SITE_PATH.test(href);
    if (!internal && !OFF_SITE.test(href)) {
      problems.push(
        `the link ${JSON.stringify(whole)} must point to a page of this site (starting with /), an https:// address or a phone number (tel:+44...)`,
      );
    }
    parts.push({ kind: "link", text: linkText, href, internal });
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return { parts, problems };
}

/** What is wrong with a text's markup, one sentence per problem (empty when it is fine). */
export function inlineTextProblems(text: string): string[] {
  return scan(text).problems;
}

/** Does a text use placeholders or links at all (known or not)? */
export function hasInlineMarkup(text: string): boolean {
  const { parts, problems } = scan(text);
  return problems.length > 0 || parts.some((part) => part.kind !== "text");
}

/** Thrown when a legal text cannot be filled; the message names the file and field. */
export class LegalTextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LegalTextError";
  }
}

/**
 * Splits a text into plain text, filled placeholders and links. `where` names the text for
 * the error message, e.g. 'content/legal/privacy-policy.json: field "intro[0]"'.
 */
export function fillInlineText(
  text: string,
  values: PlaceholderValues,
  where: string,
): InlinePart[] {
  const { parts, problems } = scan(text);
  if (problems.length > 0) {
    throw new LegalTextError(problems.map((problem) => `${where}: ${problem}`).join("\n"));
  }
  const filled: InlinePart[] = [];
  const pushText = (value: string) => {
    const previous = filled[filled.length - 1];
    if (previous?.kind === "text") previous.text += value;
    else filled.push({ kind: "text", text: value });
  };
  for (const part of parts) {
    if (part.kind === "text") pushText(part.text);
    else if (part.kind === "link") filled.push(part);
    else {
      const value = values[part.name];
      if (value.kind === "text") pushText(value.text);
      else filled.push({ ...value });
    }
  }
  return filled;
}

/** The text a reader sees, without links (for headings' anchors and head metadata). */
export function plainText(parts: readonly InlinePart[]): string {
  return parts
    .map((part) => {
      switch (part.kind) {
        case "email":
          return part.address;
        case "phone":
          return part.display;
        default:
          return part.text;
      }
    })
    .join("");
}
