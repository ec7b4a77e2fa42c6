/**
 * Finding the inline scripts of a built page and hashing them for its Content-Security-Policy.
 * A browser checks an inline script against the policy's hashes by the SHA-256 of its text
 * exactly as parsed, so the text is what the HTML parser reads (verbatim but for its line-ending
 * normalisation). Data blocks such as JSON-LD are never executed and need no hash.
 */
import { createHash } from "node:crypto";
import {
  attributesOf,
  BuiltPage,
  insertion,
  parsedPage,
  removal,
  sourceRange,
  startTagEnd,
  textOf,
  withEdits,
  type BuiltElement,
  type SourceEdit,
} from "./built-html";

export interface ScriptElement {
  /** Attribute names in lower case; a bare attribute has the value "". */
  attributes: Record<string, string>;
  text: string;
}

/** JavaScript MIME types the HTML standard runs as a classic script. */
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/** Other script types the policy's script-src governs when inline. */
const CHECKED_TYPES = new Set(["module", "importmap", "speculationrules"]);

/** Every <script> element of the document, in order, with its attributes and raw text. */
export function scriptElements(html: string | BuiltPage): ScriptElement[] {
  return parsedPage(html)
    .named("script")
    .map((element) => ({ attributes: attributesOf(element), text: textOf(element) }));
}

/** Whether the browser would run an inline script with this type attribute under script-src. */
export function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const essence = type.trim().toLowerCase();
  return essence === "" || JAVASCRIPT_TYPES.has(essence) || CHECKED_TYPES.has(essence);
}

/** The text of each inline script the policy has to allow (no src, not a data block). */
export function inlineScripts(html: string | BuiltPage): string[] {
  return scriptElements(html)
    .filter(({ attributes }) => !("src" in attributes) && isExecutableScriptType(attributes.type))
    .map(({ text }) => text);
}

/** The CSP hash source of a script's text: 'sha256-<base64 of the UTF-8 digest>'. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The distinct hash sources of a page's inline scripts, sorted. */
export function inlineScriptHashes(html: string | BuiltPage): string[] {
  return [...new Set(inlineScripts(html).map(scriptHashSource))].sort();
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

const isPolicyMeta = (meta: BuiltElement) =>
  attributesOf(meta)["http-equiv"]?.trim().toLowerCase() === "content-security-policy";

/**
 * The page with exactly one CSP meta tag carrying `policy`, placed before every script (a meta
 * policy governs only what comes after it) but after the charset declaration, which browsers
 * look for in the first 1024 bytes. Any earlier CSP meta tag is removed, so running it again
 * on its own output gives the same page.
 */
export function withContentSecurityPolicyMeta(html: string, policy: string): string {
  return withEdits(html, policyMetaEdits(new BuiltPage(html), policy));
}

/** The edits withContentSecurityPolicyMeta makes, found in a parsed page. */
export function policyMetaEdits(page: BuiltPage, policy: string): SourceEdit[] {
  const head = page.first("head");
  if (!head) throw new Error("The page has no <head>");
  const metas = page.named("meta");
  const charset = metas.find((meta) => "charset" in attributesOf(meta));
  const firstScript = page.first("script");
  const charsetFirst =
    charset !== undefined &&
    charset.parentNode === head &&
    (firstScript === undefined || sourceRange(charset).start < sourceRange(firstScript).start);
  const at = charsetFirst ? sourceRange(charset).end : startTagEnd(head);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return [...metas.filter(isPolicyMeta).map(removal), insertion(at, meta)];
}
