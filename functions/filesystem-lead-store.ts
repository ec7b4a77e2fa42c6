/**
 * The lead store over the filesystem outbox (LEADS_DIR): one JSON file per lead, replaced
 * atomically, and a lock file per lead as the claim (at most MAX_CONCURRENT_CLAIMS held at once
 * by one store, as on PostgreSQL); the webhook's state and claim are a file and a lock of their
 * own beside it, capped in slots of their own. For a server whose disk lasts.
 */
import { ClaimSlots } from "./claim-slots";
import {
  eraseLeads,
  insertLead,
  KeyInProgressError,
  LEAD_RETENTION_DAYS,
  listLeads,
  markAcknowledged,
  markFailed,
  markSent,
  purgeExpiredLeads,
  readLead,
  withLeadLock,
  withWebhookLock,
  writeWebhookState,
  type LeadRecord,
} from "./outbox";
import { isWebhookDue } from "./webhook-state";
import {
  assertStorable,
  LeadStoreUnavailableError,
  type ClaimedLead,
  type ClaimedWebhook,
  type ClaimOutcome,
  type ClaimSkipReason,
  type LeadStore,
  type PendingRun,
  type PendingRunOptions,
  runIsOver,
} from "./lead-store-contract";

/**
 * A failure of the disk itself (full, read-only, no permission) rather than of our code, or a
 * key another request is storing right now: the caller may try again.
 */
function toStoreError(error: unknown, dir: string): unknown {
  if (error instanceof KeyInProgressError) {
    return new LeadStoreUnavailableError(error.message, error.code, { cause: error });
  }
  const code =
    typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === "string" && /^E[A-Z]{2,20}$/.test(code)) {
    return new LeadStoreUnavailableError(`The lead outbox ${dir} cannot be used (${code})`, code, {
      cause: error,
    });
  }
  return error;
}

/** Carries an error thrown by the caller's work past `mapErrors` unchanged. */
class WorkError {
  constructor(readonly error: unknown) {}
}

async function mapErrors<T>(dir: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof WorkError) throw error.error;
    throw toStoreError(error, dir);
  }
}

/** Runs the caller's work; what it throws is its own (an SMTP error is not a disk error). */
async function runWork<C, T>(work: (claimed: C) => Promise<T>, lead: C): Promise<T> {
  try {
    return await work(lead);
  } catch (error) {
    throw new WorkError(error);
  }
}

function claimedLead(dir: string, record: LeadRecord): ClaimedLead {
  return {
    record,
    markSent: (at) => mapErrors(dir, () => markSent(dir, record.id, at)),
    markFailed: (error, at) => mapErrors(dir, () => markFailed(dir, record.id, error, at)),
    markAcknowledged: (at) => mapErrors(dir, () => markAcknowledged(dir, record.id, at)),
  };
}

type ReadUnderLock =
  { kind: "pending"; record: LeadRecord } | { kind: "skip"; reason: "missing" | "already_sent" };

async function readUnderLock(dir: string, id: string): Promise<ReadUnderLock> {
  // Re-read under the lock: a concurrent worker may have sent it since it was listed.
  const record = await readLead(dir, id);
  if (!record) return { kind: "skip", reason: "missing" };
  if (record.status === "sent") return { kind: "skip", reason: "already_sent" };
  return { kind: "pending", record };
}

type WebhookUnderLock =
  | { kind: "pending"; claimed: ClaimedWebhook }
  | { kind: "skip"; reason: Extract<ClaimSkipReason, "missing" | "settled" | "not_due"> };

/** The lead re-read under its webhook lock, its webhook pending (and due at `now`, when given). */
async function readWebhookUnderLock(
  dir: string,
  id: string,
  now?: Date,
): Promise<WebhookUnderLock> {
  const record = await readLead(dir, id);
  if (!record) return { kind: "skip", reason: "missing" };
  const webhook = record.webhook;
  if (webhook?.status !== "pending") return { kind: "skip", reason: "settled" };
  if (now !== undefined && !isWebhookDue(webhook, now)) return { kind: "skip", reason: "not_due" };
  return {
    kind: "pending",
    claimed: {
      record: { ...record, webhook },
      update: async (state) => {
        await mapErrors(dir, () => writeWebhookState(dir, id, state));
        return { ...record, webhook: state };
      },
    },
  };
}

export function createFilesystemLeadStore(dir: string): LeadStore {
  const claimSlots = new ClaimSlots();
  // The webhook's claims, apart from the mail's: a hanging receiver takes none of the mail's.
  const webhookSlots = new ClaimSlots();
  return {
    kind: "filesystem",
    description: `outbox ${dir}`,

    async insert(record) {
      assertStorable(record);
      return mapErrors(dir, () => insertLead(dir, record));
    },

    get: (id) => mapErrors(dir, () => readLead(dir, id)),

    async list() {
      const listing = await mapErrors(dir, () => listLeads(dir));
      return { leads: [...listing.leads].reverse(), unreadable: listing.unreadable };
    },

    async withClaimedLead<T>(
      id: string,
      work: (lead: ClaimedLead) => Promise<T>,
      options: { signal?: AbortSignal } = {},
    ): Promise<ClaimOutcome<T>> {
      const held = await claimSlots.run(
        () =>
          mapErrors(dir, () =>
            withLeadLock(dir, id, async (): Promise<ClaimOutcome<T>> => {
              const found = await readUnderLock(dir, id);
              if (found.kind === "skip") return { claimed: false, reason: found.reason };
              return { claimed: true, value: await runWork(work, claimedLead(dir, found.record)) };
            }),
          ),
        options.signal,
      );
      if (held === undefined) return { claimed: false, reason: "deferred" };
      return held.value.locked ? held.value.value : { claimed: false, reason: "busy" };
    },

    async withClaimedPendingLeads<T>(
      work: (lead: ClaimedLead) => Promise<T>,
      options: PendingRunOptions = {},
    ): Promise<PendingRun<T>> {
      const { leads, unreadable } = await mapErrors(dir, () => listLeads(dir));
      const run: PendingRun<T> = { results: [], skipped: [], unreadable: [...unreadable] };
      for (const lead of leads.filter((candidate) => candidate.status === "pending")) {
        if (runIsOver(run, options)) break;
        const held = await claimSlots.run(() =>
          mapErrors(dir, () =>
            withLeadLock(dir, lead.id, async () => {
              let found: ReadUnderLock;
              try {
                found = await readUnderLock(dir, lead.id);
              } catch {
                run.unreadable.push(`${lead.id}.json`);
                return;
              }
              if (found.kind === "skip") {
                run.skipped.push({ id: lead.id, reason: found.reason });
                return;
              }
              run.results.push({
                id: lead.id,
                value: await runWork(work, claimedLead(dir, found.record)),
              });
            }),
          ),
        );
        if (!held?.value.locked) run.skipped.push({ id: lead.id, reason: "busy" });
      }
      return run;
    },

    async withClaimedWebhook<T>(
      id: string,
      work: (claimed: ClaimedWebhook) => Promise<T>,
      options: { signal?: AbortSignal } = {},
    ): Promise<ClaimOutcome<T>> {
      const held = await webhookSlots.run(
        () =>
          mapErrors(dir, () =>
            withWebhookLock(dir, id, async (): Promise<ClaimOutcome<T>> => {
              const found = await readWebhookUnderLock(dir, id);
              if (found.kind === "skip") return { claimed: false, reason: found.reason };
              return { claimed: true, value: await runWork(work, found.claimed) };
            }),
          ),
        options.signal,
      );
      if (held === undefined) return { claimed: false, reason: "deferred" };
      return held.value.locked ? held.value.value : { claimed: false, reason: "busy" };
    },

    async withClaimedPendingWebhooks<T>(
      work: (claimed: ClaimedWebhook) => Promise<T>,
      options: PendingRunOptions & { now?: Date } = {},
    ): Promise<PendingRun<T>> {
      const now = options.now ?? new Date();
      const { leads, unreadable } = await mapErrors(dir, () => listLeads(dir));
      const run: PendingRun<T> = { results: [], skipped: [], unreadable: [...unreadable] };
      const due = leads.filter((lead) => lead.webhook && isWebhookDue(lead.webhook, now));
      for (const lead of due) {
        if (runIsOver(run, options)) break;
        const held = await webhookSlots.run(() =>
          mapErrors(dir, () =>
            withWebhookLock(dir, lead.id, async () => {
              let found: WebhookUnderLock;
              try {
                found = await readWebhookUnderLock(dir, lead.id, now);
              } catch {
                run.unreadable.push(`${lead.id}.webhook.json`);
                return;
              }
              if (found.kind === "skip") {
                run.skipped.push({ id: lead.id, reason: found.reason });
                return;
              }
              run.results.push({ id: lead.id, value: await runWork(work, found.claimed) });
            }),
          ),
        );
        if (!held?.value.locked) run.skipped.push({ id: lead.id, reason: "busy" });
      }
      return run;
    },

    purgeSent: ({ now = new Date(), days = LEAD_RETENTION_DAYS } = {}) =>
      mapErrors(dir, () => purgeExpiredLeads(dir, now, days)),

    erase: (selector, { now = new Date() } = {}) =>
      mapErrors(dir, () => eraseLeads(dir, selector, now)),

    close: async () => undefined,
  };
}
