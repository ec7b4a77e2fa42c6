import type { GatsbyNode } from "gatsby";
import { prepareContent } from "../content/before-build";
import { validateContentDirectory } from "../content/load-content";
import { CONTENT_DIR } from "../site-paths";
import { contentCheckFailed } from "./content-check";

/**
 * Editors' mistakes stop the build before Gatsby reads anything, one line per problem; then
 * the files derived from content are written (content/before-build.ts).
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const errors = validateContentDirectory(CONTENT_DIR);
  if (errors.length > 0) reporter.panic(contentCheckFailed(errors));
  prepareContent(CONTENT_DIR, reporter);
};
