/**
 * Reading the Nu HTML Checker's JSON report (`--format json`): which messages are real errors
 * in the built pages, and one readable line per error.
 */

/** One message of the checker's report (the fields this script reads). */
export interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message?: string;
  extract?: string;
}

/** A message the checker reports although the markup is valid HTML, and why it is ignored. */
export interface KnownFalsePositive {
  message: RegExp;
  /** Only in these elements' markup (matched against the extract); every element when absent. */
  extract?: RegExp;
  why: string;
}

/**
 * Valid markup the checker does not accept yet. Keep this short: every other message is fixed
 * in the site's code. Each entry says why the markup is right.
 */
export const KNOWN_FALSE_POSITIVES: readonly KnownFalsePositive[] = [];

/** Parses the report the checker writes to stderr; throws when it is not its JSON. */
export function parseVnuReport(text: string): VnuMessage[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`the HTML checker did not write a JSON report: ${text.slice(0, 500)}`);
  }
  const messages = (parsed as { messages?: unknown }).messages;
  if (!Array.isArray(messages)) throw new Error("the HTML checker's report has no messages list");
  return messages as VnuMessage[];
}

/** Errors (and files the checker could not read), without the known false positives. */
export function realErrors(
  messages: readonly VnuMessage[],
  falsePositives: readonly KnownFalsePositive[] = KNOWN_FALSE_POSITIVES,
): VnuMessage[] {
  return messages.filter((m) => {
    if (m.type === "info" && m.subType !== "fatal") return false;
    return !falsePositives.some(
      (fp) => fp.message.test(m.message ?? "") && (!fp.extract || fp.extract.test(m.extract ?? "")),
    );
  });
}

/** "about/index.html:1:2345: message | extract", with the file relative to the public folder. */
export function describeMessage(message: VnuMessage, publicDir: string): string {
  const file = decodeURIComponent((message.url ?? "").replace(/^file:/, ""));
  const relative = file.startsWith(publicDir) ? file.slice(publicDir.length + 1) : file;
  const where = [relative, message.lastLine, message.firstColumn ?? message.lastColumn]
    .filter((part) => part !== undefined && part !== "")
    .join(":");
  const extract = (message.extract ?? "").replace(/\s+/g, " ").trim().slice(0, 160);
  return `${where}: ${message.message ?? message.type}${extract ? ` | ${extract}` : ""}`;
}
