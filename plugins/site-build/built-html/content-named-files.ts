/**
 * Files the build publishes under a name taken from their content (the chunk mapping, each
 * below-the-fold sheet, each icon sprite): a name changes exactly when the content does, so
 * browsers may keep them, and a file many pages share is written once.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The part of a published file's name that stands for its content: 20 hex characters. */
export function contentHash(content: string | Buffer): string {
  return createHash("sha256").update(content).digest("hex").slice(0, 20);
}

/** Writes `content` at `sitePath` under public/, unless a page before wrote that file. */
export function writeContentNamedFile(
  publicDir: string,
  sitePath: string,
  content: string | Buffer,
): void {
  const file = path.join(publicDir, sitePath);
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
