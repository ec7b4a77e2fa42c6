/**
 * One contract, two stores: every test in the first block runs against the filesystem outbox
 * and against a real PostgreSQL server started for this file (never a mock). The PostgreSQL
 * block after it covers what only a database can do: migrations, and the server going away.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import type { ContactSubmission } from "../src/lib/contact/schema";
import {
  createLeadStore,
  LeadRejectedError,
  LeadStoreUnavailableError,
  type ClaimedLead,
  type LeadRecord,
  type LeadStore,
} from "./lead-store";
import type { MailMessage, MailTransport } from "./mailer";
import { createLeadRecord } from "./outbox";
import {
  createPostgresLeadStore,
  MIGRATIONS,
  toLeadStoreError,
  type PostgresLeadStore,
} from "./postgres-lead-store";
import { deliverStoredLead, retryPendingLeadsInStore } from "./store-delivery";
import { NEW_WEBHOOK_STATE, type WebhookState } from "./webhook-state";
import { startPostgres, type TestPostgres } from "../test-support/postgres";
import { makeTempDir, removeDir } from "../test-support/temp";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where stored leads are mailed, the same for every delivery test. */
const DELIVERY_SETTINGS = {
  leadsTo: "sales@northbridge.example",
  leadsFrom: "noreply@northbridge.example",
  siteUrl: "https://northbridge.example",
  brandName: "Northbridge IT",
  responseTime: "one business day",
  leadsAck: true,
};
const NOW = new Date("2025-07-03T12:00:00.000Z");

const submission = (name = "Jo Bloggs"): ContactSubmission => ({
  fullName: name,
  businessEmail: "jo@acme.co.uk",
  phone: "",
  jobTitle: "CTO",
  solutionType: ["managed-it"],
  industry: "retail",
  message: "Our tills are down, please call.",
  assessmentResults: { "1": "11-50 employees" },
  "g-recaptcha-response": "secret-token",
});

/** A pending lead received `daysAgo` days before NOW (plus `ms`, to order leads of a day). */
function lead(daysAgo = 0, ms = 0, name?: string): LeadRecord {
  return createLeadRecord(
    submission(name),
    "203.0.113.7",
    new Date(NOW.getTime() - daysAgo * DAY_MS + ms),
  );
}

/** The same, stored while the webhook was set: its webhook pending, never tried. */
function hooked(daysAgo = 0, ms = 0, name?: string): LeadRecord {
  return { ...lead(daysAgo, ms, name), webhook: { ...NEW_WEBHOOK_STATE } };
}

const delivered = (at = NOW): WebhookState => ({
  status: "delivered",
  attempts: 1,
  lastAttemptAt: at.toISOString(),
  deliveredAt: at.toISOString(),
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: TestPostgres;
const tempDirs: string[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  await postgres?.close();
  await Promise.all(tempDirs.map((dir) => removeDir(dir)));
});

type StoreKind = "filesystem" | "postgres";

/** Everything a store keeps, as text: every file of the outbox, every row of the database. */
let storedText: () => Promise<string>;

async function openStore(kind: StoreKind): Promise<LeadStore> {
  const dir = await makeTempDir("lead-store-");
  tempDirs.push(dir);
  const leadsDir = path.join(dir, "leads");
  if (kind === "filesystem") {
    storedText = async () => {
      const names = await fs.readdir(leadsDir).catch(() => [] as string[]);
      const texts = await Promise.all(
        names.map(
          async (name) => `${name}\n${await fs.readFile(path.join(leadsDir, name), "utf8")}`,
        ),
      );
      return texts.join("\n");
    };
    return createLeadStore({ leadsDir });
  }
  const leadsDatabaseUrl = await postgres.createDatabase();
  storedText = async () => {
    const client = new Client({ connectionString: leadsDatabaseUrl });
    await client.connect();
    try {
      const tables = ["leads", "erased_lead_keys", "lead_webhooks"];
      const rows = await Promise.all(
        tables.map((table) => client.query(`SELECT to_jsonb(t)::text AS row FROM ${table} t`)),
      );
      return rows
        .flatMap((result) => result.rows.map((row: { row: string }) => row.row))
        .join("\n");
    } finally {
      await client.end();
    }
  };
  return createLeadStore({ leadsDir, leadsDatabaseUrl });
}

describe.each<StoreKind>(["filesystem", "postgres"])("the %s lead store", (kind) => {
  let store: LeadStore;
  beforeEach(async () => {
    store = await openStore(kind);
  });
  afterEach(async () => {
    await store.close();
  });

  it("is the store the settings ask for", () => {
    expect(store.kind).toBe(kind);
    expect(store.description).not.toMatch(/password/i);
  });

  it("stores a lead whole, reads it back by id and lists the newest first", async () => {
    const older = lead(3);
    const newest = lead(1);
    const middle = lead(2);
    for (const record of [older, newest, middle]) await store.insert(record);

    expect(await store.get(middle.id)).toEqual(middle);
    expect(await store.get("NB-20250101-NOTSTORED")).toBeUndefined();
    expect(await store.get("../../etc/passwd")).toBeUndefined();
    const { leads, unreadable } = await store.list();
    expect(leads.map((record) => record.id)).toEqual([newest.id, middle.id, older.id]);
    expect(unreadable).toEqual([]);
  });

  it("keeps fields it does not know about", async () => {
    const record: LeadRecord & { verification: string } = { ...lead(), verification: "unverified" };
    await store.insert(record);
    expect(await store.get(record.id)).toEqual(record);
  });

  it("records a failed attempt, then the sent mail and the acknowledgement", async () => {
    const record = lead();
    await store.insert(record);
    const failedAt = new Date(NOW.getTime() + 1000);
    const sentAt = new Date(NOW.getTime() + 2000);
    const ackAt = new Date(NOW.getTime() + 3000);

    const first = await store.withClaimedLead(record.id, (claimed) =>
      claimed.markFailed(`ECONNREFUSED: ${"x".repeat(600)}`, failedAt),
    );
    expect(first).toMatchObject({ claimed: true, value: { status: "pending", attempts: 1 } });
    const failed = await store.get(record.id);
    expect(failed).toMatchObject({
      status: "pending",
      attempts: 1,
      lastAttemptAt: failedAt.toISOString(),
    });
    expect(failed?.lastError).toHaveLength(500);

    await store.withClaimedLead(record.id, async (claimed) => {
      expect(claimed.record).toEqual(failed);
      await claimed.markSent(sentAt);
      await claimed.markAcknowledged(ackAt);
    });
    const sent = await store.get(record.id);
    expect(sent).toEqual({
      ...record,
      status: "sent",
      attempts: 2,
      lastAttemptAt: sentAt.toISOString(),
      sentAt: sentAt.toISOString(),
      acknowledgedAt: ackAt.toISOString(),
    });
    expect(sent).not.toHaveProperty("lastError");

    const again = jest.fn(async () => "mailed");
    expect(await store.withClaimedLead(record.id, again)).toEqual({
      claimed: false,
      reason: "already_sent",
    });
    expect(await store.withClaimedLead("NB-20250101-NOTSTORED", again)).toEqual({
      claimed: false,
      reason: "missing",
    });
    expect(again).not.toHaveBeenCalled();
  });

  it.each([
    ["NUL in a campaign tag", { utm_source: "news\u0000letter" }, undefined],
    ["a lone surrogate in the message", undefined, "Call me \ud800 soon, please."],
  ])("refuses %s the same way, storing nothing", async (_label, attribution, message) => {
    const record = lead();
    if (attribution) record.submission.attribution = { landingPage: "/", ...attribution };
    if (message) record.submission.message = message;
    const refused = store.insert(record);
    await expect(refused).rejects.toBeInstanceOf(LeadRejectedError);
    await expect(refused).rejects.toMatchObject({ code: "UNSTORABLE_TEXT" });
    expect(await store.get(record.id)).toBeUndefined();
    expect((await store.list()).leads).toEqual([]);
    // Characters made of a surrogate pair are text like any other.
    const emoji = lead();
    emoji.submission.message = "All good 😀 thanks";
    await store.insert(emoji);
    expect((await store.get(emoji.id))?.submission.message).toBe("All good 😀 thanks");
  });

  it("stores one lead per idempotency key: a resend gets the first lead back, as it is now", async () => {
    const first = { ...lead(), idempotencyKey: "K3QX9MD7K3QX9MD7K3QX9MD7AB" };
    expect(await store.insert(first)).toMatchObject({ stored: true });
    await store.withClaimedLead(first.id, (claimed) => claimed.markSent());
    const resend = { ...lead(0, 1_000, "Jo Bloggs again"), idempotencyKey: first.idempotencyKey };
    const outcome = await store.insert(resend);
    expect(outcome).toEqual({
      stored: false,
      existing: expect.objectContaining({ id: first.id, status: "sent" }) as unknown,
    });
    expect(await store.get(resend.id)).toBeUndefined();
    // Leads without a key are all stored.
    await store.insert(lead());
    await store.insert(lead());
    expect((await store.list()).leads).toHaveLength(3);
  });

  it("stores one lead when resends with one key race each other", async () => {
    const key = "RACE0000RACE0000RACE0000RA";
    const attempts = Array.from({ length: 8 }, (_, i) => ({
      ...lead(0, i, `Attempt ${i}`),
      idempotencyKey: key,
    }));
    const outcomes = await Promise.all(attempts.map((record) => store.insert(record)));
    const stored = outcomes.filter((outcome) => outcome.stored);
    expect(stored).toHaveLength(1);
    const { leads } = await store.list();
    expect(leads).toHaveLength(1);
    for (const outcome of outcomes) {
      if (!outcome.stored) expect(outcome.existing?.id).toBe(leads[0].id);
    }
  });

  it("frees a key when its lead is purged", async () => {
    const old = { ...lead(200), idempotencyKey: "PURGED00PURGED00PURGED00PU" };
    await store.insert(old);
    await store.withClaimedLead(old.id, (claimed) => claimed.markSent());
    expect((await store.purgeSent({ now: NOW, days: 180 })).deleted).toEqual([old.id]);
    const again = { ...lead(), idempotencyKey: old.idempotencyKey };
    expect(await store.insert(again)).toMatchObject({ stored: true });
  });

  it("erases a person's leads with every trace: a resend with the key stores nothing, retry mails nothing", async () => {
    const mails: MailMessage[] = [];
    const transport: MailTransport = {
      send: async (message) => {
        mails.push(message);
      },
      close: () => undefined,
    };
    const key = "ERASEME0ERASEME0ERASEME0ER";
    const mailed = { ...lead(0, 0), idempotencyKey: key };
    const pending = lead(0, 1_000, "Jo B. Bloggs");
    pending.submission.businessEmail = "  Jo@ACME.co.uk ";
    const someoneElse = lead(0, 2_000, "Sam Other");
    someoneElse.submission.businessEmail = "sam@elsewhere.example";
    someoneElse.submission.message = "Please quote for twelve laptops.";
    someoneElse.clientAddress = "198.51.100.20";
    for (const record of [mailed, pending, someoneElse]) await store.insert(record);
    await deliverStoredLead(store, mailed.id, DELIVERY_SETTINGS, transport);
    expect(await storedText()).toContain("jo@acme.co.uk");

    const summary = await store.erase({ email: "JO@acme.co.uk" }, { now: NOW });
    expect(summary.erased.sort()).toEqual([mailed.id, pending.id].sort());
    expect(summary).toMatchObject({ busy: [], unreadable: [] });
    expect((await store.list()).leads.map((record) => record.id)).toEqual([someoneElse.id]);
    // Nothing of the person is left anywhere in the store.
    const left = (await storedText()).toLowerCase();
    for (const trace of [
      "jo@acme.co.uk",
      "jo bloggs",
      "tills are down",
      "203.0.113.7",
      mailed.id,
    ]) {
      expect(left).not.toContain(trace.toLowerCase());
    }

    // The browser sends the erased enquiry again, with its key; then an operator retries.
    mails.length = 0;
    const resend = { ...lead(0, 3_000), idempotencyKey: key };
    expect(await store.insert(resend)).toEqual({ stored: false, existing: undefined });
    const retry = await retryPendingLeadsInStore(store, DELIVERY_SETTINGS, transport);
    expect(retry).toEqual({ sent: [someoneElse.id], failed: [], skipped: [], unreadable: [] });
    expect(mails.map((mail) => mail.headers["X-Lead-Id"])).toEqual([
      someoneElse.id,
      someoneElse.id,
    ]);
    expect(await store.get(resend.id)).toBeUndefined();
    expect(await store.get(mailed.id)).toBeUndefined();
    expect((await store.erase({ email: "jo@acme.co.uk" })).erased).toEqual([]);
  });

  it("erases one lead by its id, and leaves a lead another worker holds, saying so", async () => {
    const first = lead(0, 0);
    const second = lead(0, 1_000);
    await store.insert(first);
    await store.insert(second);
    const whileHeld = await store.withClaimedLead(first.id, () =>
      store.erase({ id: first.id }, { now: NOW }),
    );
    expect(whileHeld).toEqual({
      claimed: true,
      value: { erased: [], busy: [first.id], unreadable: [] },
    });
    expect(await store.get(first.id)).toEqual(first);
    expect(await store.erase({ id: first.id }, { now: NOW })).toEqual({
      erased: [first.id],
      busy: [],
      unreadable: [],
    });
    expect((await store.list()).leads.map((record) => record.id)).toEqual([second.id]);
  });

  it("keeps an erased lead's key taken for the retention period, then frees it", async () => {
    const key = "ERASEDKEY0ERASEDKEY0ERASED";
    const record = { ...lead(0, 0), idempotencyKey: key };
    await store.insert(record);
    await store.erase({ id: record.id }, { now: NOW });
    const resend = { ...lead(0, 1_000), idempotencyKey: key };
    expect(await store.purgeSent({ now: NOW, days: 180 })).toMatchObject({ cleaned: 0 });
    expect(await store.insert(resend)).toEqual({ stored: false, existing: undefined });
    const later = new Date(NOW.getTime() + 181 * DAY_MS);
    expect(await store.purgeSent({ now: later, days: 180 })).toMatchObject({ cleaned: 1 });
    expect(await store.insert(resend)).toMatchObject({ stored: true });
  });

  it("never lets two workers hold one lead", async () => {
    const record = lead();
    await store.insert(record);
    const second = await store.withClaimedLead(record.id, () =>
      store.withClaimedLead(record.id, async () => "mailed twice"),
    );
    expect(second).toEqual({ claimed: true, value: { claimed: false, reason: "busy" } });
  });

  it("forgets nothing when the work fails under a claim", async () => {
    const record = lead();
    await store.insert(record);
    await expect(
      store.withClaimedLead(record.id, async () => {
        throw new Error("the mail library crashed");
      }),
    ).rejects.toThrow("the mail library crashed");
    expect(await store.get(record.id)).toEqual(record);
    // The claim was released: the next worker gets the lead.
    const next = await store.withClaimedLead(record.id, async (claimed) => claimed.record.id);
    expect(next).toEqual({ claimed: true, value: record.id });
  });

  it("purges mailed leads older than the retention period, never pending ones", async () => {
    const oldSent = lead(200);
    const oldPending = lead(190);
    const recentSent = lead(10);
    const justInside = lead(179);
    for (const record of [oldSent, oldPending, recentSent, justInside]) await store.insert(record);
    for (const record of [oldSent, recentSent, justInside]) {
      await store.withClaimedLead(record.id, (claimed) => claimed.markSent(NOW));
    }

    const summary = await store.purgeSent({ now: NOW, days: 180 });
    expect(summary).toEqual({ deleted: [oldSent.id], keptPending: [oldPending.id], cleaned: 0 });
    const { leads } = await store.list();
    expect(leads.map((record) => record.id).sort()).toEqual(
      [oldPending.id, recentSent.id, justInside.id].sort(),
    );
    expect(await store.purgeSent({ now: NOW, days: 180 })).toEqual({
      deleted: [],
      keptPending: [oldPending.id],
      cleaned: 0,
    });
  });

  it("mails each pending lead exactly once when two retry runs and the contact call race", async () => {
    const records = Array.from({ length: 12 }, (_, index) =>
      lead(0, index * 1000, `Lead ${index}`),
    );
    for (const record of records) await store.insert(record);
    const sends = new Map<string, number>();
    const send = async (claimed: ClaimedLead) => {
      sends.set(claimed.record.id, (sends.get(claimed.record.id) ?? 0) + 1);
      // Long enough for the other workers to reach the same lead meanwhile.
      await delay(15);
      await claimed.markSent();
      return "sent";
    };

    const [runA, runB, ...contactCalls] = await Promise.all([
      store.withClaimedPendingLeads(send),
      store.withClaimedPendingLeads(send),
      ...records.slice(0, 4).map((record) => store.withClaimedLead(record.id, send)),
    ]);

    expect([...sends.keys()].sort()).toEqual(records.map((record) => record.id).sort());
    expect([...sends.values()].every((count) => count === 1)).toBe(true);
    const claimed = [
      ...runA.results.map((result) => result.id),
      ...runB.results.map((result) => result.id),
      ...contactCalls.flatMap((outcome, index) => (outcome.claimed ? [records[index].id] : [])),
    ];
    expect(claimed.sort()).toEqual(records.map((record) => record.id).sort());
    const { leads } = await store.list();
    expect(leads.every((record) => record.status === "sent" && record.attempts === 1)).toBe(true);
  });

  it("offers a lead whose mail failed once per run, then again in the next run", async () => {
    const failing = lead(0, 0);
    const working = lead(0, 1000);
    await store.insert(failing);
    await store.insert(working);
    const attempt = async (claimed: ClaimedLead) => {
      if (claimed.record.id === failing.id) return (await claimed.markFailed("SMTP_451")).status;
      return (await claimed.markSent()).status;
    };

    const first = await store.withClaimedPendingLeads(attempt);
    expect(first.results).toEqual([
      { id: failing.id, value: "pending" },
      { id: working.id, value: "sent" },
    ]);
    const second = await store.withClaimedPendingLeads(attempt, { limit: 5 });
    expect(second.results).toEqual([{ id: failing.id, value: "pending" }]);
    expect((await store.get(failing.id))?.attempts).toBe(2);
  });

  it("delivers through the store: lead mail, sent mark, acknowledgement, never twice", async () => {
    const mails: MailMessage[] = [];
    const transport: MailTransport = {
      send: async (message) => {
        mails.push(message);
      },
      close: () => undefined,
    };
    const first = lead(0, 0);
    const second = lead(0, 1000);
    await store.insert(first);
    await store.insert(second);

    expect(await deliverStoredLead(store, first.id, DELIVERY_SETTINGS, transport)).toEqual({
      outcome: "sent",
      acknowledgement: "sent",
    });
    const summary = await retryPendingLeadsInStore(store, DELIVERY_SETTINGS, transport);
    expect(summary).toEqual({ sent: [second.id], failed: [], skipped: [], unreadable: [] });
    expect(await deliverStoredLead(store, first.id, DELIVERY_SETTINGS, transport)).toEqual({
      outcome: "already_sent",
    });
    // Two leads, each with its lead mail and its acknowledgement.
    expect(mails).toHaveLength(4);
    expect((await store.get(first.id))?.acknowledgedAt).toEqual(expect.any(String));
  });
  it("never acknowledges an unverified lead, on the first attempt or on a retry", async () => {
    const mails: MailMessage[] = [];
    let refuse = true;
    const transport: MailTransport = {
      send: async (message) => {
        if (refuse)
          throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
        mails.push(message);
      },
      close: () => undefined,
    };
    const unverified = createLeadRecord(submission(), "203.0.113.7", NOW, "unverified");
    const later = createLeadRecord(
      submission(),
      "203.0.113.7",
      new Date(NOW.getTime() + 1000),
      "unverified",
    );
    await store.insert(unverified);
    await store.insert(later);

    // The first attempt fails; the retry mails it to sales only.
    expect(await deliverStoredLead(store, unverified.id, DELIVERY_SETTINGS, transport)).toEqual({
      outcome: "failed",
      errorCode: "ECONNREFUSED",
    });
    refuse = false;
    expect(await deliverStoredLead(store, later.id, DELIVERY_SETTINGS, transport)).toEqual({
      outcome: "sent",
      acknowledgement: "off",
    });
    expect(await retryPendingLeadsInStore(store, DELIVERY_SETTINGS, transport)).toMatchObject({
      sent: [unverified.id],
      failed: [],
    });
    expect(mails.map((mail) => mail.to)).toEqual([
      DELIVERY_SETTINGS.leadsTo,
      DELIVERY_SETTINGS.leadsTo,
    ]);
    for (const id of [unverified.id, later.id]) {
      expect(await store.get(id)).toMatchObject({ status: "sent", verification: "unverified" });
      expect((await store.get(id))?.acknowledgedAt).toBeUndefined();
    }
  });
  it("keeps the webhook's state beside the mail's, changed only under the webhook's claim", async () => {
    const record = hooked();
    const plain = lead(0, 1_000);
    await store.insert(record);
    await store.insert(plain);
    expect(await store.get(record.id)).toEqual(record);
    expect(await store.get(plain.id)).not.toHaveProperty("webhook");

    const posted = await store.withClaimedWebhook(record.id, async (claimed) => {
      expect(claimed.record).toEqual(record);
      return claimed.update(delivered());
    });
    expect(posted).toEqual({ claimed: true, value: { ...record, webhook: delivered() } });
    // The mail's state is untouched, and marking the mail keeps the webhook's.
    await store.withClaimedLead(record.id, (claimed) => claimed.markSent(NOW));
    expect(await store.get(record.id)).toMatchObject({ status: "sent", webhook: delivered() });
    expect((await store.list()).leads.find((item) => item.id === record.id)?.webhook).toEqual(
      delivered(),
    );

    const again = jest.fn(async () => "posted twice");
    for (const id of [record.id, plain.id]) {
      expect(await store.withClaimedWebhook(id, again)).toEqual({
        claimed: false,
        reason: "settled",
      });
    }
    expect(await store.withClaimedWebhook("NB-20250101-NOTSTORED", again)).toEqual({
      claimed: false,
      reason: "missing",
    });
    expect(again).not.toHaveBeenCalled();
  });

  it("never lets two workers hold one webhook, and never makes the mail wait for it", async () => {
    const record = hooked();
    await store.insert(record);
    const nested = await store.withClaimedWebhook(record.id, async () => ({
      webhook: await store.withClaimedWebhook(record.id, async () => "posted twice"),
      mail: await store.withClaimedLead(record.id, async () => "mailed"),
    }));
    expect(nested).toEqual({
      claimed: true,
      value: {
        webhook: { claimed: false, reason: "busy" },
        mail: { claimed: true, value: "mailed" },
      },
    });
    // Released: the next worker gets it.
    expect(await store.withClaimedWebhook(record.id, async () => "posted")).toEqual({
      claimed: true,
      value: "posted",
    });
  });

  it("offers pending webhooks whose backoff has passed, oldest first, once per run", async () => {
    const waiting = hooked(0, 0);
    const due = hooked(0, 1_000);
    const done = hooked(0, 2_000);
    const fresh = hooked(0, 3_000);
    for (const record of [waiting, due, done, fresh]) await store.insert(record);
    const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    const states: Array<[LeadRecord, WebhookState]> = [
      [waiting, { ...NEW_WEBHOOK_STATE, attempts: 1, nextAttemptAt: later(60_000) }],
      [due, { ...NEW_WEBHOOK_STATE, attempts: 1, nextAttemptAt: later(-1) }],
      [done, delivered()],
    ];
    for (const [record, state] of states) {
      await store.withClaimedWebhook(record.id, (claimed) => claimed.update(state));
    }
    const ids = async (now: Date) =>
      (
        await store.withClaimedPendingWebhooks(async (claimed) => claimed.record.id, { now })
      ).results.map((result) => result.id);
    expect(await ids(NOW)).toEqual([due.id, fresh.id]);
    expect(await ids(new Date(NOW.getTime() + 60_000))).toEqual([waiting.id, due.id, fresh.id]);
    const limited = await store.withClaimedPendingWebhooks(async () => "posted", {
      now: NOW,
      limit: 1,
    });
    expect(limited.results).toEqual([{ id: due.id, value: "posted" }]);
  });

  it("posts each webhook exactly once when three retry runs and the contact call race", async () => {
    const records = Array.from({ length: 9 }, (_, index) => hooked(0, index * 1000));
    for (const record of records) await store.insert(record);
    const posts = new Map<string, number>();
    const post = async (claimed: { record: LeadRecord; update(state: WebhookState): unknown }) => {
      posts.set(claimed.record.id, (posts.get(claimed.record.id) ?? 0) + 1);
      await delay(15);
      await claimed.update(delivered());
      return "posted";
    };
    await Promise.all([
      store.withClaimedPendingWebhooks(post, { now: NOW }),
      store.withClaimedPendingWebhooks(post, { now: NOW }),
      store.withClaimedPendingWebhooks(post, { now: NOW }),
      ...records.slice(0, 3).map((record) => store.withClaimedWebhook(record.id, post)),
    ]);
    expect([...posts.keys()].sort()).toEqual(records.map((record) => record.id).sort());
    expect([...posts.values()].every((count) => count === 1)).toBe(true);
    const { leads } = await store.list();
    expect(leads.every((record) => record.webhook?.status === "delivered")).toBe(true);
  });

  it("erases and purges a lead's webhook state with it, and leaves one being posted", async () => {
    const erased = { ...hooked(0, 0), idempotencyKey: "HOOKERASE0HOOKERASE0HOOKER" };
    const old = hooked(200, 0, "Old Lead");
    old.submission.businessEmail = "old@elsewhere.example";
    await store.insert(erased);
    await store.insert(old);
    await store.withClaimedLead(old.id, (claimed) => claimed.markSent());

    const whilePosting = await store.withClaimedWebhook(erased.id, () =>
      store.erase({ id: erased.id }, { now: NOW }),
    );
    expect(whilePosting).toEqual({
      claimed: true,
      value: { erased: [], busy: [erased.id], unreadable: [] },
    });
    const purgedWhilePosting = await store.withClaimedWebhook(old.id, () =>
      store.purgeSent({ now: NOW, days: 180 }),
    );
    expect(purgedWhilePosting).toMatchObject({ claimed: true, value: { deleted: [] } });

    expect((await store.erase({ id: erased.id }, { now: NOW })).erased).toEqual([erased.id]);
    expect((await store.purgeSent({ now: NOW, days: 180 })).deleted).toEqual([old.id]);
    expect((await store.list()).leads).toEqual([]);
    const left = await storedText();
    for (const trace of [erased.id, old.id, "pending", "jo bloggs"]) {
      expect(left.toLowerCase()).not.toContain(trace.toLowerCase());
    }
    expect(await store.withClaimedWebhook(erased.id, async () => "posted")).toEqual({
      claimed: false,
      reason: "missing",
    });
  });
});

describe("the PostgreSQL lead store", () => {
  const stores: PostgresLeadStore[] = [];
  const open = (url: string) => {
    const store = createPostgresLeadStore(url, {
      applicationName: "lead-store-test",
      connectionTimeoutMs: 1_500,
    });
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it("migrates once, however many cold starts race to do it", async () => {
    const url = await postgres.createDatabase();
    const applied = await Promise.all([
      open(url).migrate(),
      open(url).migrate(),
      open(url).migrate(),
    ]);
    expect(applied.flat().sort()).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await open(url).migrate()).toEqual([]);
    const db = open(url);
    await db.insert(lead());
    expect((await db.list()).leads).toHaveLength(1);
  });

  it("turns what PostgreSQL itself refuses in a value (NUL, a lone surrogate) into a rejected lead", async () => {
    const url = await postgres.createDatabase();
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      for (const json of ['{"a":"\\u0000"}', '{"a":"\\ud800"}']) {
        const error: unknown = await client.query("SELECT $1::jsonb", [json]).catch((e) => e);
        expect(error).toMatchObject({ code: expect.stringMatching(/^22/) as unknown });
        const mapped = toLeadStoreError(error);
        expect(mapped).toBeInstanceOf(LeadRejectedError);
        expect((mapped as LeadRejectedError).code).toMatch(/^PG_22/);
      }
    } finally {
      await client.end();
    }
  });

  it("rejects an insert cut off mid-request as unavailable, and stores nothing of it", async () => {
    const url = await postgres.createDatabase();
    const store = open(url);
    await store.migrate();
    const record = lead();
    const database = new URL(url).pathname.slice(1);

    // Hold the table so the insert is in flight on the server, then cut its connection.
    const { Client } = await import("pg");
    const blocker = new Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE leads IN ACCESS EXCLUSIVE MODE");
      const insert = store.insert(record);
      insert.catch(() => undefined);
      let waiting: number[] = [];
      for (let tries = 0; waiting.length === 0 && tries < 200; tries += 1) {
        await delay(10);
        const rows = await postgres.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE datname = $1 AND application_name = 'lead-store-test' AND wait_event_type = 'Lock'`,
          [database],
        );
        waiting = rows.rows.map((row) => row.pid);
      }
      expect(waiting).toHaveLength(1);
      await postgres.query("SELECT pg_terminate_backend($1)", [waiting[0]]);

      const failure = await insert.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(LeadStoreUnavailableError);
      expect((failure as LeadStoreUnavailableError).code).toMatch(
        /^PG_57P01$|^PG_CONNECTION_LOST$/,
      );
    } finally {
      await blocker.query("ROLLBACK");
      await blocker.end();
    }

    expect(await store.get(record.id)).toBeUndefined();
    await store.insert(record);
    expect(await store.get(record.id)).toEqual(record);
    expect((await store.list()).leads).toHaveLength(1);
  });

  it("lets the next worker take a lead whose claim has expired", async () => {
    const url = await postgres.createDatabase();
    const stuck = createPostgresLeadStore(url, { claimTimeoutMs: 300 });
    stores.push(stuck);
    const retry = open(url);
    const record = lead();
    await stuck.insert(record);
    let release: () => void = () => undefined;
    const held = stuck.withClaimedLead(
      record.id,
      // A worker that hangs mid-send, holding its claim idle.
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    held.catch(() => undefined);
    await delay(100);
    expect((await retry.withClaimedPendingLeads(async () => "mailed")).results).toEqual([]);
    await delay(600);
    const taken = await retry.withClaimedPendingLeads(async (claimed) => {
      await claimed.markSent();
      return "mailed";
    });
    expect(taken.results).toEqual([{ id: record.id, value: "mailed" }]);
    release();
  });

  it("lets the next worker take a webhook whose lease has expired, and the first one's late mark fails", async () => {
    const url = await postgres.createDatabase();
    const stuck = createPostgresLeadStore(url, { claimTimeoutMs: 300 });
    stores.push(stuck);
    const retry = open(url);
    const record = hooked();
    await stuck.insert(record);
    let release: () => void = () => undefined;
    const held = stuck.withClaimedWebhook(record.id, async (claimed) => {
      // A worker that hangs mid-post, then wakes to record its attempt.
      await new Promise<void>((resolve) => (release = resolve));
      return claimed.update(delivered());
    });
    held.catch(() => undefined);
    await delay(100);
    expect((await retry.withClaimedPendingWebhooks(async () => "posted")).results).toEqual([]);
    await delay(600);
    const taken = await retry.withClaimedPendingWebhooks(async (claimed) => {
      await claimed.update(delivered());
      return "posted";
    });
    expect(taken.results).toEqual([{ id: record.id, value: "posted" }]);
    release();
    await expect(held).rejects.toThrow(/expired/);
  });

  it("answers unavailable while the server is down and works again once it is back", async () => {
    const url = await postgres.createDatabase();
    const store = open(url);
    const stored = lead(0, 0);
    await store.insert(stored);
    const claimedBeforeOutage = lead(0, 1000);
    await store.insert(claimedBeforeOutage);

    // The server goes away while a lead is claimed and its mail is being sent.
    const markAfterOutage = store.withClaimedLead(claimedBeforeOutage.id, async (claimed) => {
      await postgres.stop();
      return claimed.markSent();
    });
    await expect(markAfterOutage).rejects.toBeInstanceOf(LeadStoreUnavailableError);

    const record = lead(0, 2000);
    await expect(store.insert(record)).rejects.toBeInstanceOf(LeadStoreUnavailableError);
    await expect(store.get(stored.id)).rejects.toBeInstanceOf(LeadStoreUnavailableError);
    await expect(store.withClaimedPendingLeads(async () => "mailed")).rejects.toBeInstanceOf(
      LeadStoreUnavailableError,
    );

    await postgres.start();
    expect(await store.get(record.id)).toBeUndefined();
    // The claimed lead's "sent" mark never reached the database: it is still pending, to be
    // mailed again rather than lost.
    expect(await store.get(claimedBeforeOutage.id)).toEqual(claimedBeforeOutage);
    await store.insert(record);
    const { leads } = await store.list();
    expect(leads.map((item) => item.id)).toEqual([record.id, claimedBeforeOutage.id, stored.id]);
  });
});
