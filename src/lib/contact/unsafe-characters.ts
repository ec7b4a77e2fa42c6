/**
 * Characters a reader cannot see, or that change how the text around them is shown: terminal
 * escapes (ESC), NUL, line breaks hidden in a one-line field, right-to-left overrides that make
 * "exe.pdf" read as "fdp.exe", zero-width characters that hide a word, and lone UTF-16
 * surrogates (not text at all). Shared by the contact schema (browser and server) and the
 * server's mail and operator output. NUL and lone surrogates are also what PostgreSQL cannot
 * store: refused here, they never reach either lead store.
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

// Half of a UTF-16 surrogate pair with no other half: not a character at all. JSON can carry one
// ("\ud800"); PostgreSQL refuses it (as it refuses NUL), so it must never reach a lead.
const LONE_SURROGATE = /\p{Cs}/u;

// Whitespace, controls and format characters (zero-width, bidi, soft hyphen), combining marks
// with nothing to combine with, and the letters and symbols that draw nothing: the Hangul fillers
// (U+115F, U+1160, U+3164, U+FFA0) and the blank Braille pattern (U+2800). A name made only of
// these shows nothing.
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800]/gu;

const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;

/** True when the text holds half of a surrogate pair on its own (not well-formed UTF-16). */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** True when a one-line value (name, job title, email) holds any of the characters above. */
export function hasUnsafeSingleLineCharacters(value: string): boolean {
  return SINGLE_LINE_UNSAFE.test(value) || hasLoneSurrogate(value);
}

/** True when a multi-line value holds controls other than tab and line breaks, bidi controls, or lone surrogates. */
export function hasUnsafeMultiLineCharacters(value: string): boolean {
  return MULTI_LINE_UNSAFE.test(value) || hasLoneSurrogate(value);
}

/** False for text made only of whitespace and invisible characters. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, "") !== "";
}

/** One line with nothing hidden: line breaks become spaces, the other characters go. */
export function stripUnsafeSingleLineCharacters(value: string): string {
  return value
    .replace(LINE_BREAKS, " ")
    .replace(new RegExp(SINGLE_LINE_UNSAFE.source, "g"), "")
    .replace(new RegExp(LONE_SURROGATE.source, "gu"), "");
}
