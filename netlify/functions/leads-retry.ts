/**
 * Netlify scheduled function: `leads retry` every 15 minutes, so pending lead mail and webhooks
 * are delivered with nothing outside Netlify (functions/scheduled-maintenance.ts). The schedule
 * is read from this file by Netlify's build (a literal, in UTC); `npm run check:deploy` shows it.
 * Runs only on published deploys, for at most 30 seconds, with the Functions-scoped settings.
 */
import { runScheduledRetry, scheduledResponse } from "../../functions/scheduled-maintenance";

export default async function leadsRetry(): Promise<Response> {
  return scheduledResponse(await runScheduledRetry());
}

export const config = { schedule: "*/15 * * * *" };
