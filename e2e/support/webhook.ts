/**
 * The lead webhook of the end-to-end server: e2e/support/serve.ts points LEADS_WEBHOOK_URL at the
 * receiver stand-in (test-support/webhook-receiver.ts) with this secret, and writes each post it
 * receives into $E2E_DATA_DIR/webhook for the tests to read.
 */
import path from "node:path";

/** A stand-in value, known to the tests: the e2e server is on loopback only. */
export const E2E_WEBHOOK_SECRET = "e2e-stand-in-webhook-secret-0123456789";

/** Where the e2e server writes the posts its webhook receiver got. */
export const webhookPostsDir = (dataDir: string) => path.join(dataDir, "webhook");

/** One post as the e2e server wrote it. */
export interface WrittenWebhookPost {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
