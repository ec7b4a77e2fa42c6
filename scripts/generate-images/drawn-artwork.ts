/**
 * What `npm run images` (and `npm run new`'s cover) drew, so that it redraws only its own
 * pictures: a record, kept in the repository beside this file, of each file it wrote and the
 * hash of the bytes it wrote there. A file is drawn when it is not there yet, redrawn when it
 * still holds what was drawn, and recorded when it already holds exactly what would be drawn
 * now (so pictures drawn on another branch are taken in when the two meet). Anything else at
 * that path (a photo an editor uploaded, a picture changed by hand) is left as it is and named.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The record, from the repository's root. */
export const DRAWN_ARTWORK_FILE = "scripts/generate-images/drawn-artwork.json";

/** Each drawn file (from the repository's root) and the sha256 of the bytes drawn there. */
export type DrawnRecord = Record<string, string>;

export const hashOf = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

export type DrawDecision = "write" | "unchanged" | "skip";

/** What to do with a freshly drawn picture, given what is at its path and what was drawn there. */
export function decide(
  current: Buffer | null,
  drawn: Buffer,
  recorded: string | undefined,
): DrawDecision {
  if (current === null) return "write";
  if (current.equals(drawn)) return "unchanged";
  return recorded !== undefined && recorded === hashOf(current) ? "write" : "skip";
}

/** Why a file was left alone, and what to do to have it drawn. */
export const skippedLine = (file: string) =>
  `skipped ${file}: it is not the picture npm run images drew there (an uploaded picture, or one changed by hand), so it stays. Delete it to have it drawn again.`;

export function readDrawnRecord(root: string): DrawnRecord {
  const file = path.join(root, DRAWN_ARTWORK_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as DrawnRecord) : {};
}

export function writeDrawnRecord(root: string, record: DrawnRecord): void {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const file = path.join(root, DRAWN_ARTWORK_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Puts a drawn picture at `file` (from the repository's root) unless something else is there,
 * and records it. Returns what it did.
 */
export function placeDrawn(
  root: string,
  file: string,
  drawn: Buffer,
  record: DrawnRecord,
): DrawDecision {
  const full = path.join(root, file);
  const current = fs.existsSync(full) ? fs.readFileSync(full) : null;
  const decision = decide(current, drawn, record[file]);
  if (decision === "skip") return decision;
  if (decision === "write") {
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, drawn);
  }
  record[file] = hashOf(drawn);
  return decision;
}
