/**
 * Characters a reader cannot see, or that change how the text around them is shown: terminal
 * escapes (ESC), NUL, line breaks hidden in a one-line field, right-to-left overrides that make
 * "exe.pdf" read as "fdp.exe", zero-width characters that hide a word. Shared by the contact
 * schema (browser and server) and the server's mail and operator output.
 *
 * Bundled for the browser: import nothing Node-specific here.
 */

// C0 controls (tab and line breaks included), DEL, C1 controls (NEL U+0085 included), the
// Arabic letter mark, zero-width space/non-joiner/joiner, LTR/RTL marks, line and paragraph
// separators, bidi embeddings and overrides, word joiner and invisible operators, bidi
// isolates, and the zero-width no-break space (byte order mark).
const SINGLE_LINE_UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

// Line breaks and tabs belong in a message; other controls, bidi overrides and isolates do not.
const MULTI_LINE_UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

// Whitespace, controls and format characters (zero-width, bidi, soft hyphen): nothing to see.
const INVISIBLE = /[\s\p{Cc}\p{Cf}]/gu;

const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;

/** True when a one-line value (name, job title, email) holds any of the characters above. */
export function hasUnsafeSingleLineCharacters(value: string): boolean {
  return SINGLE_LINE_UNSAFE.test(value);
}

/** True when a multi-line value holds controls other than tab and line breaks, or bidi controls. */
export function hasUnsafeMultiLineCharacters(value: string): boolean {
  return MULTI_LINE_UNSAFE.test(value);
}

/** False for text made only of whitespace and invisible characters. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, "") !== "";
}

/** One line with nothing hidden: line breaks become spaces, the other characters go. */
export function stripUnsafeSingleLineCharacters(value: string): string {
  return value.replace(LINE_BREAKS, " ").replace(new RegExp(SINGLE_LINE_UNSAFE.source, "g"), "");
}
