/**
 * Draws one content image with the site's own artwork step (plugins/site-build/artwork, the
 * same one `npm run images` runs): the image the content names at `imageFile`, planned from the
 * content around it, so a new article's cover is drawn just as the others were, and recorded as
 * drawn (drawn-artwork.ts). A file already at that path is never replaced.
 */
import fs from "node:fs";
import path from "node:path";
import { artworkFor } from "../../plugins/site-build/artwork/covers";
import { contentFrom, planImages } from "../../plugins/site-build/artwork/plan";
import { encodePng } from "../../plugins/site-build/artwork/render";
import { hashOf, readDrawnRecord, writeDrawnRecord } from "../generate-images/drawn-artwork";

export async function drawContentImage(contentDir: string, imageFile: string): Promise<void> {
  const root = path.dirname(contentDir);
  const wanted = path.relative(root, imageFile).split(path.sep).join("/");
  if (fs.existsSync(imageFile)) throw new Error(`${wanted} already exists: it is not redrawn.`);
  const job = planImages(contentFrom(root)).find((planned) => planned.file === wanted);
  if (!job) throw new Error(`No content record names the image ${wanted}.`);
  const output = await artworkFor(job);
  const { png } = await encodePng(output.svg, output.palette);
  fs.mkdirSync(path.dirname(imageFile), { recursive: true });
  fs.writeFileSync(imageFile, png);
  const record = readDrawnRecord(root);
  record[wanted] = hashOf(png);
  writeDrawnRecord(root, record);
}
