/**
 * One JSON line per contact call on stdout. Only what an operator needs to follow a call
 * (outcome, status, timing, lead id, where a lead is stored): never message text, names or
 * email addresses, so logs hold no personal data.
 */

export type Outcome =
  | "sent"
  | "stored"
  | "queued"
  | "spam"
  /** A resend of an enquiry stored already (same idempotency key): nothing stored or mailed. */
  | "duplicate"
  | "invalid"
  | "missing_token"
  | "method_not_allowed"
  | "unsupported_media_type"
  /** A form-encoded POST: a browser that ran none of the form's scripts, sent to a page (303). */
  | "form_without_scripts"
  | "too_large"
  | "bad_request"
  | "forbidden_origin"
  | "rate_limited"
  | "verification_failed"
  | "hostname_mismatch"
  /** A setting stops the contact call; the start-up line says which and how to fix it. */
  | "misconfigured"
  | "store_failed"
  | "error";

export interface CallLogEntry {
  id?: string;
  outcome: Outcome;
  status: number;
  ms: number;
  /** Where the lead is stored (outbox file, or database and id), when it was not mailed. */
  leadFile?: string;
  /** A short technical reason (error code), never user input. */
  detail?: string;
  /** Why the lead was kept without the human verification (e.g. "timeout"). */
  unverified?: string;
  /** What became of the lead's webhook in this call ("delivered", "retry:HTTP_503", "later"). */
  webhook?: string;
}

export type LogWriter = (line: string) => void;

export const stdoutWriter: LogWriter = (line) => {
  process.stdout.write(`${line}\n`);
};

export function logCall(entry: CallLogEntry, write: LogWriter = stdoutWriter, now = new Date()) {
  const line: Record<string, unknown> = {
    time: now.toISOString(),
    id: entry.id ?? null,
    outcome: entry.outcome,
    status: entry.status,
    ms: Math.round(entry.ms),
  };
  if (entry.leadFile !== undefined) line.leadFile = entry.leadFile;
  if (entry.detail !== undefined) line.detail = entry.detail;
  if (entry.unverified !== undefined) line.unverified = entry.unverified;
  if (entry.webhook !== undefined) line.webhook = entry.webhook;
  try {
    write(JSON.stringify(line));
  } catch {
    // Logging must never turn a handled call into a failed one.
  }
}

/**
 * A setting that stops the contact call, said once when the handler starts (every refused call
 * then logs the outcome "misconfigured"). The message names variables, never their values.
 */
export function logSettingsProblem(
  problem: string,
  write: LogWriter = stdoutWriter,
  now = new Date(),
) {
  try {
    write(
      JSON.stringify({
        time: now.toISOString(),
        level: "error",
        event: "settings",
        problem: `CONTACT FORM DISABLED: ${problem}`,
      }),
    );
  } catch {
    // As above: logging never breaks the caller.
  }
}

// Problems said already by this process: a wrong webhook setting is said once, not per call.
const webhookOffSaid = new Set<string>();

/**
 * A wrong webhook setting turned the webhook off (leads are still stored and mailed): one loud
 * line per process and problem, naming the setting, never its value. True when it was written.
 */
export function logWebhookOff(
  off: { setting: string; code: string; message: string },
  write: LogWriter = stdoutWriter,
  now = new Date(),
): boolean {
  if (webhookOffSaid.has(off.message)) return false;
  webhookOffSaid.add(off.message);
  try {
    write(
      JSON.stringify({
        time: now.toISOString(),
        level: "error",
        event: "webhook_off",
        setting: off.setting,
        detail: off.code,
        problem:
          `LEAD WEBHOOK OFF: ${off.message} Leads are still stored and mailed; those stored ` +
          "meanwhile are posted by `leads retry` once it is fixed.",
      }),
    );
  } catch {
    // As above: logging never breaks the caller.
  }
  return true;
}

/**
 * The rate limit shared through the database could not be counted and the per-instance limit
 * stands in ("fallback"), or it is counted again ("restored"): said once each time it changes.
 */
export function logSharedRateLimit(
  change: "fallback" | "restored",
  detail: string | undefined,
  write: LogWriter = stdoutWriter,
  now = new Date(),
) {
  try {
    write(
      JSON.stringify({
        time: now.toISOString(),
        level: change === "fallback" ? "warn" : "info",
        event: "rate_limit",
        problem:
          change === "fallback"
            ? "The shared rate limit cannot be counted in PostgreSQL: each instance counts its own until it can."
            : "The shared rate limit is counted in PostgreSQL again.",
        ...(detail === undefined ? {} : { detail }),
      }),
    );
  } catch {
    // As above: logging never breaks the caller.
  }
}
