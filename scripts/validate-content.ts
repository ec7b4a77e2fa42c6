/**
 * `npm run validate-content`: the build's content check, on its own. It warns about each long
 * page title an editor wrote and folds the launch content's into one line;
 * `npm run validate-content -- --all-titles` lists every one. It names each article scheduled
 * for a later day.
 */
import path from "node:path";
import {
  allTitleWarnings,
  contentNotes,
  contentWarnings,
  validateContentDirectory,
} from "../plugins/site-build/pre-build/load-content";
import { ALL_TITLES_FLAG } from "../src/lib/content-model/title-length";

const contentDir = path.join(__dirname, "..", "content");
if (process.argv.includes(ALL_TITLES_FLAG)) {
  for (const warning of allTitleWarnings(contentDir)) console.warn(`Warning: ${warning}`);
} else {
  const { warnings, launchNote } = contentWarnings(contentDir);
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  if (launchNote) console.log(launchNote);
}
for (const note of contentNotes(contentDir)) console.log(note);
const errors = validateContentDirectory(contentDir);
if (errors.length > 0) {
  console.error(errors.join("\n"));
  console.error(`\n${errors.length} content problem(s) found.`);
  process.exit(1);
}
console.log("Content is valid.");
