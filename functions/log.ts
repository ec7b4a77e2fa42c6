/**
 * One JSON line per contact call on stdout. Only what an operator needs to follow a call
 * (outcome, status, timing, lead id, where a lead file is): never message text, names or
 * email addresses, so logs hold no personal data.
 */

export type Outcome =
  | "sent"
  | "stored"
  | "queued"
  | "spam"
  | "invalid"
  | "missing_token"
  | "method_not_allowed"
  | "unsupported_media_type"
  | "too_large"
  | "bad_request"
  | "forbidden_origin"
  | "rate_limited"
  | "verification_failed"
  | "verification_unavailable"
  | "hostname_mismatch"
  | "store_failed"
  | "error";

export interface CallLogEntry {
  id?: string;
  outcome: Outcome;
  status: number;
  ms: number;
  /** Where the lead file is, when it was stored but not mailed. */
  leadFile?: string;
  /** A short technical reason (error code), never user input. */
  detail?: string;
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
  try {
    write(JSON.stringify(line));
  } catch {
    // Logging must never turn a handled call into a failed one.
  }
}
