/**
 * Draws one content image with the site's own artwork step (scripts/artwork, the same one
 * `npm run images` runs): the image the content names at `imageFile`, planned from the content
 * around it, so a new article's cover is drawn just as the others were.
 */
import path from "node:path";
import { artworkFor } from "../../plugins/site-build/artwork/covers";
import { contentFrom, planImages } from "../../plugins/site-build/artwork/plan";
import { renderPng } from "../../plugins/site-build/artwork/render";

export async function drawContentImage(contentDir: string, imageFile: string): Promise<void> {
  const root = path.dirname(contentDir);
  const wanted = path.relative(root, imageFile).split(path.sep).join("/");
  const job = planImages(contentFrom(root)).find((planned) => planned.file === wanted);
  if (!job) throw new Error(`No content record names the image ${wanted}.`);
  const output = await artworkFor(job);
  await renderPng(output.svg, imageFile, output.palette);
}
