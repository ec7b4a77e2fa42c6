/** Site facts for the legal unit tests, read from the real content/site.json. */
import fs from "node:fs";
import path from "node:path";
import type { LegalSiteFacts } from "../src/lib/legal/placeholders";

export const CONTENT_DIR = path.join(__dirname, "..", "content");

export function readContentJson<T>(relativePath: string): T {
  return JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, relativePath), "utf8")) as T;
}

export const SITE = readContentJson<LegalSiteFacts & { footer: { registered: string } }>(
  "site.json",
);
