/**
 * The contact call's rate limit counted in PostgreSQL: two handler instances (each with its own
 * per-instance limiter and its own connection pool, as two serverless instances have) share one
 * throw-away PostgreSQL server and hold the limit together; a database that is down or slow
 * leaves each instance its own limit, never a 5xx, and says so once.
 */
import { Client } from "pg";
import { closeSharedLeadStores, type LeadStore } from "./lead-store";
import { createPostgresLeadStore, type PostgresLeadStore } from "./postgres-lead-store";
import { createSendEmailHandler, type HandlerRequest } from "./send-email-handler";
import { createSharedRateLimit } from "./shared-rate-limit";
import { startPostgres, type TestPostgres } from "../test-support/postgres";
import { startSlowProxy } from "../test-support/slow-proxy";
import { makeTempDir, removeDir } from "../test-support/temp";

let postgres: TestPostgres;
let dir: string;

beforeAll(async () => {
  postgres = await startPostgres();
  dir = await makeTempDir("shared-limit-");
}, 60_000);

afterAll(async () => {
  await closeSharedLeadStores();
  await postgres?.close();
  await removeDir(dir);
});

// A minute's start, so every call of a test falls in one window.
const T0 = Date.UTC(2026, 10, 27, 10, 0, 0);

/** A call the limit lets through is then refused by validation (400): no mail, no reCAPTCHA. */
const call = (client: string): HandlerRequest => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: {},
  remoteAddress: client,
});

interface Instance {
  handle: ReturnType<typeof createSendEmailHandler>;
  store: PostgresLeadStore;
  log: string[];
}

function instance(
  url: string,
  clock: { now: number },
  timeoutMs = 1_000,
  { limit = 3, connectionTimeoutMs = 1_000 } = {},
): Instance {
  const store = createPostgresLeadStore(url, { connectionTimeoutMs });
  const log: string[] = [];
  const handle = createSendEmailHandler({
    env: {
      LEADS_DATABASE_URL: url,
      LEADS_DIR: dir,
      RATE_LIMIT_PER_MINUTE: String(limit),
      SITE_URL: "http://localhost:9000",
    },
    log: (line) => log.push(line),
    now: () => clock.now,
    leadStore: async () => store as LeadStore,
    sharedLimitTimeoutMs: timeoutMs,
  });
  return { handle, store, log };
}

const rateLimitLines = (log: string[]) =>
  log.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.event);

describe("the rate limit shared through PostgreSQL", () => {
  const instances: Instance[] = [];
  const open = (...args: Parameters<typeof instance>) => {
    const made = instance(...args);
    instances.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(instances.splice(0).map((made) => made.store.close()));
  });

  it("holds across two instances for one client, and leaves another client alone", async () => {
    const url = await postgres.createDatabase();
    const clock = { now: T0 + 5_000 };
    const a = open(url, clock);
    const b = open(url, clock);
    const statuses: number[] = [];
    for (const made of [a, b, a, b, a])
      statuses.push((await made.handle(call("203.0.113.9"))).status);
    // Three calls in the minute, wherever they land; past that, 429 on either instance.
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const refused = await b.handle(call("203.0.113.9"));
    expect(refused.headers["Retry-After"]).toBe("55");
    expect((await a.handle(call("198.51.100.4"))).status).toBe(400);
    // A minute after those calls, the client may call again.
    clock.now = T0 + 66_000;
    expect((await b.handle(call("203.0.113.9"))).status).toBe(400);
    expect([...rateLimitLines(a.log), ...rateLimitLines(b.log)]).toEqual([]);
  });

  it("falls back to each instance's own limit while the database is down, without a 5xx, said once", async () => {
    const url = await postgres.createDatabase();
    const clock = { now: T0 + 1_000 };
    const a = open(url, clock);
    expect((await a.handle(call("203.0.113.10"))).status).toBe(400);
    await postgres.stop();
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) statuses.push((await a.handle(call("203.0.113.10"))).status);
      // The per-instance limit (3 a minute) still holds; nothing failed.
      expect(statuses).toEqual([400, 400, 429, 429]);
      expect(rateLimitLines(a.log)).toEqual([
        expect.objectContaining({
          event: "rate_limit",
          level: "warn",
          detail: expect.stringMatching(/^(ECONNREFUSED|ENOENT|PG_\w+)$/) as unknown,
        }),
      ]);
    } finally {
      await postgres.start();
    }
    // Back, and asked again once the pause is over: counted in the database, and said so.
    clock.now = T0 + 2 * 60_000;
    expect((await a.handle(call("203.0.113.10"))).status).toBe(400);
    expect(rateLimitLines(a.log).map((line) => line.level)).toEqual(["warn", "info"]);
  });

  it("does not wait for a database that is slow: the instance's own limit answers", async () => {
    const url = await postgres.createDatabase();
    const clock = { now: T0 + 1_000 };
    const a = open(url, clock, 200);
    expect((await a.handle(call("203.0.113.11"))).status).toBe(400);
    const blocker = new Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE contact_rate_limits IN ACCESS EXCLUSIVE MODE");
      expect((await a.handle(call("203.0.113.11"))).status).toBe(400);
      expect(rateLimitLines(a.log)).toEqual([
        expect.objectContaining({ level: "warn", detail: "timeout" }),
      ]);
    } finally {
      await blocker.query("ROLLBACK");
      await blocker.end();
    }
  });

  it("holds on cold instances whose first connection takes longer than a count may", async () => {
    const url = new URL(await postgres.createDatabase());
    // Every new connection waits 1.5 s (a database in another region, or waking up).
    const proxy = await startSlowProxy(Number(url.port), 1_500);
    try {
      url.port = String(proxy.port);
      const clock = { now: T0 + 1_000 };
      const options = { limit: 10, connectionTimeoutMs: 5_000 };
      const cold = [1, 2, 3].map(() => open(url.toString(), clock, 1_000, options));
      const statuses: number[] = [];
      for (let n = 0; n < 33; n += 1) {
        statuses.push((await cold[n % 3].handle(call("203.0.113.12"))).status);
      }
      expect(statuses.filter((status) => status === 400)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(23);
      // The cold start was waited for, not taken for a database that fails.
      expect(cold.flatMap((made) => rateLimitLines(made.log))).toEqual([]);
    } finally {
      await Promise.all(instances.splice(0).map((made) => made.store.close()));
      await proxy.close();
    }
  });

  it("connects and migrates as an instance starts, before its first call", async () => {
    const url = await postgres.createDatabase();
    open(url, { now: T0 });
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const table = async () =>
        (await client.query<{ t: string | null }>("SELECT to_regclass('contact_rate_limits') AS t"))
          .rows[0].t;
      for (let tries = 0; (await table()) === null && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await table()).toBe("contact_rate_limits");
    } finally {
      await client.end();
    }
  });

  it("counts in one row per client and minute, and clears past minutes", async () => {
    const url = await postgres.createDatabase();
    const store = open(url, { now: T0 }).store;
    expect(await store.countContactCall?.("k", 2, T0 + 1_000)).toEqual({ allowed: true });
    expect(await store.countContactCall?.("k", 2, T0 + 2_000)).toEqual({ allowed: true });
    expect(await store.countContactCall?.("k", 2, T0 + 3_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 57,
    });
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const count = async () =>
        (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM contact_rate_limits"))
          .rows[0].n;
      expect(await count()).toBe(1);
      // Two minutes on, the first minute's row goes (in the background of a call).
      await store.countContactCall?.("other", 2, T0 + 2 * 60_000 + 1);
      for (let tries = 0; (await count()) !== 1 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await count()).toBe(1);
    } finally {
      await client.end();
    }
  });
});

describe("createSharedRateLimit", () => {
  it("pauses after a failure and tells of each change once", async () => {
    const log: string[] = [];
    const shared = createSharedRateLimit({ log: (line) => log.push(line), pauseMs: 1_000 });
    const failing = jest.fn(async () => {
      throw Object.assign(new Error("down"), { code: "ECONNREFUSED" });
    });
    expect(await shared.check(failing, 0)).toBeUndefined();
    expect(await shared.check(failing, 500)).toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await shared.check(failing, 1_000)).toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(2);
    expect(await shared.check(async () => ({ allowed: true }), 2_000)).toEqual({ allowed: true });
    expect(log.map((line) => (JSON.parse(line) as { level: string }).level)).toEqual([
      "warn",
      "info",
    ]);
  });

  it("answers alone while the connection is on its way, without the pause or a log line", async () => {
    const log: string[] = [];
    const shared = createSharedRateLimit({
      log: (line) => log.push(line),
      timeoutMs: 20,
      coldStartMs: 50,
    });
    // Connecting, and still connecting when the cold start's wait is over.
    expect(await shared.check(() => new Promise(() => undefined), 0)).toBeUndefined();
    // Connecting for longer than a count may take is no timeout: the count after it decides.
    const slowToConnect = (connected: () => void) =>
      new Promise<{ allowed: true }>((resolve) =>
        setTimeout(() => {
          connected();
          resolve({ allowed: true });
        }, 30),
      );
    expect(await shared.check(slowToConnect, 1)).toEqual({ allowed: true });
    expect(log).toEqual([]);
    // Once connected, a count that takes too long is a timeout: paused, and said once.
    const slowToCount = (connected: () => void) => {
      connected();
      return new Promise<{ allowed: true }>(() => undefined);
    };
    expect(await shared.check(slowToCount, 2)).toBeUndefined();
    expect(await shared.check(async () => ({ allowed: true }), 3)).toBeUndefined();
    expect(log.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ level: "warn", detail: "timeout" }),
    ]);
  });
});
