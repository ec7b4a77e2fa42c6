import type { GatsbyNode, Reporter } from "gatsby";
import { prepareContent } from "../pre-build/before-build";
import { validateContentDirectory } from "../pre-build/load-content";
import { writeInlineScripts } from "../hydration/compile-inline-scripts";
import { CONTENT_DIR } from "../site-paths";
import { contentCheckFailed } from "./content-check";
import { quietOptionalModuleWarnings } from "./optional-module-warnings";

// Gatsby's own reporter, which it copies for each plugin's hook: gatsby-cli's, the one Gatsby
// loads (gatsby/reporter re-exports it as `.default`, which that module does not have).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsbyReporter = require("gatsby-cli/lib/reporter") as Reporter;

/**
 * Editors' mistakes stop the build before Gatsby reads anything, one line per problem; then
 * the files derived from content are written (pre-build/before-build.ts). The build prints only
 * what someone can act on (optional-module-warnings.ts). The scripts inlined into every page are
 * compiled from their TypeScript (hydration/compile-inline-scripts.ts).
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  quietOptionalModuleWarnings(gatsbyReporter);
  const errors = validateContentDirectory(CONTENT_DIR);
  if (errors.length > 0) reporter.panic(contentCheckFailed(errors));
  prepareContent(CONTENT_DIR, reporter);
  if (writeInlineScripts()) reporter.info("Inline scripts compiled from src/hydration/inline/");
};
