/**
 * What the build does with the content once it is valid, before Gatsby reads it: write the
 * modules derived from it. Called by gatsby-node's onPreInit (and again in `gatsby develop`
 * when an editor saves a content file).
 */
import type { Reporter } from "gatsby";
import { writeSolutionOptions } from "./solution-options";

export function prepareContent(contentDir: string, reporter: Pick<Reporter, "info">): void {
  if (writeSolutionOptions(contentDir)) {
    reporter.info("Contact form solutions written from content/services.json");
  }
}
