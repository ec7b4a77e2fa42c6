/**
 * What the build does with the content once it is valid, before Gatsby reads it: warn about
 * what search results would cut, stop a production build that still holds sample content,
 * and write the modules derived from the content. Called by gatsby-node's onPreInit (and,
 * without the launch check, again in `gatsby develop` when an editor saves a content file).
 */
import type { Reporter } from "gatsby";
import { contentNotes, contentWarnings } from "./load-content";
import { launchBlock, sampleContentIn } from "./launch-check";
import { writeSolutionOptions } from "./solution-options";

export function prepareContent(
  contentDir: string,
  reporter: Pick<Reporter, "info" | "warn" | "panic">,
  env: Record<string, string | undefined> | null = process.env,
): void {
  const { warnings, launchNote } = contentWarnings(contentDir);
  for (const warning of warnings) reporter.warn(warning);
  if (launchNote) reporter.info(launchNote);
  for (const note of contentNotes(contentDir)) reporter.info(note);
  const block = env && launchBlock(sampleContentIn(contentDir), env);
  if (block) reporter.panic(block);
  if (writeSolutionOptions(contentDir)) {
    reporter.info("Contact form solutions written from content/services.json");
  }
}
