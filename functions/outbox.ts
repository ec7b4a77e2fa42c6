/**
 * The durable outbox: one JSON file per lead in LEADS_DIR, written before any mail is tried so
 * an enquiry is never lost. Files are replaced atomically (temp file + fsync + rename + fsync of
 * the directory), so a reader never sees half a record, even after a crash, and a failed write
 * leaves no partial copy of anyone's details behind.
 *
 * A lead is in one file only: `<id>.json`. A lead stored with an idempotency key also has a key
 * file, `<key>.key`, that points at it (`{"lead": "<id>"}`) and holds nothing else; once the lead
 * is erased the key file says so (`{"erasedAt": "..."}`), so a resend of the erased enquiry
 * stores nothing. (Key files written before this held a copy of the lead; `purge` turns them
 * into pointers.) A lead stored while the webhook is set has its webhook's delivery state in
 * `<id>.webhook.json`, changed under its own lock (`<id>.webhook.json.lock`), so the mail and the
 * webhook are delivered independently; `readLead` returns the two together.
 */
import { createHash, randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { isIdempotencyKey } from "../src/lib/contact/idempotency-key";
import type { ContactSubmission } from "../src/lib/contact/schema";
import { randomBase32 } from "../src/lib/random-base32";
import { CLAIM_TIMEOUT_MS } from "./claim-slots";
import { isWebhookState, type WebhookState } from "./webhook-state";

export type LeadStatus = "pending" | "sent";

/**
 * "unverified": stored while the human-verification service could not be reached or answered
 * badly, so the check was not done. Records without the field were verified.
 */
export type LeadVerification = "verified" | "unverified";

/** What the visitor sent, minus the verification token (useless once checked). */
export type LeadSubmission = Omit<ContactSubmission, "g-recaptcha-response">;

export interface LeadRecord {
  id: string;
  receivedAt: string;
  status: LeadStatus;
  /** Mail attempts so far (0 when no SMTP server was configured). */
  attempts: number;
  lastError?: string;
  lastAttemptAt?: string;
  sentAt?: string;
  /** When the acknowledgement mail went to the enquirer. */
  acknowledgedAt?: string;
  /** Absent on verified leads (and on every lead stored before the field existed). */
  verification?: LeadVerification;
  /**
   * The key the form sent with the enquiry (src/lib/contact/idempotency-key.ts): unique among
   * the stored leads, so a resend of a stored enquiry finds it instead of making a second lead.
   */
  idempotencyKey?: string;
  clientAddress: string | null;
  submission: LeadSubmission;
  /**
   * The webhook's delivery state, present on leads stored while LEADS_WEBHOOK_URL was set. Kept
   * apart from the record by both stores (the outbox's `<id>.webhook.json`, PostgreSQL's
   * `lead_webhooks`) and read back with it.
   */
  webhook?: WebhookState;
}

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,80}$/;
const LEAD_FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,80}\.json$/;
// A lock older than this is an expired claim: its holder died or hangs mid-send.
const STALE_LOCK_MS = CLAIM_TIMEOUT_MS;
/**
 * A key file whose lead is missing, or a temp file, older than this was left by a write that
 * stopped (a crash between two steps): writes take milliseconds between those steps.
 */
export const ABANDONED_AFTER_MS = 60_000;
// How long a resend waits for the lead of a key file that was just made to appear.
const KEY_SETTLE_WAIT_MS = 1_000;
// Takeover markers left by workers that died while taking over one stale lock; past this many
// the lead waits for an operator (each is a crash within milliseconds of the last).
const MAX_TAKEOVER_MARKERS = 8;
// fsync of a directory is not supported everywhere; there the rename is as durable as it gets.
const DIRECTORY_SYNC_UNSUPPORTED = new Set(["EISDIR", "EPERM", "EINVAL", "ENOTSUP", "EBADF"]);

export function isLeadId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** e.g. "NB-20250703-7K3QX9MD": sortable by day, unguessable, safe in URLs and file names. */
export function createLeadId(now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, "");
  return `NB-${day}-${randomBase32(8)}`;
}

/** What is stored of a submission: its known fields, copied one by one, without the token. */
export function leadSubmission(submission: ContactSubmission): LeadSubmission {
  const stored: LeadSubmission = {
    fullName: submission.fullName,
    businessEmail: submission.businessEmail,
    phone: submission.phone,
    jobTitle: submission.jobTitle,
    solutionType: [...submission.solutionType],
    industry: submission.industry,
    message: submission.message,
    assessmentResults: { ...submission.assessmentResults },
  };
  if (submission.selectedPlan !== undefined) stored.selectedPlan = submission.selectedPlan;
  if (submission.attribution !== undefined) stored.attribution = { ...submission.attribution };
  if (submission.sourcePage !== undefined) stored.sourcePage = submission.sourcePage;
  return stored;
}

export function createLeadRecord(
  submission: ContactSubmission,
  clientAddress: string | null,
  now: Date = new Date(),
  verification: LeadVerification = "verified",
  idempotencyKey?: string,
): LeadRecord {
  const record: LeadRecord = {
    id: createLeadId(now),
    receivedAt: now.toISOString(),
    status: "pending",
    attempts: 0,
    clientAddress,
    submission: leadSubmission(submission),
  };
  if (verification === "unverified") record.verification = "unverified";
  if (idempotencyKey !== undefined) record.idempotencyKey = idempotencyKey;
  return record;
}

/** True for a lead stored without the human verification. */
export function isUnverified(record: LeadRecord): boolean {
  return record.verification === "unverified";
}

export function leadFilePath(dir: string, id: string): string {
  if (!isLeadId(id)) throw new Error(`Not a lead id: ${JSON.stringify(id)}`);
  return path.join(dir, `${id}.json`);
}

/**
 * Writes `text` to a new hidden temp file in `dir` (named after lead `id`, so erasing the lead
 * finds it), synced to disk, and returns its path. A write that fails removes the file: a full
 * disk must not leave half a record (someone's details) in a hidden file.
 */
async function writeTempFile(dir: string, id: string, text: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = path.join(dir, `.${id}.${randomBytes(6).toString("hex")}.tmp`);
  // Leads hold personal data: readable by the owner only.
  const handle = await fs.open(temp, "wx", 0o600);
  try {
    try {
      await handle.writeFile(text, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
  return temp;
}

/** The lead's own file holds the record without its webhook state (that has a file of its own). */
function writeTempRecord(dir: string, record: LeadRecord): Promise<string> {
  const { webhook: _webhook, ...lead } = record;
  return writeTempFile(dir, record.id, `${JSON.stringify(lead, null, 2)}\n`);
}

/** The file holding a lead's webhook delivery state: "<id>.webhook.json". */
export function webhookFilePath(dir: string, id: string): string {
  if (!isLeadId(id)) throw new Error(`Not a lead id: ${JSON.stringify(id)}`);
  return path.join(dir, `${id}.webhook.json`);
}

/** Writes (or replaces) a lead's webhook state atomically; the caller syncs the directory. */
async function putWebhookState(dir: string, id: string, state: WebhookState): Promise<void> {
  const temp = await writeTempFile(dir, id, `${JSON.stringify(state, null, 2)}\n`);
  await replaceWith(temp, webhookFilePath(dir, id));
}

/** Writes a lead's webhook state (under its webhook lock: withWebhookLock). */
export async function writeWebhookState(dir: string, id: string, state: WebhookState) {
  await putWebhookState(dir, id, state);
  await syncDirectory(dir);
}

/** A lead's webhook state, or undefined when it has none. Throws on a file it cannot read. */
export async function readWebhookState(dir: string, id: string): Promise<WebhookState | undefined> {
  let text: string;
  try {
    text = await fs.readFile(webhookFilePath(dir, id), "utf8");
  } catch (error) {
    if (isErrnoCode(error, "ENOENT")) return undefined;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isWebhookState(parsed)) throw new Error(`${id}.webhook.json is not a webhook state`);
  return parsed;
}

/** Puts a temp file in place of `target` in one step (removing the temp file if that fails). */
async function replaceWith(temp: string, target: string): Promise<void> {
  try {
    await fs.rename(temp, target);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** Writes (or replaces) a lead record atomically; returns the file's path. */
export async function writeLead(dir: string, record: LeadRecord): Promise<string> {
  const target = leadFilePath(dir, record.id);
  await replaceWith(await writeTempRecord(dir, record), target);
  await syncDirectory(dir);
  return target;
}

/**
 * What storing a new lead did: stored it, or found its key taken, by the lead stored with it
 * (`existing`, as it is now) or by an erased lead (`existing` undefined: nothing is stored).
 */
export type InsertOutcome =
  { stored: true; location: string } | { stored: false; existing: LeadRecord | undefined };

/** The file that holds an idempotency key in the outbox: "<key>.key". */
export function keyFilePath(dir: string, key: string): string {
  if (!isIdempotencyKey(key)) throw new Error(`Not an idempotency key: ${JSON.stringify(key)}`);
  return path.join(dir, `${key}.key`);
}

/** What a key file says: the lead it points at, that its lead was erased, or an old full copy. */
type KeyFile =
  | { kind: "pointer"; leadId: string }
  | { kind: "erased"; erasedAt: string }
  | { kind: "copy"; leadId: string; record: LeadRecord };

const pointerText = (leadId: string) => `${JSON.stringify({ lead: leadId })}\n`;
const erasedText = (at: Date) => `${JSON.stringify({ erasedAt: at.toISOString() })}\n`;

/** The key file's content, or undefined when there is none. Throws on one it cannot read. */
async function readKeyFile(file: string): Promise<KeyFile | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    if (isErrnoCode(error, "ENOENT")) return undefined;
    throw error;
  }
  const value = JSON.parse(text) as Record<string, unknown>;
  if (typeof value.lead === "string" && isLeadId(value.lead)) {
    return { kind: "pointer", leadId: value.lead };
  }
  if (typeof value.erasedAt === "string") return { kind: "erased", erasedAt: value.erasedAt };
  if (isLeadRecord(value) && isLeadId(value.id)) {
    return { kind: "copy", leadId: value.id, record: value };
  }
  throw new Error(`${path.basename(file)} is not a key file`);
}

/** The lead a key file names (a pointer or an old copy), or undefined (erased). */
const leadIdOf = (keyFile: KeyFile) => (keyFile.kind === "erased" ? undefined : keyFile.leadId);

/**
 * The key of a lead is being stored by another request right now (its key file is there, its
 * lead not yet): the caller may try again shortly.
 */
export class KeyInProgressError extends Error {
  override readonly name = "KeyInProgressError";
  readonly code = "KEY_IN_PROGRESS";
}

/**
 * Stores a new lead. A lead with an idempotency key is stored at most once per key: the key file
 * (a pointer to the lead) is made by linking a fully written temp file to its name, which fails
 * if the name exists (two requests with one key cannot both make it), and only then is the
 * lead's own fully written temp file linked to its name. A request that finds the key taken is
 * given the lead stored with it (waiting a moment for a lead whose key was just made), or told
 * it was erased. A key file whose lead never came (its writer stopped between the two links) is
 * taken over once it is ABANDONED_AFTER_MS old; before that the request is asked to try again.
 */
export async function insertLead(dir: string, record: LeadRecord): Promise<InsertOutcome> {
  if (record.idempotencyKey === undefined) {
    if (record.webhook !== undefined) await putWebhookState(dir, record.id, record.webhook);
    return { stored: true, location: await writeLead(dir, record) };
  }
  const keyFile = keyFilePath(dir, record.idempotencyKey);
  const target = leadFilePath(dir, record.id);
  const leadTemp = await writeTempRecord(dir, record);
  let pointerTemp: string | undefined;
  try {
    pointerTemp = await writeTempFile(dir, record.id, pointerText(record.id));
    try {
      await fs.link(pointerTemp, keyFile);
    } catch (error) {
      if (!isErrnoCode(error, "EEXIST")) throw error;
      return await insertUnderTakenKey(dir, keyFile, record, leadTemp);
    }
    await linkLead(dir, record, leadTemp, target);
  } finally {
    await fs.unlink(leadTemp).catch(() => undefined);
    if (pointerTemp !== undefined) await fs.unlink(pointerTemp).catch(() => undefined);
  }
  await syncDirectory(dir);
  return { stored: true, location: target };
}

/** The lead a taken key names, once it is there (waiting KEY_SETTLE_WAIT_MS at most). */
async function settledLeadOfKey(
  dir: string,
  keyFile: string,
): Promise<{ found: true; existing: LeadRecord | undefined } | { found: false }> {
  const deadline = Date.now() + KEY_SETTLE_WAIT_MS;
  for (;;) {
    const content = await readKeyFile(keyFile);
    const leadId = content === undefined ? undefined : leadIdOf(content);
    if (content?.kind === "erased") return { found: true, existing: undefined };
    const lead = leadId === undefined ? undefined : await readLead(dir, leadId);
    if (lead !== undefined) return { found: true, existing: lead };
    if (Date.now() >= deadline) return { found: false };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function insertUnderTakenKey(
  dir: string,
  keyFile: string,
  record: LeadRecord,
  leadTemp: string,
): Promise<InsertOutcome> {
  const settled = await settledLeadOfKey(dir, keyFile);
  if (settled.found) return { stored: false, existing: settled.existing };
  const age = await fileAgeMs(keyFile);
  if (age !== undefined && age < ABANDONED_AFTER_MS) {
    throw new KeyInProgressError(`The key of ${record.id} is being stored by another request`);
  }
  // Abandoned (or gone meanwhile): this lead takes the key, one taker at a time.
  const taken = await withFileLock(`${keyFile}.lock`, async (): Promise<InsertOutcome> => {
    const again = await settledLeadOfKey(dir, keyFile);
    if (again.found) return { stored: false, existing: again.existing };
    const target = leadFilePath(dir, record.id);
    await replaceWith(await writeTempFile(dir, record.id, pointerText(record.id)), keyFile);
    await linkLead(dir, record, leadTemp, target);
    await syncDirectory(dir);
    return { stored: true, location: target };
  });
  if (!taken.locked) {
    throw new KeyInProgressError(`The key of ${record.id} is being taken over by another request`);
  }
  return taken.value;
}

/**
 * Puts a new lead's written temp file in place under its name, its webhook state first: a stop
 * between the two leaves a state file without its lead (removed by `purge`), never a lead whose
 * webhook would be forgotten.
 */
async function linkLead(dir: string, record: LeadRecord, leadTemp: string, target: string) {
  if (record.webhook !== undefined) await putWebhookState(dir, record.id, record.webhook);
  await fs.link(leadTemp, target);
}

async function fileAgeMs(file: string): Promise<number | undefined> {
  const stat = await fs.stat(file).catch(() => undefined);
  return stat === undefined ? undefined : Date.now() - stat.mtimeMs;
}

/** Makes the rename itself durable: without it a crash can bring the old name back. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof fs.open>> | undefined;
  try {
    handle = await fs.open(dir, "r");
    await handle.sync();
  } catch (error) {
    if (!DIRECTORY_SYNC_UNSUPPORTED.has(errnoCode(error) ?? "")) throw error;
  } finally {
    await handle?.close();
  }
}

/** Enough of a lead record to work with; anything else it holds passes through untouched. */
export function isLeadRecord(value: unknown): value is LeadRecord {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === "string" &&
    typeof record.receivedAt === "string" &&
    (record.status === "pending" || record.status === "sent") &&
    typeof record.attempts === "number" &&
    (record.verification === undefined ||
      record.verification === "verified" ||
      record.verification === "unverified") &&
    typeof record.submission === "object" &&
    record.submission !== null
  );
}

/** The record with this id, or undefined when there is none. Throws on an unreadable file. */
export async function readLead(dir: string, id: string): Promise<LeadRecord | undefined> {
  if (!isLeadId(id)) return undefined;
  let text: string;
  try {
    text = await fs.readFile(leadFilePath(dir, id), "utf8");
  } catch (error) {
    if (isErrnoCode(error, "ENOENT")) return undefined;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isLeadRecord(parsed)) throw new Error(`${id}.json is not a lead record`);
  const webhook = await readWebhookState(dir, id);
  if (webhook === undefined) delete parsed.webhook;
  else parsed.webhook = webhook;
  return parsed;
}

export interface LeadListing {
  leads: LeadRecord[];
  /** Files that could not be read as a lead record (named so an operator can look). */
  unreadable: string[];
}

/** Every lead in the outbox, oldest first. A missing directory is an empty outbox. */
export async function listLeads(dir: string): Promise<LeadListing> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if (isErrnoCode(error, "ENOENT")) return { leads: [], unreadable: [] };
    throw error;
  }
  const leads: LeadRecord[] = [];
  const unreadable: string[] = [];
  for (const name of names.filter((n) => LEAD_FILE_PATTERN.test(n)).sort()) {
    try {
      const record = await readLead(dir, name.slice(0, -".json".length));
      if (record) leads.push(record);
    } catch {
      unreadable.push(name);
    }
  }
  leads.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id));
  return { leads, unreadable };
}

async function updateLead(
  dir: string,
  id: string,
  change: (record: LeadRecord) => LeadRecord,
): Promise<LeadRecord> {
  const record = await readLead(dir, id);
  if (!record) throw new Error(`No lead ${id} in ${dir}`);
  const next = change(record);
  await writeLead(dir, next);
  return next;
}

export function markSent(dir: string, id: string, at: Date = new Date()): Promise<LeadRecord> {
  return updateLead(dir, id, (record) => {
    const next: LeadRecord = {
      ...record,
      status: "sent",
      attempts: record.attempts + 1,
      lastAttemptAt: at.toISOString(),
      sentAt: at.toISOString(),
    };
    delete next.lastError;
    return next;
  });
}

export function markFailed(
  dir: string,
  id: string,
  error: string,
  at: Date = new Date(),
): Promise<LeadRecord> {
  return updateLead(dir, id, (record) => ({
    ...record,
    attempts: record.attempts + 1,
    lastAttemptAt: at.toISOString(),
    lastError: error.slice(0, 500),
  }));
}

export function markAcknowledged(
  dir: string,
  id: string,
  at: Date = new Date(),
): Promise<LeadRecord> {
  return updateLead(dir, id, (record) => ({ ...record, acknowledgedAt: at.toISOString() }));
}

export type LockOutcome<T> = { locked: true; value: T } | { locked: false };

/**
 * Runs `work` while holding an exclusive lock file for the lead, so the request that stored it
 * and a `leads retry` running at the same moment never both mail it. The lock file holds a
 * token naming its holder: only the holder removes it.
 */
export async function withLeadLock<T>(
  dir: string,
  id: string,
  work: () => Promise<T>,
): Promise<LockOutcome<T>> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  return withFileLock(`${leadFilePath(dir, id)}.lock`, work);
}

/**
 * Runs `work` while holding the lead's webhook lock: the webhook's claim, apart from the mail's,
 * so a slow receiver never holds the mail back (and a slow relay never holds the webhook).
 */
export async function withWebhookLock<T>(
  dir: string,
  id: string,
  work: () => Promise<T>,
): Promise<LockOutcome<T>> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  return withFileLock(`${webhookFilePath(dir, id)}.lock`, work);
}

/** Runs `work` holding the lock file `lockPath` (see withLeadLock); its folder must exist. */
async function withFileLock<T>(lockPath: string, work: () => Promise<T>): Promise<LockOutcome<T>> {
  const token = `${process.pid} ${randomBytes(12).toString("hex")}\n`;
  if (!(await acquireLock(lockPath, token))) return { locked: false };
  try {
    return { locked: true, value: await work() };
  } finally {
    await releaseLock(lockPath, token);
  }
}

/** Creates `file` holding `content` unless it exists (O_EXCL); false when it did. */
async function createExclusive(file: string, content: string): Promise<boolean> {
  let handle: Awaited<ReturnType<typeof fs.open>>;
  try {
    handle = await fs.open(file, "wx", 0o600);
  } catch (error) {
    if (isErrnoCode(error, "EEXIST")) return false;
    throw error;
  }
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
  return true;
}

async function acquireLock(lockPath: string, token: string): Promise<boolean> {
  if (await createExclusive(lockPath, token)) return true;
  const [held, stat] = await Promise.all([
    readLockToken(lockPath),
    fs.stat(lockPath).catch(() => undefined),
  ]);
  // Released meanwhile: one more try, as any newcomer would.
  if (held === undefined || stat === undefined) return createExclusive(lockPath, token);
  if (Date.now() - stat.mtimeMs < STALE_LOCK_MS) return false;
  return takeOverStaleLock(lockPath, held, token);
}

/**
 * Takes over a dead holder's lock, atomically: of all the workers that found the same stale
 * lock, exactly one takes it over. That one is whoever creates (O_EXCL) the takeover marker named
 * after the stale holder's token. Under the marker it checks the lock still holds that token
 * (nobody else could have changed it: newcomers cannot create an existing file, and any other
 * taker needs this same marker) and renames its own lock file over it in one step, so there is
 * never a moment without a lock. A worker that finds the marker taken leaves the lead ("busy").
 *
 * A marker is removed by its creator. One left by a worker that died mid-takeover is never
 * removed by another (removing it could race with its next creator): once it is stale, the next
 * marker in line ("-2", "-3", ...) is used instead.
 */
async function takeOverStaleLock(
  lockPath: string,
  staleToken: string,
  token: string,
): Promise<boolean> {
  const name = createHash("sha256").update(staleToken).digest("hex").slice(0, 16);
  for (let attempt = 1; attempt <= MAX_TAKEOVER_MARKERS; attempt += 1) {
    const marker = `${lockPath}.takeover-${name}-${attempt}`;
    if (await createExclusive(marker, token)) {
      try {
        return await replaceLockHolding(lockPath, staleToken, token);
      } finally {
        await fs.unlink(marker).catch(() => undefined);
      }
    }
    const stat = await fs.stat(marker).catch(() => undefined);
    // Another worker is taking it over right now (or has just done so).
    if (stat === undefined || Date.now() - stat.mtimeMs < STALE_LOCK_MS) return false;
  }
  return false;
}

/** Puts our lock in place of the lock file, if it still holds `expected`. */
async function replaceLockHolding(
  lockPath: string,
  expected: string,
  token: string,
): Promise<boolean> {
  const current = await readLockToken(lockPath);
  if (current === undefined) return createExclusive(lockPath, token);
  if (current !== expected) return false;
  const candidate = `${lockPath}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await fs.writeFile(candidate, token, { mode: 0o600, flag: "wx" });
    await fs.rename(candidate, lockPath);
  } catch (error) {
    await fs.unlink(candidate).catch(() => undefined);
    throw error;
  }
  return (await readLockToken(lockPath)) === token;
}

async function readLockToken(lockPath: string): Promise<string | undefined> {
  return fs.readFile(lockPath, "utf8").catch(() => undefined);
}

/** Removes the lock only while it is still ours (another process may have taken it over). */
async function releaseLock(lockPath: string, token: string): Promise<void> {
  if ((await readLockToken(lockPath)) === token) await fs.unlink(lockPath).catch(() => undefined);
}

/** How long an enquiry is kept, as the privacy policy promises. */
export const LEAD_RETENTION_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeSummary {
  deleted: string[];
  /** Older than the retention period but never mailed: kept, so the enquiry is not lost unseen. */
  keptPending: string[];
  /**
   * Leftovers removed: erasure markers older than the retention period, and (outbox) key files
   * and webhook states whose lead is gone, key files of older versions holding a copy of their
   * lead (made pointers) and temp files of writes that stopped midway.
   */
  cleaned: number;
}

/**
 * Deletes every mailed lead received more than `days` days before `now`, and the leftovers listed
 * in PurgeSummary. A lead still pending is kept and reported (it has not reached anyone yet); a
 * lead in use by another process is left for the next run.
 */
export async function purgeExpiredLeads(
  dir: string,
  now: Date = new Date(),
  days: number = LEAD_RETENTION_DAYS,
): Promise<PurgeSummary> {
  const cutoff = now.getTime() - days * DAY_MS;
  const { leads } = await listLeads(dir);
  const summary: PurgeSummary = { deleted: [], keptPending: [], cleaned: 0 };
  for (const lead of leads) {
    const received = Date.parse(lead.receivedAt);
    if (!(received < cutoff)) continue;
    if (lead.status !== "sent") {
      summary.keptPending.push(lead.id);
      continue;
    }
    // Both claims: a lead whose webhook is being posted right now is left for the next run.
    const outcome = await withLeadLock(dir, lead.id, async () => {
      const hook = await withWebhookLock(dir, lead.id, async () => {
        // The lead, then its key: a stop between the two leaves a key without its lead, which
        // the next purge removes, never a lead without its key (a resend would store it twice).
        await fs.rm(leadFilePath(dir, lead.id), { force: true });
        await fs.rm(webhookFilePath(dir, lead.id), { force: true });
        if (isIdempotencyKey(lead.idempotencyKey)) {
          await changeKeyOf(dir, lead.idempotencyKey, lead.id, async (keyFile) => {
            await fs.rm(keyFile, { force: true });
          });
        }
      });
      return hook.locked;
    });
    if (outcome.locked && outcome.value) summary.deleted.push(lead.id);
  }
  summary.cleaned = await cleanLeftovers(dir, cutoff);
  if (summary.deleted.length > 0 || summary.cleaned > 0) await syncDirectory(dir);
  return summary;
}

/**
 * Runs `change` on the key file while it still names lead `leadId` (or is missing), holding the
 * key's lock, so a request taking the key over meanwhile is never undone. False when another
 * worker held the key's lock.
 */
async function changeKeyOf(
  dir: string,
  key: string,
  leadId: string,
  change: (keyFile: string) => Promise<void>,
): Promise<boolean> {
  const keyFile = keyFilePath(dir, key);
  const locked = await withFileLock(`${keyFile}.lock`, async () => {
    const content = await readKeyFile(keyFile);
    if (content === undefined || leadIdOf(content) === leadId) await change(keyFile);
  });
  return locked.locked;
}

const KEY_FILE_PATTERN = /^([A-Za-z0-9_-]{16,64})\.key$/;
const WEBHOOK_FILE_PATTERN = /^([A-Za-z0-9][A-Za-z0-9_-]{0,80})\.webhook\.json$/;
const TEMP_FILE_PATTERN = /^\.([A-Za-z0-9][A-Za-z0-9_-]{0,80})\.[0-9a-f]{12}\.tmp$/;

/** The leftovers of PurgeSummary.cleaned; resolves to how many were removed or mended. */
async function cleanLeftovers(dir: string, cutoff: number): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if (isErrnoCode(error, "ENOENT")) return 0;
    throw error;
  }
  let cleaned = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const key = KEY_FILE_PATTERN.exec(name)?.[1];
    const hookOf = WEBHOOK_FILE_PATTERN.exec(name)?.[1];
    if (key !== undefined) {
      const locked = await withFileLock(`${file}.lock`, () => cleanKeyFile(dir, file, cutoff));
      if (locked.locked && locked.value) cleaned += 1;
    } else if (hookOf !== undefined) {
      // A webhook state whose lead never came (its writer stopped between the two files).
      const orphan = await withWebhookLock(dir, hookOf, async () => {
        const leadThere = await fs.stat(leadFilePath(dir, hookOf)).then(
          () => true,
          () => false,
        );
        if (leadThere || ((await fileAgeMs(file)) ?? 0) < ABANDONED_AFTER_MS) return false;
        await fs.rm(file, { force: true });
        return true;
      });
      if (orphan.locked && orphan.value) cleaned += 1;
    } else if (
      TEMP_FILE_PATTERN.test(name) &&
      ((await fileAgeMs(file)) ?? 0) >= ABANDONED_AFTER_MS
    ) {
      await fs.rm(file, { force: true });
      cleaned += 1;
    }
  }
  return cleaned;
}

/** Under the key's lock: removes or mends one key file; true when it did. */
async function cleanKeyFile(dir: string, keyFile: string, cutoff: number): Promise<boolean> {
  // A file nobody can read is left for an operator to look at.
  const content = await readKeyFile(keyFile).catch(() => undefined);
  if (content === undefined) return false;
  if (content.kind === "erased") {
    if (!(Date.parse(content.erasedAt) < cutoff)) return false;
    await fs.rm(keyFile, { force: true });
    return true;
  }
  const lead = await readLead(dir, content.leadId).catch(() => "unreadable" as const);
  if (lead !== undefined) {
    if (content.kind !== "copy") return false;
    // A copy of the lead from an older version: the key file becomes the pointer it should be.
    await replaceWith(
      await writeTempFile(dir, content.leadId, pointerText(content.leadId)),
      keyFile,
    );
    return true;
  }
  if (((await fileAgeMs(keyFile)) ?? 0) < ABANDONED_AFTER_MS) return false;
  await fs.rm(keyFile, { force: true });
  return true;
}

/** Which leads to erase: one by its id, or every lead sent from an email address. */
export type EraseSelector = { id: string } | { email: string };

export interface EraseSummary {
  /** Leads erased, each with every file of it (its key left saying only that it was erased). */
  erased: string[];
  /** Leads another worker holds right now (mailing them): run erase again in a minute. */
  busy: string[];
  /** Files that could not be read, so could not be checked: an operator must look at them. */
  unreadable: string[];
}

/** An email address as erasure compares it: trimmed, in lower case. */
export function emailForMatching(email: string): string {
  return email.trim().toLowerCase();
}

function selects(selector: EraseSelector, record: LeadRecord): boolean {
  if ("id" in selector) return record.id === selector.id;
  const email = record.submission?.businessEmail;
  return typeof email === "string" && emailForMatching(email) === emailForMatching(selector.email);
}

/**
 * Erases the leads `selector` names, pending or sent, with every trace of them in the outbox:
 * the lead's file, its temp files, and its key, which is left saying only when the lead was
 * erased (so a resend of the enquiry stores nothing). Old key files holding a copy of a matching
 * lead are erased too, whether or not the lead's own file is still there.
 */
export async function eraseLeads(
  dir: string,
  selector: EraseSelector,
  now: Date = new Date(),
): Promise<EraseSummary> {
  const { leads, unreadable } = await listLeads(dir);
  const summary: EraseSummary = { erased: [], busy: [], unreadable: [...unreadable] };
  const markErased = (keyFile: string) =>
    writeTempFile(dir, path.basename(keyFile, ".key"), erasedText(now)).then((temp) =>
      replaceWith(temp, keyFile),
    );
  for (const lead of leads.filter((record) => selects(selector, record))) {
    const outcome = await withLeadLock(dir, lead.id, async () => {
      // A lead whose webhook is being posted right now is busy, as one being mailed is.
      const hook = await withWebhookLock(dir, lead.id, async () => {
        const current = (await readLead(dir, lead.id)) ?? lead;
        const key = current.idempotencyKey;
        if (isIdempotencyKey(key) && !(await changeKeyOf(dir, key, lead.id, markErased))) {
          return false;
        }
        await fs.rm(leadFilePath(dir, lead.id), { force: true });
        await fs.rm(webhookFilePath(dir, lead.id), { force: true });
        await removeTempFilesOf(dir, lead.id);
        return true;
      });
      return hook.locked && hook.value;
    });
    if (outcome.locked && outcome.value) summary.erased.push(lead.id);
    else summary.busy.push(lead.id);
  }
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    const key = KEY_FILE_PATTERN.exec(name)?.[1];
    if (key === undefined) continue;
    const content = await readKeyFile(path.join(dir, name)).catch(() => undefined);
    if (content?.kind !== "copy" || !selects(selector, content.record)) continue;
    if (!(await changeKeyOf(dir, key, content.leadId, markErased))) {
      summary.busy.push(content.leadId);
    } else if (!summary.erased.includes(content.leadId)) {
      summary.erased.push(content.leadId);
    }
  }
  await syncDirectory(dir).catch((error: unknown) => {
    if (!isErrnoCode(error, "ENOENT")) throw error;
  });
  return summary;
}

async function removeTempFilesOf(dir: string, id: string): Promise<void> {
  for (const name of await fs.readdir(dir)) {
    if (TEMP_FILE_PATTERN.exec(name)?.[1] === id)
      await fs.rm(path.join(dir, name), { force: true });
  }
}

function errnoCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === "string" ? code : undefined;
}

function isErrnoCode(error: unknown, code: string): boolean {
  return errnoCode(error) === code;
}
