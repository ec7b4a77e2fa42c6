/**
 * `leads retry` and `leads purge` as the CLI (leads-cli.ts) and Netlify's scheduled functions
 * (scheduled-maintenance.ts) both run them, and what each says of its run.
 */
import { createLeadStore, type LeadStore } from "./lead-store";
import { createSmtpTransport, type MailTransport, type MailTransportFactory } from "./mailer";
import type { PurgeSummary } from "./outbox";
import { readSettings, type Env, type Settings } from "./settings";
import {
  retryPendingLeadsInStore,
  retryPendingWebhooksInStore,
  type WebhookDeliveryOptions,
  type WebhookRetrySummary,
} from "./store-delivery";
import { describeWebhookUrl } from "./webhook";

export interface RetrySummary {
  /** False when SMTP_URL is unset: no mail was tried (the lists below are empty). */
  mail: boolean;
  /** Pending leads this run came to: mailed, failed or skipped. */
  pending: number;
  sent: string[];
  failed: Array<{ id: string; errorCode: string }>;
  /** Sent meanwhile, claimed by another worker, or gone: nothing mailed. */
  skipped: Array<{ id: string; reason: string }>;
  unreadable: string[];
  /** The webhook's run, when LEADS_WEBHOOK_URL is set (with the receiver's origin). */
  webhook?: WebhookRetrySummary & { receiver: string };
  /** Why nothing was posted although LEADS_WEBHOOK_URL is set (a wrong webhook setting). */
  webhookOff?: string;
}

export interface RetryOptions {
  settings?: Settings;
  env?: Env;
  createTransport?: MailTransportFactory;
  /** The store to work on; without it one is opened from the settings and closed again. */
  store?: LeadStore;
  /** How the webhook is posted (tests: the clock, fetch, the timeout). */
  webhook?: WebhookDeliveryOptions;
  /** No lead is taken after this moment (a scheduled run that must end in time). */
  deadline?: Date;
}

/** Neither delivery is set up: `leads retry` has nothing it could do. */
export const NOTHING_TO_RETRY =
  "SMTP_URL is not set, so no lead can be mailed (and LEADS_WEBHOOK_URL is not set either). " +
  "Set it and run retry again.";

/** Why `leads retry` has nothing it could do with these settings. */
export function nothingToRetry(settings: Settings): string {
  if (settings.webhookOff === undefined) return NOTHING_TO_RETRY;
  return (
    "SMTP_URL is not set, so no lead can be mailed, and the webhook is off: " +
    `${settings.webhookOff.message} Fix either and run retry again.`
  );
}

/**
 * Mails every pending lead and marks it sent (with SMTP_URL), and posts every pending webhook
 * whose backoff has passed (with LEADS_WEBHOOK_URL), both at once, each under its own claims.
 * Idempotent: each lead is claimed and re-read first, so two runs (or a run and the contact
 * call) never mail or post the same lead twice.
 */
export async function retryPendingLeads(options: RetryOptions = {}): Promise<RetrySummary> {
  const settings = options.settings ?? readSettings(options.env);
  const smtpUrl = settings.smtpUrl;
  const webhook = settings.webhook;
  if (smtpUrl === undefined && webhook === undefined) throw new Error(nothingToRetry(settings));
  const store = options.store ?? (await createLeadStore(settings));
  const factory = options.createTransport ?? ((url: string) => createSmtpTransport(url));
  let transport: MailTransport | undefined;
  try {
    transport = smtpUrl === undefined ? undefined : factory(smtpUrl);
    const deadline = options.deadline;
    const [mailRun, webhookRun] = await Promise.all([
      transport && retryPendingLeadsInStore(store, settings, transport, { deadline }),
      webhook &&
        retryPendingWebhooksInStore(
          store,
          { ...webhook, siteUrl: settings.siteUrl },
          { ...options.webhook, deadline },
        ),
    ]);
    const mail = mailRun ?? { sent: [], failed: [], skipped: [], unreadable: [] };
    return {
      mail: mailRun !== undefined,
      pending: mail.sent.length + mail.failed.length + mail.skipped.length,
      ...mail,
      ...(webhook && webhookRun
        ? { webhook: { ...webhookRun, receiver: describeWebhookUrl(webhook.url) } }
        : {}),
      ...(settings.webhookOff ? { webhookOff: settings.webhookOff.message } : {}),
    };
  } finally {
    transport?.close();
    if (options.store === undefined) await store.close();
  }
}

/** True when the run left something undelivered that it tried (cron's exit code 1). */
export function retryLeftFailures(summary: RetrySummary): boolean {
  const hook = summary.webhook;
  return (
    summary.failed.length > 0 ||
    summary.unreadable.length > 0 ||
    (hook !== undefined &&
      (hook.retrying.length > 0 || hook.failed.length > 0 || hook.unreadable.length > 0))
  );
}

export function formatRetrySummary(summary: RetrySummary): string[] {
  const lines = summary.mail
    ? [
        `Pending leads: ${summary.pending}. Sent now: ${summary.sent.length}. ` +
          `Failed: ${summary.failed.length}. Skipped: ${summary.skipped.length}.`,
      ]
    : ["Mail: SMTP_URL is not set, so no lead was mailed."];
  for (const id of summary.sent) lines.push(`  sent     ${id}`);
  for (const { id, errorCode } of summary.failed) lines.push(`  failed   ${id} (${errorCode})`);
  for (const { id, reason } of summary.skipped) lines.push(`  skipped  ${id} (${reason})`);
  for (const name of summary.unreadable) lines.push(`  unreadable file ${name}`);
  if (summary.failed.length > 0) {
    lines.push("Failed leads stay pending; run retry again once the mail server is reachable.");
  }
  if (summary.webhookOff !== undefined) {
    lines.push(`Webhook: off, nothing was posted. ${summary.webhookOff}`);
  }
  const hook = summary.webhook;
  if (hook !== undefined) {
    lines.push(
      `Webhook (${hook.receiver}): delivered now: ${hook.delivered.length}. ` +
        `Not yet: ${hook.retrying.length}. Given up: ${hook.failed.length}. ` +
        `Skipped: ${hook.skipped.length}.`,
    );
    for (const id of hook.delivered) lines.push(`  delivered ${id}`);
    for (const { id, code } of hook.retrying) lines.push(`  not yet   ${id} (${code})`);
    for (const { id, code } of hook.failed) lines.push(`  given up  ${id} (${code})`);
    for (const { id, reason } of hook.skipped) lines.push(`  skipped   ${id} (${reason})`);
    for (const name of hook.unreadable) lines.push(`  unreadable ${name}`);
    if (hook.retrying.length > 0) {
      lines.push(
        "Webhooks not delivered yet stay pending: a later run tries again after a backoff.",
      );
    }
    if (hook.failed.length > 0) {
      lines.push("Given-up webhooks were refused by the receiver: `leads list` shows them.");
    }
  }
  return lines;
}

/** What `purge` says: what went (out), and the pending leads it kept (err). */
export function formatPurgeSummary(
  { deleted, keptPending, cleaned }: PurgeSummary,
  days: number,
): { out: string[]; err: string[] } {
  const out = [`Deleted ${deleted.length} lead(s) older than ${days} days.`];
  if (cleaned > 0) out.push(`Removed ${cleaned} leftover(s) (see docs/operations.md).`);
  const err = keptPending.map(
    (id) => `Kept ${id}: older than ${days} days but never mailed. Run retry.`,
  );
  return { out, err };
}
