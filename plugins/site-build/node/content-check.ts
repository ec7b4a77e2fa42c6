/**
 * The content check as the build reports it: editors' mistakes stop `gatsby build` before Gatsby
 * reads anything, one line per problem; in `gatsby develop` an editor saving a content file gets
 * the same check at once, as an error that leaves the server running (the page keeps its last
 * good data).
 */
import type { Reporter } from "gatsby";
import { prepareContent } from "../pre-build/before-build";
import { validateContentDirectory } from "../pre-build/load-content";
import { CONTENT_DIR } from "../site-paths";

export const contentCheckFailed = (errors: readonly string[]) =>
  `Content check failed (${errors.length} problem${errors.length === 1 ? "" : "s"}); fix the content files and build again:\n${errors.join("\n")}`;

const developing = process.env.gatsby_executing_command === "develop";
let developReady = false;
let lastContentReport = "";

/** From now on a changed content file is checked again (set once the first bootstrap is done). */
export function recheckContentFromNowOn(): void {
  developReady = true;
}

/** Checks the content again in `gatsby develop`; reports only when the outcome changed. */
export function recheckContentWhileDeveloping(reporter: Reporter): void {
  if (!developing || !developReady) return;
  const errors = validateContentDirectory(CONTENT_DIR);
  const report = errors.join("\n");
  if (report === lastContentReport) return;
  lastContentReport = report;
  if (errors.length > 0) reporter.error(contentCheckFailed(errors));
  else {
    reporter.success("Content check passed");
    prepareContent(CONTENT_DIR, reporter, null);
  }
}
