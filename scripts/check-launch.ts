/**
 * `npm run check:launch`: lists the content still marked "sample" (exits 1 while any is left)
 * and warns about articles whose last review is over twelve months old (a warning only: an
 * old article can still be right, but someone should read it again).
 */
import path from "node:path";
import { articlesToReviewIn, sampleContentIn } from "../plugins/site-build/pre-build/launch-check";

const contentDir = path.join(__dirname, "..", "content");

const stale = articlesToReviewIn(contentDir);
if (stale.length > 0) {
  console.log(`Warning: ${stale.length} article(s) not reviewed for over twelve months:`);
  for (const line of stale) console.log(`  ${line}`);
}

const samples = sampleContentIn(contentDir);
if (samples.length > 0) {
  console.log(`${samples.length} placeholder(s) must be replaced before the site goes live:`);
  for (const line of samples) console.log(`  ${line}`);
  console.log(
    'Replace each with the real content and delete its "sample" flag (content/README.md).',
  );
  process.exit(1);
}
console.log("No sample content left: ready for launch.");
