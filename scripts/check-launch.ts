/** `npm run check:launch`: lists the content still marked "sample"; exits 1 while any is left. */
import path from "node:path";
import { sampleContentIn } from "../plugins/site-build/content/launch-check";

const samples = sampleContentIn(path.join(__dirname, "..", "content"));
if (samples.length > 0) {
  console.log(`${samples.length} placeholder(s) must be replaced before the site goes live:`);
  for (const line of samples) console.log(`  ${line}`);
  console.log(
    'Replace each with the real content and delete its "sample" flag (content/README.md).',
  );
  process.exit(1);
}
console.log("No sample content left: ready for launch.");
