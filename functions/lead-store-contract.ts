/**
 * The contract of a lead store (the factory that picks one is lead-store.ts): where enquiries are
 * kept before (and after) they are mailed. Two stores implement it: the filesystem outbox
 * (LEADS_DIR, one JSON file per lead) for a server with a lasting disk, and PostgreSQL
 * (LEADS_DATABASE_URL) for serverless hosting, where the local disk disappears with the instance.
 * functions/lead-store.contract.test.ts runs the same tests on both; a new store (or a new
 * operation) belongs there first.
 *
 * The rules both keep:
 * - `insert` is all or nothing and happens before any mail, so an enquiry is never lost unseen;
 *   it stores one lead per idempotency key, so a resend of a stored enquiry is never a second
 *   (the contact call stores the form's key bound to the fields sent: enquiry-key.ts). A key
 *   whose lead was erased stays taken, holding nothing but the time of erasure, so a resend of
 *   the erased enquiry stores nothing;
 * - a lead is mailed only while it is *claimed*: one worker at a time, re-read under the claim,
 *   so the request that stored it and any number of concurrent `leads retry` runs never mail it
 *   twice. One store holds at most MAX_CONCURRENT_CLAIMS claims at once (one SMTP connection
 *   each), and a claim older than CLAIM_TIMEOUT_MS has expired: the next worker takes the lead
 *   (claim-slots.ts);
 * - a lead stored while the webhook is set has the webhook's delivery state beside the mail's
 *   (webhook-state.ts), inserted with the lead and read back with it. It is posted only under the
 *   webhook's own claim, apart from the mail's and capped the same way in slots of its own, so a
 *   hanging receiver never holds the mail back, nor a hanging relay the webhook;
 * - `purgeSent` deletes mailed leads past the retention period and never a pending one, with the
 *   leftovers PurgeSummary lists; `erase` deletes the leads named, pending or not, with every
 *   trace of them in the store, their webhook state included; both leave a lead another worker
 *   is mailing or posting right now;
 * - when the store cannot be reached, operations reject with `LeadStoreUnavailableError`, so
 *   the contact call can answer 503 and the visitor can try again;
 * - a lead holding text a store cannot keep (NUL, a lone UTF-16 surrogate: PostgreSQL refuses
 *   both) is refused by both stores alike with `LeadRejectedError`, never stored by one and
 *   answered 503 forever by the other. The contact schema refuses such text first; this is
 *   the store's own guard.
 */
import { hasLoneSurrogate } from "../src/lib/contact/unsafe-characters";
import type { RateLimitDecision } from "./rate-limit";
import type { WebhookState } from "./webhook-state";
import type {
  EraseSelector,
  EraseSummary,
  InsertOutcome,
  LeadListing,
  LeadRecord,
  PurgeSummary,
} from "./outbox";

export type { EraseSelector, EraseSummary, InsertOutcome, LeadListing, LeadRecord, PurgeSummary };

/** A store's error with a short, log-safe code for the contact call's log line. */
abstract class CodedLeadStoreError extends Error {
  constructor(
    message: string,
    /** An errno ("ECONNREFUSED"), "PG_" + SQLSTATE ("PG_57P01", "PG_22P05") or our own. */
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The store could not be reached or refused to work (disk full, database down or restarting). */
export class LeadStoreUnavailableError extends CodedLeadStoreError {
  override readonly name = "LeadStoreUnavailableError";
}

export function isLeadStoreUnavailable(error: unknown): error is LeadStoreUnavailableError {
  return error instanceof LeadStoreUnavailableError;
}

/**
 * The lead itself cannot be stored (its text, not the store, is at fault, e.g.
 * "UNSTORABLE_TEXT"): sending it again will not help.
 */
export class LeadRejectedError extends CodedLeadStoreError {
  override readonly name = "LeadRejectedError";
}

export function isLeadRejected(error: unknown): error is LeadRejectedError {
  return error instanceof LeadRejectedError;
}

/** NUL, or half of a surrogate pair on its own: PostgreSQL refuses both in JSON. */
const unstorable = (text: string) => text.includes("\u0000") || hasLoneSurrogate(text);

/** Where in the record a text no store can keep is (a dotted path), or undefined. */
export function unstorableTextIn(value: unknown, where = "record"): string | undefined {
  if (typeof value === "string") return unstorable(value) ? where : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key)) return `${where}.<key>`;
    const found = unstorableTextIn(item, `${where}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses a record with text no store can keep, the same way in both stores. */
export function assertStorable(record: LeadRecord): void {
  const where = unstorableTextIn(record);
  if (where !== undefined) {
    throw new LeadRejectedError(
      `Lead ${record.id} holds text no store can keep (${where})`,
      "UNSTORABLE_TEXT",
    );
  }
}

/**
 * A lead held by one worker. The marks are recorded under the claim, so nobody else can mail
 * the lead between the re-read and the "sent" mark.
 */
export interface ClaimedLead {
  /** The record as re-read under the claim: pending, and held by nobody else. */
  readonly record: LeadRecord;
  /** The lead mail went out: status "sent", one more attempt, the error cleared. */
  markSent(at?: Date): Promise<LeadRecord>;
  /** A mail attempt failed: the lead stays pending with the error (first 500 characters). */
  markFailed(error: string, at?: Date): Promise<LeadRecord>;
  /** The acknowledgement mail reached the enquirer. */
  markAcknowledged(at?: Date): Promise<LeadRecord>;
}

/**
 * A lead's webhook held by one worker: the record as re-read under the claim, its webhook
 * pending. Its state changes only through `update`, under the claim.
 */
export interface ClaimedWebhook {
  readonly record: LeadRecord & { webhook: WebhookState };
  /** Records the state after an attempt (webhook-state.ts's nextWebhookState). */
  update(state: WebhookState): Promise<LeadRecord>;
}

export type ClaimSkipReason =
  /** Another worker holds the lead right now (it will mail it). */
  | "busy"
  /** No webhook to post: delivered, given up on, or stored while the webhook was unset. */
  | "settled"
  /** Its webhook was tried meanwhile by another worker and waits for its backoff. */
  | "not_due"
  /** The caller stopped waiting for a claim (its `signal` aborted): the lead is still pending. */
  | "deferred"
  /** Mailed by an earlier attempt. */
  | "already_sent"
  /** No lead with this id (never stored, or purged). */
  | "missing";

export type ClaimOutcome<T> =
  { claimed: true; value: T } | { claimed: false; reason: ClaimSkipReason };

export interface PendingRun<T> {
  /** What `work` returned for each lead it was given, oldest lead first. */
  results: Array<{ id: string; value: T }>;
  /** Pending when listed, then taken or mailed by another worker: not given to `work`. */
  skipped: Array<{ id: string; reason: ClaimSkipReason }>;
  /** Records that could not be read (named so an operator can look). */
  unreadable: string[];
}

export interface PendingRunOptions {
  /** At most this many leads are given to `work`. */
  limit?: number;
  /** No lead is taken after this moment (a scheduled run that must end in time). */
  deadline?: Date;
}

/** True once a run should take no more leads. */
export function runIsOver<T>(run: PendingRun<T>, options: PendingRunOptions): boolean {
  if (options.limit !== undefined && run.results.length >= options.limit) return true;
  return options.deadline !== undefined && Date.now() >= options.deadline.getTime();
}

export interface PurgeOptions {
  now?: Date;
  /** Mailed leads received more than this many days before `now` are deleted. */
  days?: number;
}

export interface CountOptions {
  /**
   * Called once the count has its connection: what comes before (a cold start connecting and
   * migrating, a new connection to a far database) is not the database being slow to count.
   */
  onConnected?: () => void;
}

export interface LeadStore {
  readonly kind: "filesystem" | "postgres";
  /** Where the leads are, for logs and the CLI (never a password). */
  readonly description: string;
  /**
   * Stores a new lead, all or nothing, and says where (for the log). A lead whose
   * `idempotencyKey` is already stored is not stored again: the lead stored with that key comes
   * back instead, as it is now, or undefined when that lead was erased (two concurrent inserts
   * with one key store one lead).
   */
  insert(record: LeadRecord): Promise<InsertOutcome>;
  get(id: string): Promise<LeadRecord | undefined>;
  /** Every lead, newest first. */
  list(): Promise<LeadListing>;
  /**
   * Claims one lead and runs `work` while holding it; the claim ends when `work` settles.
   * Not run when the lead is missing, already sent or held by another worker, nor once
   * `signal` has aborted (waiting for a claim ends there: "deferred").
   */
  withClaimedLead<T>(
    id: string,
    work: (lead: ClaimedLead) => Promise<T>,
    options?: { signal?: AbortSignal },
  ): Promise<ClaimOutcome<T>>;
  /**
   * Claims pending leads one at a time, oldest first, and runs `work` for each: a lead another
   * worker holds is passed over, and each lead is offered once per run (a failed one waits for
   * the next run). Stops after `limit` leads when given, and takes no lead after `deadline`.
   */
  withClaimedPendingLeads<T>(
    work: (lead: ClaimedLead) => Promise<T>,
    options?: PendingRunOptions,
  ): Promise<PendingRun<T>>;
  /**
   * Claims one lead's webhook and runs `work` while holding it (the contact call's first attempt).
   * Not run when the lead is missing, its webhook settled or held by another worker, nor once
   * `signal` has aborted ("deferred").
   */
  withClaimedWebhook<T>(
    id: string,
    work: (claimed: ClaimedWebhook) => Promise<T>,
    options?: { signal?: AbortSignal },
  ): Promise<ClaimOutcome<T>>;
  /**
   * Claims pending webhooks whose backoff has passed at `now`, one at a time, oldest lead first,
   * and runs `work` for each; each is offered once per run. Stops as withClaimedPendingLeads.
   */
  withClaimedPendingWebhooks<T>(
    work: (claimed: ClaimedWebhook) => Promise<T>,
    options?: PendingRunOptions & { now?: Date },
  ): Promise<PendingRun<T>>;
  /**
   * Counts one contact call of a client in the store, shared by every instance that uses it:
   * refused (not counted) once `limit` calls were counted in the window holding `nowMs`. Only a
   * store many instances share has it (PostgreSQL); the outbox's one process counts in memory.
   */
  countContactCall?(
    key: string,
    limit: number,
    nowMs: number,
    options?: CountOptions,
  ): Promise<RateLimitDecision>;
  /**
   * Connects and brings the schema up to date now, ahead of the first call (PostgreSQL: a cold
   * instance starts it as it starts, so the first count finds its connection open).
   */
  warmUp?(): Promise<void>;
  /**
   * Deletes mailed leads past the retention period, and leftovers (PurgeSummary.cleaned);
   * pending ones are kept and reported.
   */
  purgeSent(options?: PurgeOptions): Promise<PurgeSummary>;
  /**
   * Deletes the lead with this id, or every lead sent from this email address (compared trimmed
   * and in lower case), pending or sent, with every trace of it in the store; its idempotency
   * key stays taken, holding only the time of erasure. A lead another worker holds right now is
   * left and reported busy.
   */
  erase(selector: EraseSelector, options?: { now?: Date }): Promise<EraseSummary>;
  /** Releases connections; the store is not used afterwards. */
  close(): Promise<void>;
}
