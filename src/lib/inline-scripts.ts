/**
 * Finding the inline scripts of a built page and hashing them for its Content-Security-Policy.
 * A browser checks an inline script against the policy's hashes by the SHA-256 of its text
 * exactly as parsed, so the text is taken verbatim from the HTML (only the parser's line-ending
 * normalisation applies). Data blocks such as JSON-LD are never executed and need no hash.
 */
import { createHash } from "node:crypto";

export interface ScriptElement {
  /** Attribute names in lower case; a bare attribute has the value "". */
  attributes: Record<string, string>;
  text: string;
}

/** Elements whose content is raw text: a "<script" inside them is not an element. */
const RAW_TEXT = ["style", "textarea", "title", "noscript", "xmp", "iframe", "noembed", "noframes"];
const OPENING = new RegExp(`<!--|<(script|${RAW_TEXT.join("|")})(?=[\\s/>])`, "gi");
const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

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

/** Reads a start tag's attributes from `from` (just after its name); returns them and its end. */
function readStartTag(
  html: string,
  from: number,
): { attributes: Record<string, string>; end: number } {
  const attributes: Record<string, string> = {};
  let cursor = from;
  for (;;) {
    while (/[\s/]/.test(html[cursor] ?? "")) cursor += 1;
    if (cursor >= html.length) return { attributes, end: html.length };
    if (html[cursor] === ">") return { attributes, end: cursor + 1 };
    ATTRIBUTE.lastIndex = cursor;
    const match = ATTRIBUTE.exec(html);
    if (!match) return { attributes, end: cursor + 1 };
    const name = match[1].toLowerCase();
    if (!(name in attributes)) attributes[name] = match[2] ?? match[3] ?? match[4] ?? "";
    cursor = ATTRIBUTE.lastIndex;
  }
}

/** Where the element's closing tag starts and ends (the end of the document when missing). */
function findClosingTag(html: string, name: string, from: number): { start: number; end: number } {
  const closing = new RegExp(`</${name}(?=[\\s/>])[^>]*>?`, "gi");
  closing.lastIndex = from;
  const match = closing.exec(html);
  return match
    ? { start: match.index, end: match.index + match[0].length }
    : { start: html.length, end: html.length };
}

/** Every <script> element of the document, in order, with its attributes and raw text. */
export function scriptElements(html: string): ScriptElement[] {
  const scripts: ScriptElement[] = [];
  OPENING.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = OPENING.exec(html)) !== null) {
    if (match[0] === "<!--") {
      // "<!-->" and "<!--->" close at once; otherwise the comment ends at "-->".
      const start = match.index;
      if (html.startsWith("<!-->", start)) OPENING.lastIndex = start + 5;
      else if (html.startsWith("<!--->", start)) OPENING.lastIndex = start + 6;
      else {
        const close = html.indexOf("-->", start + 4);
        OPENING.lastIndex = close === -1 ? html.length : close + 3;
      }
      continue;
    }
    const name = match[1].toLowerCase();
    const tag = readStartTag(html, match.index + match[0].length);
    const closing = findClosingTag(html, name, tag.end);
    if (name === "script") {
      scripts.push({ attributes: tag.attributes, text: html.slice(tag.end, closing.start) });
    }
    OPENING.lastIndex = closing.end;
  }
  return scripts;
}

/** Whether the browser would run an inline script with this type attribute under script-src. */
export function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const essence = type.trim().toLowerCase();
  return essence === "" || JAVASCRIPT_TYPES.has(essence) || CHECKED_TYPES.has(essence);
}

/** The text of each inline script the policy has to allow (no src, not a data block). */
export function inlineScripts(html: string): string[] {
  return scriptElements(html)
    .filter(({ attributes }) => !("src" in attributes) && isExecutableScriptType(attributes.type))
    .map(({ text }) => text.replace(/\r\n?/g, "\n"));
}

/** The CSP hash source of a script's text: 'sha256-<base64 of the UTF-8 digest>'. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The distinct hash sources of a page's inline scripts, sorted. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHashSource))].sort();
}

const CSP_META = /<meta\b[^>]*\bhttp-equiv\s*=\s*(["']?)content-security-policy\1[^>]*>/gi;
const CHARSET_META = /<meta\b[^>]*\bcharset\s*=[^>]*>/i;
const HEAD_START = /<head\b[^>]*>/i;

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/**
 * The page with exactly one CSP meta tag carrying `policy`, placed before every script (a meta
 * policy governs only what comes after it) but after the charset declaration, which browsers
 * look for in the first 1024 bytes. Any earlier CSP meta tag is removed, so running it again
 * on its own output gives the same page.
 */
export function withContentSecurityPolicyMeta(html: string, policy: string): string {
  const withoutPolicy = html.replace(CSP_META, "");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const head = HEAD_START.exec(withoutPolicy);
  if (!head) throw new Error("The page has no <head>");
  const afterHead = head.index + head[0].length;
  const charset = CHARSET_META.exec(withoutPolicy.slice(afterHead));
  const firstScript = withoutPolicy.slice(afterHead).search(/<script\b/i);
  const at =
    charset && (firstScript === -1 || charset.index < firstScript)
      ? afterHead + charset.index + charset[0].length
      : afterHead;
  return withoutPolicy.slice(0, at) + meta + withoutPolicy.slice(at);
}
