/**
 * Netlify scheduled function: `leads purge` daily (midnight UTC), deleting mailed leads past
 * LEADS_RETENTION_DAYS as the privacy policy promises (functions/scheduled-maintenance.ts). The
 * schedule is read from this file by Netlify's build; `npm run check:deploy` shows it.
 */
import { runScheduledPurge, scheduledResponse } from "../../functions/scheduled-maintenance";

export default async function leadsPurge(): Promise<Response> {
  return scheduledResponse(await runScheduledPurge());
}

export const config = { schedule: "@daily" };
