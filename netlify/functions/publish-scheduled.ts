/**
 * Netlify scheduled function: a build once a day, just after midnight in the UK (00:15 UTC is
 * 00:15 GMT or 01:15 BST), through the site's build hook, so an article scheduled for that day
 * is published on it; a night with no article due asks for none (functions/scheduled-rebuild.ts).
 * Without NETLIFY_BUILD_HOOK_URL it logs that and does nothing. The schedule is read from this
 * file by Netlify's build.
 */
import { rebuildResponse, runScheduledRebuild } from "../../functions/scheduled-rebuild";

export default async function publishScheduled(): Promise<Response> {
  return rebuildResponse(await runScheduledRebuild());
}

export const config = { schedule: "15 0 * * *" };
