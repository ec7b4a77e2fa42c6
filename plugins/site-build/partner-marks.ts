/**
 * Writes each partner's mark (content/partners.json `mark`, from simple-icons) into
 * public/partners/ as a small lossless WebP drawn from its one-colour SVG (partnerMarkUrl says
 * why a bitmap), and removes marks no partner names any more. Called by
 * node/on-post-bootstrap.ts once the content nodes exist.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  brandMarkFile,
  findBrandMark,
  PARTNER_MARK_PIXEL_RATIO,
  partnerMarkUrl,
} from "../../src/lib/brand-marks";

export async function publishPartnerMarks(
  partners: readonly { mark?: string | null }[],
  publicDir: string,
): Promise<number> {
  const files = new Map<string, ReturnType<typeof brandMarkFile>>();
  for (const { mark } of partners) {
    const found = mark ? findBrandMark(mark) : null;
    if (found) files.set(path.join(publicDir, partnerMarkUrl(found.slug)), brandMarkFile(found));
  }
  const dir = path.join(publicDir, path.dirname(partnerMarkUrl("x")));
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (!files.has(path.join(dir, name))) fs.rmSync(path.join(dir, name));
  }
  for (const [file, mark] of files) {
    await sharp(Buffer.from(mark.svg), { density: 72 * PARTNER_MARK_PIXEL_RATIO })
      .resize(mark.width * PARTNER_MARK_PIXEL_RATIO, mark.height * PARTNER_MARK_PIXEL_RATIO, {
        fit: "fill",
      })
      .webp({ lossless: true })
      .toFile(file);
  }
  return files.size;
}
