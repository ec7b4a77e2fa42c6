/**
 * The durable outbox: one JSON file per lead in LEADS_DIR, written before any mail is tried so
 * an enquiry is never lost. Files are replaced atomically (temp file + fsync + rename + fsync of
 * the directory), so a reader never sees half a record, even after a crash, and a failed write
 * leaves no partial copy of anyone's details behind.
 */
import { createHash, randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { isIdempotencyKey } from "../src/lib/contact/idempotency-key";
import type { ContactSubmission } from "../src/lib/contact/schema";

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
}

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,80}$/;
const LEAD_FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,80}\.json$/;
// Crockford's base32: no I, L, O, U, so a reference read out on the phone is unambiguous.
const ID_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
// A lock older than this belongs to a process that died mid-send.
const STALE_LOCK_MS = 5 * 60_000;
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
  const bytes = randomBytes(8);
  let random = "";
  for (const byte of bytes) random += ID_ALPHABET[byte & 31];
  return `NB-${day}-${random}`;
}

export function createLeadRecord(
  submission: ContactSubmission,
  clientAddress: string | null,
  now: Date = new Date(),
  verification: LeadVerification = "verified",
  idempotencyKey?: string,
): LeadRecord {
  // Copy field by field so nothing but the known submission fields is stored.
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
  const record: LeadRecord = {
    id: createLeadId(now),
    receivedAt: now.toISOString(),
    status: "pending",
    attempts: 0,
    clientAddress,
    submission: stored,
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
 * Writes the record to a new hidden temp file in `dir`, synced to disk, and returns its path. A
 * write that fails removes the file: a full disk must not leave half a record (someone's details)
 * in a hidden file.
 */
async function writeTempRecord(dir: string, record: LeadRecord): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = path.join(dir, `.${record.id}.${randomBytes(6).toString("hex")}.tmp`);
  // Leads hold personal data: readable by the owner only.
  const handle = await fs.open(temp, "wx", 0o600);
  try {
    try {
      await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`, "utf8");
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

/** Writes (or replaces) a lead record atomically; returns the file's path. */
export async function writeLead(dir: string, record: LeadRecord): Promise<string> {
  const target = leadFilePath(dir, record.id);
  const temp = await writeTempRecord(dir, record);
  try {
    await fs.rename(temp, target);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dir);
  return target;
}

/** What storing a new lead did: stored it, or found the lead its key was first stored with. */
export type InsertOutcome =
  { stored: true; location: string } | { stored: false; existing: LeadRecord };

/** The file that holds an idempotency key in the outbox: "<key>.key". */
export function keyFilePath(dir: string, key: string): string {
  if (!isIdempotencyKey(key)) throw new Error(`Not an idempotency key: ${JSON.stringify(key)}`);
  return path.join(dir, `${key}.key`);
}

/**
 * Stores a new lead. A lead with an idempotency key is stored at most once per key: the key's
 * file ("<key>.key") is made by linking the lead's fully written temp file to that name, which
 * fails if the name exists (two requests with one key cannot both make it), and only then is the
 * lead linked to its own name. A request that finds the key taken is given the lead stored with
 * it; if that lead's file is not there yet (the first request is between the two links, or died
 * there), the key's file, a copy of the lead as first written, is linked to it first.
 */
export async function insertLead(dir: string, record: LeadRecord): Promise<InsertOutcome> {
  if (record.idempotencyKey === undefined) {
    return { stored: true, location: await writeLead(dir, record) };
  }
  const keyFile = keyFilePath(dir, record.idempotencyKey);
  const target = leadFilePath(dir, record.id);
  const temp = await writeTempRecord(dir, record);
  try {
    try {
      await fs.link(temp, keyFile);
    } catch (error) {
      if (!isErrnoCode(error, "EEXIST")) throw error;
      return { stored: false, existing: await leadOfKey(dir, keyFile) };
    }
    await linkIfAbsent(temp, target);
  } finally {
    await fs.unlink(temp).catch(() => undefined);
  }
  await syncDirectory(dir);
  return { stored: true, location: target };
}

/** The lead stored with this key file, placed under its own name if it is not there yet. */
async function leadOfKey(dir: string, keyFile: string): Promise<LeadRecord> {
  const first: unknown = JSON.parse(await fs.readFile(keyFile, "utf8"));
  if (!isLeadRecord(first)) throw new Error(`${path.basename(keyFile)} is not a lead record`);
  const current = await readLead(dir, first.id);
  if (current) return current;
  await linkIfAbsent(keyFile, leadFilePath(dir, first.id));
  await syncDirectory(dir);
  return (await readLead(dir, first.id)) ?? first;
}

/** Gives `from`'s file the name `to`, unless `to` exists already (then it is left as it is). */
async function linkIfAbsent(from: string, to: string): Promise<void> {
  try {
    await fs.link(from, to);
  } catch (error) {
    if (!isErrnoCode(error, "EEXIST")) throw error;
  }
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
  const lockPath = `${leadFilePath(dir, id)}.lock`;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
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
}

/**
 * Deletes every mailed lead received more than `days` days before `now`. A lead still pending is
 * kept and reported (it has not reached anyone yet); a lead in use by another process is left for
 * the next run.
 */
export async function purgeExpiredLeads(
  dir: string,
  now: Date = new Date(),
  days: number = LEAD_RETENTION_DAYS,
): Promise<PurgeSummary> {
  const cutoff = now.getTime() - days * DAY_MS;
  const { leads } = await listLeads(dir);
  const summary: PurgeSummary = { deleted: [], keptPending: [] };
  for (const lead of leads) {
    const received = Date.parse(lead.receivedAt);
    if (!(received < cutoff)) continue;
    if (lead.status !== "sent") {
      summary.keptPending.push(lead.id);
      continue;
    }
    const outcome = await withLeadLock(dir, lead.id, async () => {
      // The key's file first (it holds a copy of the lead): never a key without its lead's fate.
      if (isIdempotencyKey(lead.idempotencyKey)) {
        await fs.rm(keyFilePath(dir, lead.idempotencyKey), { force: true });
      }
      await fs.rm(leadFilePath(dir, lead.id), { force: true });
    });
    if (outcome.locked) summary.deleted.push(lead.id);
  }
  return summary;
}

function errnoCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === "string" ? code : undefined;
}

function isErrnoCode(error: unknown, code: string): boolean {
  return errnoCode(error) === code;
}
