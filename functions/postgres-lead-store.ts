/**
 * The lead store in PostgreSQL (LEADS_DATABASE_URL), for hosting where the local disk does not
 * last. One row per lead in `leads`: the full record as JSON (so fields added to the record
 * later pass through unchanged) plus the columns the queries need.
 *
 * Claims are row locks: a worker selects a pending row `FOR UPDATE SKIP LOCKED` and keeps the
 * transaction open while the mail is sent, so a second worker skips the row instead of waiting
 * for it or mailing it too. If the worker dies, its connection closes and PostgreSQL releases
 * the lock; there is no lease to expire and no clock to trust.
 *
 * The webhook's delivery state is a row of its own in `lead_webhooks` (deleted with its lead),
 * merged into the record on every read. Its claim is a lease on that row (`claimed_until`, the
 * database's own clock plus CLAIM_TIMEOUT_MS, and a token), taken and released by single
 * statements: a webhook under way holds no connection, so the pool stays the mail's size, and
 * the lead's row lock (the mail's claim) never waits for it nor it for the mail. A worker that
 * dies mid-post leaves the lease to expire.
 *
 * `contact_rate_limits` counts the contact call per client and minute for every instance that
 * shares the database (countContactCall).
 */
import { randomBytes } from "node:crypto";
import { Pool, type PoolClient, type PoolConfig, type QueryResult, type QueryResultRow } from "pg";
import { CLAIM_TIMEOUT_MS, ClaimSlots, MAX_CONCURRENT_CLAIMS } from "./claim-slots";
import {
  assertStorable,
  LeadRejectedError,
  LeadStoreUnavailableError,
  type ClaimedLead,
  type ClaimedWebhook,
  type ClaimOutcome,
  type ClaimSkipReason,
  type CountOptions,
  type LeadRecord,
  type LeadStore,
  type PendingRun,
  type PendingRunOptions,
  runIsOver,
} from "./lead-store-contract";
import {
  emailForMatching,
  LEAD_RETENTION_DAYS,
  isLeadId,
  isLeadRecord,
  type EraseSummary,
  type InsertOutcome,
  type PurgeSummary,
} from "./outbox";
import { WINDOW_MS, type RateLimitDecision } from "./rate-limit";
import type { WebhookState } from "./webhook-state";

export interface PostgresLeadStoreOptions {
  /**
   * Connections per process. Serverless instances each keep their own pool, so it stays small;
   * a claim holds one connection while its mail is sent.
   */
  maxConnections?: number;
  /** How long to wait for a connection (new, or free in the pool) before giving up. */
  connectionTimeoutMs?: number;
  /** Longest a single statement may run. */
  statementTimeoutMs?: number;
  /**
   * A claim idle longer than this (a worker stuck mid-send) loses its connection, which frees
   * the lead for the next retry. Keep it well above the SMTP timeout.
   */
  claimTimeoutMs?: number;
  /** Shown in pg_stat_activity. */
  applicationName?: string;
}

const DEFAULTS: Required<PostgresLeadStoreOptions> = {
  // The claims' share (claim-slots.ts), and one more so inserts never wait behind mail.
  maxConnections: MAX_CONCURRENT_CLAIMS + 1,
  connectionTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
  claimTimeoutMs: CLAIM_TIMEOUT_MS,
  applicationName: "northbridge-leads",
};

/**
 * Each migration runs once, in order, in the transaction that records it. Never edit one that
 * has shipped: add the next version.
 */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: "create leads",
    sql: `
      CREATE TABLE IF NOT EXISTS leads (
        id text PRIMARY KEY,
        received_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'sent')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        last_error text,
        last_attempt_at timestamptz,
        sent_at timestamptz,
        acknowledged_at timestamptz,
        record jsonb NOT NULL
      );
      CREATE INDEX IF NOT EXISTS leads_pending_received_idx
        ON leads (received_at, id) WHERE status = 'pending';
      CREATE INDEX IF NOT EXISTS leads_received_idx ON leads (received_at DESC, id DESC);
    `,
  },
  {
    version: 2,
    name: "idempotency key",
    // Leads stored before have none; NULLs never clash with each other.
    sql: `
      ALTER TABLE leads ADD COLUMN idempotency_key text;
      ALTER TABLE leads ADD CONSTRAINT leads_idempotency_key_key UNIQUE (idempotency_key);
    `,
  },
  {
    version: 3,
    name: "erased keys",
    // The keys of erased leads, so a resend of an erased enquiry stores nothing; no lead data.
    sql: `
      CREATE TABLE IF NOT EXISTS erased_lead_keys (
        idempotency_key text PRIMARY KEY,
        erased_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS erased_lead_keys_erased_at_idx ON erased_lead_keys (erased_at);
    `,
  },
  {
    version: 4,
    name: "webhook deliveries",
    // One row per lead stored while the webhook was set; `state` is the whole WebhookState, the
    // columns are what claims filter on. Deleted with its lead (purge, erase).
    sql: `
      CREATE TABLE IF NOT EXISTS lead_webhooks (
        lead_id text PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        next_attempt_at timestamptz,
        claim_token text,
        claimed_until timestamptz,
        state jsonb NOT NULL
      );
      CREATE INDEX IF NOT EXISTS lead_webhooks_pending_idx
        ON lead_webhooks (next_attempt_at) WHERE status = 'pending';
    `,
  },
  {
    version: 5,
    name: "shared rate limit",
    // Contact calls per client key and fixed minute, for every instance sharing the database.
    sql: `
      CREATE TABLE IF NOT EXISTS contact_rate_limits (
        client_key text NOT NULL,
        window_start timestamptz NOT NULL,
        calls integer NOT NULL CHECK (calls > 0),
        PRIMARY KEY (client_key, window_start)
      );
      CREATE INDEX IF NOT EXISTS contact_rate_limits_window_idx
        ON contact_rate_limits (window_start);
    `,
  },
];

// Any fixed number works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_KEY = 738_412_905;

/**
 * Brings the schema up to date; resolves to the versions applied by this call (empty when it
 * was current). Safe to run from many cold starts at once: the advisory lock makes them take
 * turns, and each sees what the previous one recorded.
 */
export async function runMigrations(client: PoolClient): Promise<number[]> {
  const applied: number[] = [];
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await client.query(`
      CREATE TABLE IF NOT EXISTS leads_schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const done = await client.query<{ version: number }>(
      "SELECT version FROM leads_schema_migrations",
    );
    const versions = new Set(done.rows.map((row) => row.version));
    for (const migration of MIGRATIONS) {
      if (versions.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query("INSERT INTO leads_schema_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    await client.query("COMMIT");
    return applied;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

const NETWORK_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  // The unix socket of a server that is not running.
  "ENOENT",
]);

/**
 * SQLSTATE classes meaning "the database cannot serve us now" rather than "this query is
 * wrong": 08 connection, 53 resources (too many connections, disk full), 57 operator
 * intervention (shutdown, terminated, statement timeout), 58 system error, 28 bad credentials,
 * 3D no such database; 25006 is a read-only replica after a failover.
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57|58|28|3D)|^25006$/;

/** The driver's own messages for a connection that broke or never came. */
const DRIVER_MESSAGES: Array<[RegExp, string]> = [
  [/timeout exceeded when trying to connect/i, "PG_CONNECT_TIMEOUT"],
  [/query read timeout/i, "PG_QUERY_TIMEOUT"],
  [/connection terminated|connection error|not queryable|connection ended/i, "PG_CONNECTION_LOST"],
];

/**
 * The error to throw: an outage becomes `LeadStoreUnavailableError`, a value the database will
 * not take (SQLSTATE class 22, data exception, e.g. 22P05 for NUL in JSON) `LeadRejectedError`,
 * anything else is a bug.
 */
export function toLeadStoreError(error: unknown): unknown {
  if (error instanceof LeadStoreUnavailableError || error instanceof LeadRejectedError) {
    return error;
  }
  if (typeof error !== "object" || error === null) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) {
    return new LeadRejectedError(`The lead database refused a value (PG_${code})`, `PG_${code}`, {
      cause: error,
    });
  }
  let storeCode: string | undefined;
  if (typeof code === "string") {
    if (NETWORK_ERRORS.has(code)) storeCode = code;
    else if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code))
      storeCode = `PG_${code}`;
  }
  if (storeCode === undefined && typeof message === "string") {
    storeCode = DRIVER_MESSAGES.find(([pattern]) => pattern.test(message))?.[1];
  }
  if (storeCode === undefined) return error;
  return new LeadStoreUnavailableError(
    `The lead database is unavailable (${storeCode})`,
    storeCode,
    {
      cause: error,
    },
  );
}

/** A connection broken by the error must not go back to the pool. */
function breaksConnection(error: unknown): boolean {
  const mapped = toLeadStoreError(error);
  return mapped instanceof LeadStoreUnavailableError;
}

/** "PostgreSQL user@host:port/db": enough to tell databases apart, never the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : "";
    const host = parsed.host || "localhost";
    return `PostgreSQL ${user}${host}${parsed.pathname}`;
  } catch {
    return "PostgreSQL (LEADS_DATABASE_URL)";
  }
}

interface LeadRow extends QueryResultRow {
  id: string;
  status?: string;
  record: unknown;
}

/** What a claim's query found: a locked row, a reason to leave the lead, or nothing. */
type Selection =
  { kind: "row"; row: LeadRow } | { kind: "skip"; reason: ClaimSkipReason } | { kind: "none" };

/** A lead row's record with its webhook state merged in, when it has one (`alias`: the row). */
const recordWithWebhook = (alias: string) =>
  `${alias}.record || COALESCE((SELECT jsonb_build_object('webhook', w.state) ` +
  `FROM lead_webhooks w WHERE w.lead_id = ${alias}.id), '{}'::jsonb)`;

const SENT_SQL = `
  UPDATE leads SET
    status = 'sent',
    attempts = attempts + 1,
    last_attempt_at = $2::text::timestamptz,
    sent_at = $2::text::timestamptz,
    last_error = NULL,
    record = (record - 'lastError') || jsonb_build_object(
      'status', 'sent', 'attempts', attempts + 1, 'lastAttemptAt', $2::text, 'sentAt', $2::text)
  WHERE id = $1
  RETURNING id, ${recordWithWebhook("leads")} AS record`;

const FAILED_SQL = `
  UPDATE leads SET
    attempts = attempts + 1,
    last_attempt_at = $2::text::timestamptz,
    last_error = $3::text,
    record = record || jsonb_build_object(
      'attempts', attempts + 1, 'lastAttemptAt', $2::text, 'lastError', $3::text)
  WHERE id = $1
  RETURNING id, ${recordWithWebhook("leads")} AS record`;

// A key stored already stores nothing (ON CONFLICT), all in one statement; so does the lead's
// webhook state, when it has one ($11: null when not).
const INSERT_SQL = `
  WITH lead AS (
    INSERT INTO leads
      (id, received_at, status, attempts, last_error, last_attempt_at, sent_at,
       acknowledged_at, idempotency_key, record)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id
  ), hook AS (
    INSERT INTO lead_webhooks (lead_id, status, next_attempt_at, state)
    SELECT id, $11::jsonb ->> 'status', ($11::jsonb ->> 'nextAttemptAt')::timestamptz, $11::jsonb
    FROM lead WHERE $11::jsonb IS NOT NULL
  )
  SELECT id FROM lead`;

/** Takes the lease on one lead's pending webhook; no row when it is missing, settled or held. */
const CLAIM_WEBHOOK_SQL = `
  UPDATE lead_webhooks AS w
  SET claim_token = $2, claimed_until = now() + $3::integer * interval '1 millisecond'
  FROM leads l
  WHERE w.lead_id = $1 AND l.id = w.lead_id AND w.status = 'pending'
    AND (w.claimed_until IS NULL OR w.claimed_until <= now())
  RETURNING l.id, l.record || jsonb_build_object('webhook', w.state) AS record`;

/** Takes the lease on the oldest lead's webhook that is pending, due and free. */
const CLAIM_NEXT_WEBHOOK_SQL = `
  UPDATE lead_webhooks AS w
  SET claim_token = $2, claimed_until = now() + $3::integer * interval '1 millisecond'
  FROM (
    SELECT pending.lead_id FROM lead_webhooks pending JOIN leads ON leads.id = pending.lead_id
    WHERE pending.status = 'pending'
      AND (pending.next_attempt_at IS NULL OR pending.next_attempt_at <= $1::text::timestamptz)
      AND (pending.claimed_until IS NULL OR pending.claimed_until <= now())
      AND NOT (pending.lead_id = ANY($4::text[]))
    ORDER BY leads.received_at, leads.id
    LIMIT 1
    FOR UPDATE OF pending SKIP LOCKED
  ) AS next, leads l
  WHERE w.lead_id = next.lead_id AND l.id = w.lead_id
  RETURNING l.id, l.record || jsonb_build_object('webhook', w.state) AS record`;

/** Records a webhook attempt and ends the lease, if the lease is still this claim's. */
const WEBHOOK_STATE_SQL = `
  UPDATE lead_webhooks AS w
  SET status = $3::jsonb ->> 'status', next_attempt_at = ($3::jsonb ->> 'nextAttemptAt')::timestamptz,
      state = $3::jsonb, claim_token = NULL, claimed_until = NULL
  FROM leads l
  WHERE w.lead_id = $1 AND w.claim_token = $2 AND l.id = w.lead_id
  RETURNING l.id, l.record || jsonb_build_object('webhook', w.state) AS record`;

const RELEASE_WEBHOOK_SQL = `
  UPDATE lead_webhooks SET claim_token = NULL, claimed_until = NULL
  WHERE lead_id = $1 AND claim_token = $2`;

// Leads whose webhook is being posted right now (an unexpired lease): left by purge and erase.
const NOT_POSTING = `NOT EXISTS (
  SELECT 1 FROM lead_webhooks posting
  WHERE posting.lead_id = leads.id AND posting.claimed_until > now())`;

/** Counts a call in its minute unless the limit is reached (then no row comes back). */
const COUNT_CALL_SQL = `
  INSERT INTO contact_rate_limits AS counted (client_key, window_start, calls)
  VALUES ($1, $2::text::timestamptz, 1)
  ON CONFLICT (client_key, window_start)
  DO UPDATE SET calls = counted.calls + 1 WHERE counted.calls < $3
  RETURNING calls`;

const ACKNOWLEDGED_SQL = `
  UPDATE leads SET
    acknowledged_at = $2::text::timestamptz,
    record = record || jsonb_build_object('acknowledgedAt', $2::text)
  WHERE id = $1
  RETURNING id, ${recordWithWebhook("leads")} AS record`;

function recordOf(row: LeadRow): LeadRecord {
  if (!isLeadRecord(row.record)) throw new Error(`Lead ${row.id} is not a lead record`);
  return row.record;
}

type Run = <R extends QueryResultRow>(sql: string, values?: unknown[]) => Promise<QueryResult<R>>;

/** A transaction on one connection: its queries, and its end (commit or roll back). */
interface Session {
  run: Run;
  end(commit: boolean): Promise<void>;
}

export interface PostgresLeadStore extends LeadStore {
  readonly kind: "postgres";
  /** Runs the migrations now (otherwise the first operation does); resolves to those applied. */
  migrate(): Promise<number[]>;
  warmUp(): Promise<void>;
  countContactCall(
    key: string,
    limit: number,
    nowMs: number,
    options?: CountOptions,
  ): Promise<RateLimitDecision>;
}

export function createPostgresLeadStore(
  connectionString: string,
  options: PostgresLeadStoreOptions = {},
): PostgresLeadStore {
  const settings = { ...DEFAULTS, ...options };
  const config: PoolConfig = {
    connectionString,
    max: settings.maxConnections,
    connectionTimeoutMillis: settings.connectionTimeoutMs,
    // Serverless instances sleep between calls: let idle connections go rather than hold them.
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
    statement_timeout: settings.statementTimeoutMs,
    // A server that vanishes without closing the connection would otherwise hang the call.
    query_timeout: settings.statementTimeoutMs + 2_000,
    idle_in_transaction_session_timeout: settings.claimTimeoutMs,
    application_name: settings.applicationName,
    keepAlive: true,
  };
  const pool = new Pool(config);
  // An idle connection the server dropped (restart, failover) is discarded by the pool and the
  // next query opens a new one; without a listener the event would end the process.
  pool.on("error", () => undefined);
  // Claims hold their connection while mail is sent; one connection always stays free for
  // inserts, so a slow mail server never makes the contact call fail to store a lead.
  const claimSlots = new ClaimSlots(settings.maxConnections - 1);
  // Webhooks under way hold no connection (their claim is a lease), only a slot of their own.
  const webhookSlots = new ClaimSlots();
  const description = describeDatabaseUrl(connectionString);
  // When this process last cleared past minutes' rate-limit counts.
  let countsClearedAt = 0;

  let schema: Promise<number[]> | undefined;
  function migrate(): Promise<number[]> {
    schema ??= (async () => {
      const client = await pool.connect();
      let broken = false;
      const onConnectionError = () => {
        broken = true;
      };
      client.on("error", onConnectionError);
      try {
        return await runMigrations(client);
      } catch (error) {
        if (breaksConnection(error)) broken = true;
        throw error;
      } finally {
        client.removeListener("error", onConnectionError);
        client.release(broken);
      }
    })().catch((error: unknown) => {
      // Not kept: the next operation tries again (the database may be back by then).
      schema = undefined;
      throw toLeadStoreError(error);
    });
    return schema;
  }

  async function query<R extends QueryResultRow>(sql: string, values: unknown[] = []) {
    await migrate();
    try {
      return await pool.query<R>(sql, values);
    } catch (error) {
      throw toLeadStoreError(error);
    }
  }

  /** One pooled connection, once the tables are there; a failure to connect as the store's error. */
  async function migratedConnection(): Promise<PoolClient> {
    await migrate();
    try {
      return await pool.connect();
    } catch (error) {
      throw toLeadStoreError(error);
    }
  }

  /**
   * Runs `work` on one pooled connection, in a transaction begun for it; `end` commits or rolls
   * it back early. Whatever `work` leaves open is rolled back. A connection the server dropped
   * (a restart, the claim timeout: unheard, that event would end the process) or a query broke
   * is not given back to the pool.
   */
  async function inTransaction<T>(work: (session: Session) => Promise<T>): Promise<T> {
    const client = await migratedConnection();
    let broken = false;
    let open = false;
    const onConnectionError = () => {
      broken = true;
    };
    client.on("error", onConnectionError);
    const run: Run = async (sql, values = []) => {
      try {
        return await client.query(sql, values);
      } catch (error) {
        if (breaksConnection(error)) broken = true;
        throw toLeadStoreError(error);
      }
    };
    const end = async (commit: boolean) => {
      if (!open) return;
      open = false;
      await run(commit ? "COMMIT" : "ROLLBACK");
    };
    try {
      await run("BEGIN");
      open = true;
      return await work({ run, end });
    } finally {
      if (open && !broken) {
        await client.query("ROLLBACK").catch(() => {
          broken = true;
        });
      }
      client.removeListener("error", onConnectionError);
      client.release(broken);
    }
  }

  /**
   * Opens a claim transaction, lets `select` lock a row, and runs `handle` with what it found. The
   * transaction commits when the lead is marked sent (so the mark survives whatever follows) or
   * when `handle` returns, and rolls back when `handle` throws.
   */
  async function withClaim<T>(
    select: (run: Run) => Promise<Selection>,
    handle: (selection: Selection, claim: ClaimedLead | undefined) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    await migrate();
    const releaseSlot = await claimSlots.take(signal);
    if (releaseSlot === undefined) return handle({ kind: "skip", reason: "deferred" }, undefined);
    try {
      return await inTransaction(async ({ run, end }) => {
        const mark = async (sql: string, values: unknown[], commit: boolean) => {
          const result = await run<LeadRow>(sql, values);
          if (result.rows.length === 0) throw new Error(`No lead ${String(values[0])}`);
          if (commit) await end(true);
          return recordOf(result.rows[0]);
        };
        const selection = await select(run);
        let claim: ClaimedLead | undefined;
        if (selection.kind === "row" && isLeadRecord(selection.row.record)) {
          const id = selection.row.id;
          claim = {
            record: selection.row.record,
            markSent: (at = new Date()) => mark(SENT_SQL, [id, at.toISOString()], true),
            markFailed: (error, at = new Date()) =>
              mark(FAILED_SQL, [id, at.toISOString(), error.slice(0, 500)], false),
            markAcknowledged: (at = new Date()) =>
              mark(ACKNOWLEDGED_SQL, [id, at.toISOString()], false),
          };
        }
        const value = await handle(selection, claim);
        // Only a failure note or an acknowledgement can be waiting here; if this commit fails
        // the lead stays pending as it was, so the caller's result still stands.
        await end(true).catch(() => undefined);
        return value;
      });
    } finally {
      releaseSlot();
    }
  }

  /**
   * Runs `work` with the webhook whose lease `take` got (a row, or none), then ends the lease if
   * `work` did not record a state (which ends it): the lease is this process's for as long as
   * `work` runs, and expires CLAIM_TIMEOUT_MS after it was taken if the process dies.
   */
  async function withWebhookLease<T>(
    take: (token: string) => Promise<LeadRow | undefined>,
    work: (claimed: ClaimedWebhook) => Promise<T>,
  ): Promise<{ id: string; value: T } | { row: undefined } | { unreadable: string }> {
    const token = randomBytes(12).toString("hex");
    const row = await take(token);
    if (row === undefined) return { row: undefined };
    const record = row.record as LeadRecord;
    if (!isLeadRecord(record) || record.webhook === undefined) {
      await query(RELEASE_WEBHOOK_SQL, [row.id, token]).catch(() => undefined);
      return { unreadable: row.id };
    }
    let released = false;
    const claimed: ClaimedWebhook = {
      record: { ...record, webhook: record.webhook },
      update: async (state: WebhookState) => {
        const result = await query<LeadRow>(WEBHOOK_STATE_SQL, [
          row.id,
          token,
          JSON.stringify(state),
        ]);
        if (result.rows.length === 0) {
          throw new Error(`The webhook claim on lead ${row.id} has expired or the lead is gone`);
        }
        released = true;
        return recordOf(result.rows[0]);
      },
    };
    try {
      return { id: row.id, value: await work(claimed) };
    } finally {
      if (!released) await query(RELEASE_WEBHOOK_SQL, [row.id, token]).catch(() => undefined);
    }
  }

  const store: PostgresLeadStore = {
    kind: "postgres",
    description,
    migrate,

    async warmUp() {
      // The migration's connection goes back to the pool and stays open for the next call.
      await migrate();
    },

    async insert(record) {
      // The same ids as the outbox accepts, so leads can move between the two stores.
      if (!isLeadId(record.id)) throw new Error(`Not a lead id: ${JSON.stringify(record.id)}`);
      assertStorable(record);
      // The webhook's state has a table of its own (lead_webhooks).
      const { webhook, ...lead } = record;
      const values = [
        record.id,
        record.receivedAt,
        record.status,
        record.attempts,
        record.lastError ?? null,
        record.lastAttemptAt ?? null,
        record.sentAt ?? null,
        record.acknowledgedAt ?? null,
        record.idempotencyKey ?? null,
        JSON.stringify(lead),
        webhook === undefined ? null : JSON.stringify(webhook),
      ];
      const key = record.idempotencyKey;
      if (key === undefined) {
        await query(INSERT_SQL, values);
        return { stored: true, location: `${description} leads/${record.id}` };
      }
      // One transaction: a key stored already stores nothing (a concurrent insert with the same
      // key waits for the first to commit), and neither does the key of an erased lead, checked
      // after the insert so an erasure committed while it waited is seen.
      return inTransaction(async ({ run, end }): Promise<InsertOutcome> => {
        const inserted = await run<{ id: string }>(INSERT_SQL, values);
        if (inserted.rows.length > 0) {
          const erased = await run("SELECT 1 FROM erased_lead_keys WHERE idempotency_key = $1", [
            key,
          ]);
          // Rolled back: the erased enquiry is not stored again.
          if (erased.rows.length > 0) {
            await end(false);
            return { stored: false, existing: undefined };
          }
          await end(true);
          return { stored: true, location: `${description} leads/${record.id}` };
        }
        const first = await run<LeadRow>(
          `SELECT id, ${recordWithWebhook("leads")} AS record FROM leads WHERE idempotency_key = $1`,
          [key],
        );
        await end(true);
        // Gone since (erased, or purged past the retention period): nothing to answer with.
        return { stored: false, existing: first.rows[0] ? recordOf(first.rows[0]) : undefined };
      });
    },

    async get(id) {
      if (!isLeadId(id)) return undefined;
      const result = await query<LeadRow>(
        `SELECT id, ${recordWithWebhook("leads")} AS record FROM leads WHERE id = $1`,
        [id],
      );
      return result.rows.length === 0 ? undefined : recordOf(result.rows[0]);
    },

    async list() {
      const result = await query<LeadRow>(
        `SELECT id, ${recordWithWebhook("leads")} AS record FROM leads
         ORDER BY received_at DESC, id DESC`,
      );
      const leads: LeadRecord[] = [];
      const unreadable: string[] = [];
      for (const row of result.rows) {
        if (isLeadRecord(row.record)) leads.push(row.record);
        else unreadable.push(row.id);
      }
      return { leads, unreadable };
    },

    async withClaimedLead<T>(
      id: string,
      work: (lead: ClaimedLead) => Promise<T>,
      options: { signal?: AbortSignal } = {},
    ): Promise<ClaimOutcome<T>> {
      if (!isLeadId(id)) return { claimed: false, reason: "missing" };
      return withClaim<ClaimOutcome<T>>(
        async (run) => {
          const locked = await run<LeadRow>(
            `SELECT id, status, ${recordWithWebhook("leads")} AS record FROM leads
             WHERE id = $1 FOR UPDATE OF leads SKIP LOCKED`,
            [id],
          );
          if (locked.rows.length > 0) return { kind: "row", row: locked.rows[0] };
          // Not lockable: either there is no such row or another worker holds it.
          const exists = await run("SELECT 1 FROM leads WHERE id = $1", [id]);
          return { kind: "skip", reason: exists.rows.length > 0 ? "busy" : "missing" };
        },
        async (selection, claim) => {
          if (selection.kind === "none") return { claimed: false, reason: "missing" };
          if (selection.kind === "skip") return { claimed: false, reason: selection.reason };
          if (selection.row.status === "sent") return { claimed: false, reason: "already_sent" };
          if (claim === undefined) throw new Error(`Lead ${id} is not a lead record`);
          return { claimed: true, value: await work(claim) };
        },
        options.signal,
      );
    },

    async withClaimedPendingLeads<T>(
      work: (lead: ClaimedLead) => Promise<T>,
      options: PendingRunOptions = {},
    ): Promise<PendingRun<T>> {
      const run: PendingRun<T> = { results: [], skipped: [], unreadable: [] };
      // Offered once per run: a lead whose mail failed now waits for the next run.
      const seen: string[] = [];
      for (;;) {
        if (runIsOver(run, options)) break;
        const more = await withClaim(
          async (run) => {
            // Rows another worker holds are skipped, not waited for; a row that was sent while
            // this query waited is re-checked against `status` after locking and left out.
            const next = await run<LeadRow>(
              `SELECT id, status, ${recordWithWebhook("leads")} AS record FROM leads
               WHERE status = 'pending' AND NOT (id = ANY($1::text[]))
               ORDER BY received_at, id
               LIMIT 1
               FOR UPDATE OF leads SKIP LOCKED`,
              [seen],
            );
            return next.rows.length > 0 ? { kind: "row", row: next.rows[0] } : { kind: "none" };
          },
          async (selection, claim) => {
            if (selection.kind !== "row") return false;
            const id = selection.row.id;
            seen.push(id);
            if (claim === undefined) run.unreadable.push(id);
            else run.results.push({ id, value: await work(claim) });
            return true;
          },
        );
        if (!more) break;
      }
      return run;
    },

    async withClaimedWebhook<T>(
      id: string,
      work: (claimed: ClaimedWebhook) => Promise<T>,
      options: { signal?: AbortSignal } = {},
    ): Promise<ClaimOutcome<T>> {
      if (!isLeadId(id)) return { claimed: false, reason: "missing" };
      const held = await webhookSlots.run(
        () =>
          withWebhookLease(async (token) => {
            const taken = await query<LeadRow>(CLAIM_WEBHOOK_SQL, [
              id,
              token,
              settings.claimTimeoutMs,
            ]);
            return taken.rows[0];
          }, work),
        options.signal,
      );
      if (held === undefined) return { claimed: false, reason: "deferred" };
      const outcome = held.value;
      if ("value" in outcome) return { claimed: true, value: outcome.value };
      if ("unreadable" in outcome) throw new Error(`Lead ${id} is not a lead record`);
      // Not taken: why not.
      const found = await query<{ status: string | null }>(
        `SELECT w.status FROM leads LEFT JOIN lead_webhooks w ON w.lead_id = leads.id
         WHERE leads.id = $1`,
        [id],
      );
      const row = found.rows[0];
      if (row === undefined) return { claimed: false, reason: "missing" };
      // Pending but not taken: another worker holds it (or has just let it go).
      return { claimed: false, reason: row.status === "pending" ? "busy" : "settled" };
    },

    async withClaimedPendingWebhooks<T>(
      work: (claimed: ClaimedWebhook) => Promise<T>,
      options: PendingRunOptions & { now?: Date } = {},
    ): Promise<PendingRun<T>> {
      const now = (options.now ?? new Date()).toISOString();
      const run: PendingRun<T> = { results: [], skipped: [], unreadable: [] };
      // Offered once per run: a webhook that failed again waits for its backoff anyway.
      const seen: string[] = [];
      for (;;) {
        if (runIsOver(run, options)) break;
        const held = await webhookSlots.run(() =>
          withWebhookLease(async (token) => {
            const taken = await query<LeadRow>(CLAIM_NEXT_WEBHOOK_SQL, [
              now,
              token,
              settings.claimTimeoutMs,
              seen,
            ]);
            if (taken.rows[0]) seen.push(taken.rows[0].id);
            return taken.rows[0];
          }, work),
        );
        const outcome = held?.value;
        if (outcome === undefined || ("row" in outcome && outcome.row === undefined)) break;
        if ("unreadable" in outcome) run.unreadable.push(outcome.unreadable);
        else if ("value" in outcome) run.results.push({ id: outcome.id, value: outcome.value });
      }
      return run;
    },

    async countContactCall(
      key: string,
      limit: number,
      nowMs: number,
      options: CountOptions = {},
    ): Promise<RateLimitDecision> {
      const windowStart = Math.floor(nowMs / WINDOW_MS) * WINDOW_MS;
      const client = await migratedConnection();
      // From here on only the count itself: the caller's timeout for a slow database starts.
      options.onConnected?.();
      let broken = false;
      const onConnectionError = () => {
        broken = true;
      };
      client.on("error", onConnectionError);
      let counted: QueryResult<{ calls: number }>;
      try {
        counted = await client.query<{ calls: number }>(COUNT_CALL_SQL, [
          key,
          new Date(windowStart).toISOString(),
          limit,
        ]);
      } catch (error) {
        if (breaksConnection(error)) broken = true;
        throw toLeadStoreError(error);
      } finally {
        client.removeListener("error", onConnectionError);
        client.release(broken);
      }
      // Past minutes' counts go, at most once a minute per process and never in the call's way.
      if (nowMs - countsClearedAt >= WINDOW_MS) {
        countsClearedAt = nowMs;
        void query("DELETE FROM contact_rate_limits WHERE window_start < $1::text::timestamptz", [
          new Date(windowStart - WINDOW_MS).toISOString(),
        ]).catch(() => undefined);
      }
      if (counted.rows.length > 0) return { allowed: true };
      const retryAfterMs = windowStart + WINDOW_MS - nowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },

    async purgeSent({ now = new Date(), days = LEAD_RETENTION_DAYS } = {}): Promise<PurgeSummary> {
      const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
      // A row locked by a worker is left for the next run rather than waited for.
      const deleted = await query<{ id: string }>(
        `WITH expired AS (
           SELECT id FROM leads
           WHERE status = 'sent' AND received_at < $1::text::timestamptz AND ${NOT_POSTING}
           FOR UPDATE OF leads SKIP LOCKED
         )
         DELETE FROM leads USING expired WHERE leads.id = expired.id
         RETURNING leads.id`,
        [cutoff],
      );
      const kept = await query<{ id: string }>(
        `SELECT id FROM leads
         WHERE status = 'pending' AND received_at < $1::text::timestamptz
         ORDER BY received_at, id`,
        [cutoff],
      );
      // Erased keys are kept as long as a lead would have been, then the key is free again.
      const markers = await query(
        "DELETE FROM erased_lead_keys WHERE erased_at < $1::text::timestamptz",
        [cutoff],
      );
      // Counts of past minutes are of no use to the rate limit.
      await query("DELETE FROM contact_rate_limits WHERE window_start < $1::text::timestamptz", [
        new Date(now.getTime() - 2 * WINDOW_MS).toISOString(),
      ]);
      return {
        deleted: deleted.rows.map((row) => row.id).sort(),
        keptPending: kept.rows.map((row) => row.id),
        cleaned: markers.rowCount ?? 0,
      };
    },

    async erase(selector, { now = new Date() } = {}): Promise<EraseSummary> {
      const [where, value] =
        "id" in selector
          ? ["id = $1", selector.id]
          : [
              "lower(btrim(record #>> '{submission,businessEmail}')) = $1",
              emailForMatching(selector.email),
            ];
      // One statement: the unlocked rows go (their webhook state with them) and their keys are
      // marked erased, together. Rows a worker holds (mailing them, or posting their webhook)
      // are skipped, not waited for, and reported busy.
      const erased = await query<{ id: string }>(
        `WITH doomed AS (
           SELECT id, idempotency_key FROM leads WHERE ${where} AND ${NOT_POSTING}
           FOR UPDATE OF leads SKIP LOCKED
         ), keys AS (
           INSERT INTO erased_lead_keys (idempotency_key, erased_at)
           SELECT idempotency_key, $2::text::timestamptz FROM doomed
           WHERE idempotency_key IS NOT NULL
           ON CONFLICT (idempotency_key) DO UPDATE SET erased_at = EXCLUDED.erased_at
         )
         DELETE FROM leads USING doomed WHERE leads.id = doomed.id
         RETURNING leads.id`,
        [value, now.toISOString()],
      );
      const busy = await query<{ id: string }>(`SELECT id FROM leads WHERE ${where} ORDER BY id`, [
        value,
      ]);
      return {
        erased: erased.rows.map((row) => row.id).sort(),
        busy: busy.rows.map((row) => row.id),
        unreadable: [],
      };
    },

    async close() {
      await pool.end();
    },
  };
  return store;
}
