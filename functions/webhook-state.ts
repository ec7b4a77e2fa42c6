/**
 * The webhook's delivery state of one lead, beside the mail's, and how an attempt changes it.
 * Pure: the stores keep the state (lead-store-contract.ts), the delivery steps
 * (store-delivery.ts) decide it here.
 *
 * - pending: not delivered yet; tried again by `leads retry` once `nextAttemptAt` has passed
 *   (the backoff below), for as long as the receiver is down, hangs or answers 408, 429 or 5xx;
 * - delivered: the receiver answered 2xx once (a receiver may see the lead again only if that
 *   answer was lost, hence the lead id as idempotency key);
 * - failed: the receiver refused it (another 4xx, or a redirect) WEBHOOK_MAX_REFUSALS times:
 *   not tried again, shown by `leads list`.
 */

export type WebhookStatus = "pending" | "delivered" | "failed";

export interface WebhookState {
  status: WebhookStatus;
  /** Deliveries tried so far. */
  attempts: number;
  lastAttemptAt?: string;
  /** Why the last attempt did not deliver (first 500 characters). */
  lastError?: string;
  /** Pending: the next run leaves it until then. */
  nextAttemptAt?: string;
  deliveredAt?: string;
}

/** What one POST to the receiver came to (webhook.ts). */
export type WebhookAttempt =
  | { outcome: "delivered"; status: number }
  /** Down, hanging, 408, 429 or 5xx: worth trying again. `code` is log-safe ("HTTP_503"). */
  | { outcome: "retry"; code: string; error: string; retryAfterMs?: number }
  /** Another 4xx, or a redirect: the receiver does not take it as it is. */
  | { outcome: "refused"; code: string; error: string };

/** Refusals before a lead's webhook is given up on ("failed"). */
export const WEBHOOK_MAX_REFUSALS = 5;
/** The first retry waits this long; each further one twice as long as the last... */
export const WEBHOOK_FIRST_BACKOFF_MS = 60_000;
/** ...up to this (also the most a receiver's Retry-After may ask for). */
export const WEBHOOK_MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** The state of a lead stored while the webhook is set: nothing tried yet. */
export const NEW_WEBHOOK_STATE: Readonly<WebhookState> = { status: "pending", attempts: 0 };

/** How long to wait after `attempts` tried deliveries (and the receiver's Retry-After). */
export function webhookBackoffMs(attempts: number, retryAfterMs = 0): number {
  const doubled = WEBHOOK_FIRST_BACKOFF_MS * 2 ** Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(Math.max(doubled, retryAfterMs), WEBHOOK_MAX_BACKOFF_MS);
}

/** The state after one more attempt at `at`. */
export function nextWebhookState(
  state: WebhookState,
  attempt: WebhookAttempt,
  at: Date,
): WebhookState {
  const attempts = state.attempts + 1;
  const lastAttemptAt = at.toISOString();
  if (attempt.outcome === "delivered") {
    return { status: "delivered", attempts, lastAttemptAt, deliveredAt: lastAttemptAt };
  }
  const lastError = `${attempt.code}: ${attempt.error}`.slice(0, 500);
  if (attempt.outcome === "refused" && attempts >= WEBHOOK_MAX_REFUSALS) {
    return { status: "failed", attempts, lastAttemptAt, lastError };
  }
  const wait = webhookBackoffMs(attempts, attempt.outcome === "retry" ? attempt.retryAfterMs : 0);
  return {
    status: "pending",
    attempts,
    lastAttemptAt,
    lastError,
    nextAttemptAt: new Date(at.getTime() + wait).toISOString(),
  };
}

/** True when a pending webhook may be tried at `now` (its backoff has passed). */
export function isWebhookDue(state: WebhookState, now: Date): boolean {
  if (state.status !== "pending") return false;
  return state.nextAttemptAt === undefined || Date.parse(state.nextAttemptAt) <= now.getTime();
}

export function isWebhookState(value: unknown): value is WebhookState {
  if (typeof value !== "object" || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    (state.status === "pending" || state.status === "delivered" || state.status === "failed") &&
    typeof state.attempts === "number"
  );
}
