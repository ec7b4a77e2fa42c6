/**
 * Writes each partner's mark (content/partners.json `mark`, from simple-icons) into
 * public/partners/ as a small SVG file, and removes marks no partner names any more.
 * Called by node/on-post-bootstrap.ts once the content nodes exist.
 */
import fs from "node:fs";
import path from "node:path";
import { brandMarkFile, findBrandMark, partnerMarkUrl } from "../../src/lib/brand-marks";

export function publishPartnerMarks(
  partners: readonly { mark?: string | null }[],
  publicDir: string,
): number {
  const files = new Map<string, string>();
  for (const { mark } of partners) {
    const found = mark ? findBrandMark(mark) : null;
    if (found)
      files.set(path.join(publicDir, partnerMarkUrl(found.slug)), brandMarkFile(found).svg);
  }
  const dir = path.join(publicDir, path.dirname(partnerMarkUrl("x")));
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (!files.has(path.join(dir, name))) fs.rmSync(path.join(dir, name));
  }
  for (const [file, svg] of files) fs.writeFileSync(file, svg);
  return files.size;
}
