/**
 * Mails one stored lead through a `LeadStore` and records the result (claim, re-read, lead mail,
 * mark sent, acknowledgement), for whichever store the deployment uses; posts its webhook the
 * same way under the webhook's own claim. Shared by the contact call (first attempt) and `leads
 * retry`, so both follow the same steps. A lead stored without the human verification gets no
 * acknowledgement, also not on a retry: its address may be anyone's, written by a bot.
 */
import type { ClaimedLead, ClaimedWebhook, ClaimSkipReason, LeadStore } from "./lead-store";
import {
  buildAcknowledgementMail,
  buildLeadMail,
  mailErrorCode,
  mailErrorText,
  type MailSettings,
  type MailTransport,
} from "./mailer";
import { isUnverified } from "./outbox";
import { postWebhook, type PostWebhookOptions, type WebhookTarget } from "./webhook";
import { nextWebhookState } from "./webhook-state";

export interface StoreDeliverySettings extends MailSettings {
  leadsAck: boolean;
}

export type DeliveryResult =
  | { outcome: "sent"; acknowledgement: "sent" | "failed" | "off"; recordError?: string }
  | { outcome: "failed"; errorCode: string }
  /**
   * Not tried ("deferred": the caller stopped waiting before the lead mail started, so it is
   * still pending; "already_sent", "busy", "missing": see ClaimSkipReason).
   */
  | { outcome: ClaimSkipReason };

export interface DeliveryOptions {
  /**
   * Aborted when the caller stops waiting: a lead whose mail has not started by then is left
   * pending for `leads retry`; a mail already under way is finished and recorded.
   */
  signal?: AbortSignal;
}

/** Mails a lead the caller has claimed. */
export async function deliverClaimedLead(
  lead: ClaimedLead,
  settings: StoreDeliverySettings,
  transport: MailTransport,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  if (options.signal?.aborted) return { outcome: "deferred" };
  try {
    await transport.send(buildLeadMail(lead.record, settings));
  } catch (error) {
    // Recording the failure is best effort: the lead stays pending either way.
    await lead.markFailed(mailErrorText(error)).catch(() => undefined);
    return { outcome: "failed", errorCode: mailErrorCode(error) };
  }

  let sent = lead.record;
  try {
    sent = await lead.markSent();
  } catch (error) {
    // The mail went out; a later retry may send it again, which beats losing the lead.
    return { outcome: "sent", acknowledgement: "off", recordError: recordErrorCode(error) };
  }

  if (!settings.leadsAck || sent.acknowledgedAt || isUnverified(sent)) {
    return { outcome: "sent", acknowledgement: "off" };
  }
  try {
    await transport.send(buildAcknowledgementMail(sent, settings));
  } catch {
    // The acknowledgement is a courtesy; the lead itself has reached the sales mailbox.
    return { outcome: "sent", acknowledgement: "failed" };
  }
  await lead.markAcknowledged().catch(() => undefined);
  return { outcome: "sent", acknowledgement: "sent" };
}

/** Claims the lead with this id and mails it (the contact call's first attempt). */
export async function deliverStoredLead(
  store: LeadStore,
  id: string,
  settings: StoreDeliverySettings,
  transport: MailTransport,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const outcome = await store.withClaimedLead(
    id,
    (lead) => deliverClaimedLead(lead, settings, transport, options),
    { signal: options.signal },
  );
  return outcome.claimed ? outcome.value : { outcome: outcome.reason };
}

export interface StoreRetrySummary {
  sent: string[];
  failed: Array<{ id: string; errorCode: string }>;
  /** Taken or mailed by another worker meanwhile, or gone: nothing mailed. */
  skipped: Array<{ id: string; reason: string }>;
  unreadable: string[];
}

/** Mails every pending lead once (`leads retry`); safe to run on many machines at once. */
export async function retryPendingLeadsInStore(
  store: LeadStore,
  settings: StoreDeliverySettings,
  transport: MailTransport,
  options: { deadline?: Date } = {},
): Promise<StoreRetrySummary> {
  const run = await store.withClaimedPendingLeads(
    (lead) => deliverClaimedLead(lead, settings, transport),
    { deadline: options.deadline },
  );
  const summary: StoreRetrySummary = {
    sent: [],
    failed: [],
    skipped: run.skipped.map(({ id, reason }) => ({ id, reason })),
    unreadable: run.unreadable,
  };
  for (const { id, value } of run.results) {
    if (value.outcome === "sent") summary.sent.push(id);
    else if (value.outcome === "failed") summary.failed.push({ id, errorCode: value.errorCode });
    else summary.skipped.push({ id, reason: value.outcome });
  }
  return summary;
}

function recordErrorCode(error: unknown): string {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
  }
  return mailErrorCode(error);
}

export type WebhookDeliveryResult = (
  | { outcome: "delivered" }
  /** Still pending: tried again once its backoff has passed. */
  | { outcome: "retry"; code: string }
  /** Refused too often: given up on, shown by `leads list`. */
  | { outcome: "failed"; code: string }
  | { outcome: ClaimSkipReason }
) & {
  /** The attempt could not be recorded (it will be made again: at least once). */
  recordError?: string;
};

export interface WebhookDeliveryOptions extends PostWebhookOptions {
  /** The clock of the attempt (its signature and backoff). */
  clock?: () => Date;
}

/** Posts a lead whose webhook the caller has claimed, and records what came of it. */
export async function deliverClaimedWebhook(
  claimed: ClaimedWebhook,
  target: WebhookTarget,
  options: WebhookDeliveryOptions = {},
): Promise<WebhookDeliveryResult> {
  const clock = options.clock ?? (() => new Date());
  const attempt = await postWebhook(claimed.record, target, { ...options, now: clock() });
  const next = nextWebhookState(claimed.record.webhook, attempt, clock());
  let recordError: string | undefined;
  try {
    await claimed.update(next);
  } catch (error) {
    // Left pending, its claim expiring: the receiver may get it again, which beats never.
    recordError = recordErrorCode(error);
  }
  const result: WebhookDeliveryResult =
    attempt.outcome === "delivered"
      ? { outcome: "delivered" }
      : { outcome: next.status === "failed" ? "failed" : "retry", code: attempt.code };
  return recordError === undefined ? result : { ...result, recordError };
}

/**
 * Claims the webhook of the lead with this id and posts it (the contact call's first attempt).
 * Waiting for a claim ends when `signal` aborts ("deferred": still pending); a post under way is
 * finished and recorded.
 */
export async function deliverStoredWebhook(
  store: LeadStore,
  id: string,
  target: WebhookTarget,
  options: WebhookDeliveryOptions & { signal?: AbortSignal } = {},
): Promise<WebhookDeliveryResult> {
  const outcome = await store.withClaimedWebhook(
    id,
    (claimed) => deliverClaimedWebhook(claimed, target, options),
    { signal: options.signal },
  );
  return outcome.claimed ? outcome.value : { outcome: outcome.reason };
}

export interface WebhookRetrySummary {
  delivered: string[];
  /** Not delivered this time, still pending (with the reason's code). */
  retrying: Array<{ id: string; code: string }>;
  /** Given up on this time (refused too often). */
  failed: Array<{ id: string; code: string }>;
  skipped: Array<{ id: string; reason: string }>;
  unreadable: string[];
}

/** Posts every pending webhook whose backoff has passed (`leads retry`); safe to overlap. */
export async function retryPendingWebhooksInStore(
  store: LeadStore,
  target: WebhookTarget,
  options: WebhookDeliveryOptions & { deadline?: Date } = {},
): Promise<WebhookRetrySummary> {
  const clock = options.clock ?? (() => new Date());
  const run = await store.withClaimedPendingWebhooks(
    (claimed) => deliverClaimedWebhook(claimed, target, options),
    { now: clock(), deadline: options.deadline },
  );
  const summary: WebhookRetrySummary = {
    delivered: [],
    retrying: [],
    failed: [],
    skipped: run.skipped.map(({ id, reason }) => ({ id, reason })),
    unreadable: run.unreadable,
  };
  for (const { id, value } of run.results) {
    if (value.outcome === "delivered") summary.delivered.push(id);
    else if (value.outcome === "retry") summary.retrying.push({ id, code: value.code });
    else if (value.outcome === "failed") summary.failed.push({ id, code: value.code });
    else summary.skipped.push({ id, reason: value.outcome });
  }
  return summary;
}
