/** `npm run validate-content`: the build's content check, on its own. */
import path from "node:path";
import {
  contentWarnings,
  validateContentDirectory,
} from "../plugins/site-build/content/load-content";

const contentDir = path.join(__dirname, "..", "content");
for (const warning of contentWarnings(contentDir)) console.warn(`Warning: ${warning}`);
const errors = validateContentDirectory(contentDir);
if (errors.length > 0) {
  console.error(errors.join("\n"));
  console.error(`\n${errors.length} content problem(s) found.`);
  process.exit(1);
}
console.log("Content is valid.");
