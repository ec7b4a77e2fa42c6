/**
 * Visitor text on the operator's terminal. A lead's name can hold ESC sequences that clear the
 * screen, retitle the window or forge earlier output, and bidi overrides that reorder what is
 * shown; `leads list`, `show` and `export` print such characters as escapes instead.
 */

// Controls (C0, DEL, C1), format characters (bidi controls, zero-width, soft hyphen, BOM),
// line and paragraph separators, and lone surrogates.
const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeCharacter(character: string): string {
  const named = NAMED[character];
  if (named !== undefined) return named;
  const code = character.codePointAt(0) ?? 0;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, "0")}`;
  if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, "0")}`;
  return `\\u{${code.toString(16)}}`;
}

export interface EscapeOptions {
  /** Keep line feeds and tabs (CSV cells of a multi-line message); CR LF becomes LF. */
  keepLineBreaks?: boolean;
}

/** The text with every non-printable character written as an escape (ESC -> "\x1b"). */
export function escapeForTerminal(text: string, options: EscapeOptions = {}): string {
  const source = options.keepLineBreaks ? text.replace(/\r\n/g, "\n") : text;
  return source.replace(NON_PRINTABLE, (character) =>
    options.keepLineBreaks && (character === "\n" || character === "\t")
      ? character
      : escapeCharacter(character),
  );
}

// JSON.stringify already escapes C0 controls; these it leaves as they are.
const JSON_UNESCAPED = /[\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** Indented JSON that parses back to the same value, with nothing a terminal would act on. */
export function jsonForTerminal(value: unknown): string {
  // Written per UTF-16 unit: an astral character becomes its surrogate pair, as JSON allows.
  return JSON.stringify(value, null, 2).replace(JSON_UNESCAPED, (character) =>
    character
      .split("")
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`)
      .join(""),
  );
}
