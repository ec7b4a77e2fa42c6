/**
 * Generates the site's branded artwork: SVG built in plugins/site-build/artwork/*, rendered to
 * PNG with sharp; the content images follow the content files (artwork/plan.ts).
 *   npm run images             everything
 *   npm run images -- blog     only the outputs whose path contains "blog"
 * Deterministic (seeded PRNG, no dates) and idempotent (a file is only rewritten when its bytes
 * change). Text is measured with the real font; every image carrying text is checked for clipping.
 * It redraws only what it drew (scripts/generate-images/drawn-artwork.ts): a picture someone
 * put at one of its paths (an upload in /admin, a photo) is left as it is, and listed as skipped.
 */
import path from "node:path";

import { brandOutputs } from "../plugins/site-build/artwork/brand";
import { artworkFor } from "../plugins/site-build/artwork/covers";
import { heroSvg } from "../plugins/site-build/artwork/hero";
import { notFoundOutputs } from "../plugins/site-build/artwork/not-found";
import { contentFrom, planImages } from "../plugins/site-build/artwork/plan";
import { checkFit, encodePng, type Output } from "../plugins/site-build/artwork/render";
import {
  DRAWN_ARTWORK_FILE,
  placeDrawn,
  readDrawnRecord,
  skippedLine,
  writeDrawnRecord,
} from "./generate-images/drawn-artwork";

const ROOT = path.resolve(__dirname, "..");

async function outputs(): Promise<Output[]> {
  const list = [...(await brandOutputs()), { file: "content/images/hero.png", svg: heroSvg() }];
  list.push(...(await notFoundOutputs()));
  // One at a time: the text fitting renders a lot and the machine is small.
  for (const job of planImages(contentFrom(ROOT))) list.push(await artworkFor(job));
  return list;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const all = (await outputs()).filter((o) => !only.length || only.some((w) => o.file.includes(w)));
  const width = Math.max(...all.map((o) => o.file.length));
  const record = readDrawnRecord(ROOT);
  const problems: string[] = [];
  const skipped: string[] = [];
  let total = 0;
  for (const o of all) {
    const fit = o.fit && (await checkFit(o.fit.svg ?? o.svg, o.fit.margin));
    if (fit && !fit.ok) problems.push(`${o.file}: margins ${fit.margins}, need ${o.fit?.margin}`);
    const { bytes, note } = o.file.endsWith(".svg")
      ? { bytes: Buffer.from(o.svg, "utf8"), note: "" }
      : await encodePng(o.svg, o.palette).then(({ png, note: kind }) => ({
          bytes: png,
          note: kind,
        }));
    const done = placeDrawn(ROOT, o.file, bytes, record);
    if (done === "skip") {
      skipped.push(o.file);
      continue;
    }
    total += bytes.length;
    const size = `${(bytes.length / 1024).toFixed(1).padStart(7)} KB`;
    console.log(
      `${o.file.padEnd(width)}  ${size}  ${note}${done === "write" ? "" : " (unchanged)"}`,
    );
  }
  writeDrawnRecord(ROOT, record);
  console.log(
    `${all.length - skipped.length} files, ${(total / 1024 / 1024).toFixed(2)} MB in total (recorded in ${DRAWN_ARTWORK_FILE})`,
  );
  for (const file of skipped) console.log(skippedLine(file));
  for (const p of problems) console.error(`CLIPPED? ${p}`);
  if (problems.length > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
