/**
 * Bounded benchmarks of POST /api/send-email on loopback. Each stops by itself. By default they
 * run the real compiled Function of the last build (`npm run build` first) through the site's own
 * server (scripts/serve.cjs, as `npm start` and `npm run serve` run it), started with a memory
 * probe (bench/contact/memory-probe.cjs) so the server's memory can be read after forced garbage
 * collections.
 *
 *   npm run bench -- contact [seconds=10] [connections=10]
 *       [--store fs|postgres] [--in-process]
 *   npm run bench -- contact --calls 2000 [--store ...]
 *   npm run bench -- contact --unfinished 200
 *   npm run bench -- contact --burst 200 --smtp hang [--store ...] [--in-process]
 *   npm run bench -- contact --latency 500 [--webhook ok] [--store ...]
 *   npm run bench -- contact --flood
 *
 * Every mode takes `--webhook ok|hang|off` (default off): with `ok` or `hang` LEADS_WEBHOOK_URL
 * points at the receiver stand-in (test-support/webhook-receiver.ts), which answers 200 at once
 * or never; the report says how many posts it got.
 *
 * Load (the default): autocannon for `seconds` (at most 60) over `connections` (at most 100).
 * The verify endpoint is a local fake; SMTP is unset, so each call validates, verifies, stores
 * its lead and answers 200. Prints latency, throughput, how many leads were stored (one per call
 * accepted, plus at most one per connection for the calls the end of the run cut off after the
 * server had stored their lead) and the server's memory before and after, and per call.
 *
 * Calls: `--calls N` (at most 20,000) calls one after another, mixing accepted (200), refused
 * (400 malformed JSON and invalid fields, 403 foreign origin and refused token) and
 * rate-limited (429) answers (bench/contact/mixed-load.ts). Prints the answers, the median
 * latency around call 100 and around the last call, and the server's memory after forced
 * collections every 250 calls; a server that keeps something per call grows and slows here.
 *
 * Unfinished: `--unfinished N` (at most 1,000) requests that announce a 32 KB body, send 1 KB and
 * stop. Prints what the server holds meanwhile and afterwards, and how a normal call fares.
 *
 * Burst: `--burst N` (at most 500) enquiries at the same moment, each on its own connection and
 * given up after 60 s, with `--smtp hang` (a relay that accepts connections and never answers),
 * `--smtp sink` (a working local relay) or `--smtp off`. Prints how long visitors waited
 * (p50, p90, max), the answers, and the leads stored by status.
 *
 * Latency: `--latency N` (at most 5,000) accepted enquiries one after another on one kept-alive
 * connection: p50, p95 and max of each call (bench/contact/latency.ts); with `--store postgres`
 * also what one count of the shared rate limit costs on the database.
 *
 * Flood: one 100 MiB multipart body, then 20 of 4 MiB at once, while the server's resident
 * memory is sampled; then the malformed bodies Gatsby's own parsers answer (oversized, bogus
 * charset, unknown Content-Encoding) and what kind of answer each got.
 *
 * `--store fs` (the default) stores into a temporary outbox (LEADS_DIR); `--store postgres`
 * starts a throw-away PostgreSQL server (test-support/postgres.ts, with fsync on, as a real
 * server would commit) and points LEADS_DATABASE_URL at it. `--in-process` (load, latency and
 * burst) runs the contact handler behind a bare node:http server in this process instead, as a
 * warm serverless instance does; no build needed, and the load generator shares the process's
 * CPU. `--in-process --store postgres --no-shared-limit` leaves out the rate limit's count in
 * the database, to compare what it costs.
 */
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Env } from "../../functions/settings";
import { startVerifyServer } from "../../test-support/fake-verify-server";
import { startPostgres, type TestPostgres } from "../../test-support/postgres";
import { startHangingSmtpServer, startSmtpServer } from "../../test-support/smtp-sink";
import { runBurst } from "./burst";
import { runFlood } from "./flood";
import { acceptToken, MIXED_LOAD_ENV, runMixedLoad } from "./mixed-load";
import { runUnfinished } from "./unfinished";
import { measureSharedLimitCount, runLatency } from "./latency";
import { startWebhookReceiver } from "../../test-support/webhook-receiver";
import type { ServerMemory } from "./server-memory";
import {
  countRows,
  countWebhookRows,
  enquiryBody,
  startSiteServer,
  startInProcess,
  type Target,
} from "./targets";

type StoreKind = "fs" | "postgres";
type SmtpKind = "off" | "sink" | "hang";
type WebhookKind = "off" | "ok" | "hang";

interface BenchArguments {
  mode: "load" | "calls" | "unfinished" | "burst" | "latency" | "flood";
  seconds: number;
  connections: number;
  /** Calls of the mixed run (`--calls N`), or requests left unfinished (`--unfinished N`). */
  calls: number;
  burst: number;
  smtp: SmtpKind;
  webhook: WebhookKind;
  store: StoreKind;
  inProcess: boolean;
  /** In process with PostgreSQL: count the shared rate limit (default) or not, to compare. */
  sharedLimit: boolean;
}

function parseArguments(argv: string[]): BenchArguments {
  const positional: string[] = [];
  const args: BenchArguments = {
    mode: "load",
    seconds: 10,
    connections: 10,
    calls: 0,
    burst: 0,
    smtp: "off",
    webhook: "off",
    store: "fs",
    inProcess: false,
    sharedLimit: true,
  };
  const valueOf = (name: string, index: number): [string, number] =>
    argv[index] === name
      ? [argv[index + 1] ?? "", index + 1]
      : [argv[index].slice(name.length + 1), index];
  const choose = <T extends string>(name: string, value: string, allowed: readonly T[]): T => {
    if (!(allowed as readonly string[]).includes(value)) {
      throw new Error(`${name} takes ${allowed.join(" or ")}, not ${JSON.stringify(value)}`);
    }
    return value as T;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const named = (name: string) => arg === name || arg.startsWith(`${name}=`);
    if (arg === "--in-process") {
      args.inProcess = true;
    } else if (arg === "--no-shared-limit") {
      args.sharedLimit = false;
    } else if (arg === "--flood") {
      args.mode = "flood";
    } else if (named("--store")) {
      const [value, next] = valueOf("--store", index);
      args.store = choose("--store", value, ["fs", "postgres"] as const);
      index = next;
    } else if (named("--smtp")) {
      const [value, next] = valueOf("--smtp", index);
      args.smtp = choose("--smtp", value, ["off", "sink", "hang"] as const);
      index = next;
    } else if (named("--webhook")) {
      const [value, next] = valueOf("--webhook", index);
      args.webhook = choose("--webhook", value, ["off", "ok", "hang"] as const);
      index = next;
    } else if (named("--latency")) {
      const [value, next] = valueOf("--latency", index);
      args.mode = "latency";
      args.calls = Math.min(Math.max(1, Number(value) || 0), 5_000);
      index = next;
    } else if (named("--calls")) {
      const [value, next] = valueOf("--calls", index);
      args.mode = "calls";
      args.calls = Math.min(Math.max(1, Number(value) || 0), 20_000);
      index = next;
    } else if (named("--unfinished")) {
      const [value, next] = valueOf("--unfinished", index);
      args.mode = "unfinished";
      args.calls = Math.min(Math.max(1, Number(value) || 0), 1_000);
      index = next;
    } else if (named("--burst")) {
      const [value, next] = valueOf("--burst", index);
      args.mode = "burst";
      args.burst = Math.min(Math.max(1, Number(value) || 0), 500);
      index = next;
    } else {
      positional.push(arg);
    }
  }
  args.seconds = Math.min(Number(positional[0] ?? 10), 60);
  args.connections = Math.min(Number(positional[1] ?? 10), 100);
  if ((args.mode === "flood" || args.mode === "calls") && args.inProcess) {
    throw new Error(
      "--flood and --calls measure the server's memory; they have no --in-process form",
    );
  }
  return args;
}

async function runLoad(target: Target, seconds: number, connections: number) {
  const result = await autocannon({
    url: target.url,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: enquiryBody(),
    connections,
    duration: seconds,
  });
  return {
    connections,
    seconds,
    requests: result.requests.total,
    throughputPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    statusCodes: {
      "2xx": result["2xx"],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    },
    accepted: result["2xx"],
  };
}

/** The server's memory before and after a run, after forced collections, and per call. */
function memoryPerCall(before: ServerMemory, after: ServerMemory, calls: number) {
  const heapGrowthMiB = Math.round((after.heapUsedMiB - before.heapUsedMiB) * 10) / 10;
  return {
    before,
    after,
    heapGrowthMiB,
    rssGrowthMiB: Math.round((after.rssMiB - before.rssMiB) * 10) / 10,
    heapPerCallKiB: calls > 0 ? Math.round(((heapGrowthMiB * 1024) / calls) * 100) / 100 : 0,
  };
}

/** Leads stored, by status (or their webhooks, by the webhook's status). */
function countOutbox(dir: string, what: "leads" | "webhooks" = "leads"): Record<string, number> {
  const counts: Record<string, number> = {};
  // Lead files ("<id>.json") or their webhook states ("<id>.webhook.json").
  const pattern = what === "leads" ? /^NB-[^.]*\.json$/ : /^NB-[^.]*\.webhook\.json$/;
  for (const name of fs.readdirSync(dir).filter((f) => pattern.test(f))) {
    const { status } = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as {
      status: string;
    };
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

async function main() {
  const args = parseArguments(process.argv.slice(2));
  // Tokens holding "reject" are refused, as Google refuses a forged one (the mixed run sends some).
  const verify = await startVerifyServer({ accept: acceptToken });
  const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
  const hangingRelay = args.smtp === "hang" ? await startHangingSmtpServer() : undefined;
  const smtp = hangingRelay ?? (args.smtp === "sink" ? await startSmtpServer() : undefined);
  const receiver = args.webhook === "off" ? undefined : await startWebhookReceiver();
  if (receiver && args.webhook === "hang") receiver.mode = "hang";
  let postgres: TestPostgres | undefined;
  let target: Target | undefined;

  try {
    let databaseUrl = "";
    if (args.store === "postgres") {
      postgres = await startPostgres({ durable: true });
      databaseUrl = await postgres.createDatabase();
    }
    const env: Env = {
      RECAPTCHA_VERIFY_URL: verify.url,
      SMTP_URL: smtp?.url ?? "",
      LEADS_DIR: leadsDir,
      // Empty means unset: the outbox, whatever the calling shell has set.
      LEADS_DATABASE_URL: databaseUrl,
      RATE_LIMIT_PER_MINUTE: "100000000",
      // The mixed run: a low limit, each call's client named in X-Forwarded-For.
      ...(args.mode === "calls" ? MIXED_LOAD_ENV : {}),
      // Google's test keys on loopback, on purpose (the fake verify endpoint answers).
      ALLOW_TEST_RECAPTCHA: "1",
      LEADS_WEBHOOK_URL: receiver?.url ?? "",
      LEADS_WEBHOOK_SECRET: receiver ? "bench-webhook-secret-0123456789" : "",
    };
    target = args.inProcess
      ? await startInProcess(env, { sharedLimit: args.sharedLimit })
      : await startSiteServer(env, { probe: true });
    const countLeads = async () =>
      args.store === "postgres" ? countRows(databaseUrl) : countOutbox(leadsDir);
    const server = args.inProcess ? "in-process handler" : "own server (scripts/serve.cjs)";

    let report: Record<string, unknown>;
    if (args.mode === "flood") {
      if (target.pid === undefined) throw new Error("no server process to measure");
      report = { server, ...(await runFlood(target.url, target.pid)) };
    } else if (args.mode === "calls") {
      const { memory, running } = target;
      if (memory === undefined) throw new Error("no memory probe in the server");
      const mixed = await runMixedLoad({ url: target.url, calls: args.calls, memory, running });
      report = { server, store: args.store, ...mixed, leadsStored: await countLeads() };
    } else if (args.mode === "unfinished") {
      if (target.memory === undefined) throw new Error("no memory probe in the server");
      report = { server, ...(await runUnfinished(target.url, args.calls, target.memory)) };
    } else if (args.mode === "latency") {
      const latency = await runLatency(target.url, args.calls);
      report = {
        server,
        store: args.store,
        smtp: args.smtp,
        webhook: args.webhook,
        ...latency,
        ...(args.store === "postgres"
          ? { sharedLimitCount: await measureSharedLimitCount(databaseUrl, args.calls) }
          : {}),
      };
    } else if (args.mode === "burst") {
      const burst = await runBurst(target.url, args.burst, 60_000);
      const leadsWhenAnswered = await countLeads();
      report = {
        server,
        store: args.store,
        smtp: args.smtp,
        webhook: args.webhook,
        ...burst,
        leadsWhenAnswered,
      };
      if (receiver) {
        report.webhooksWhenAnswered =
          args.store === "postgres"
            ? await countWebhookRows(databaseUrl)
            : countOutbox(leadsDir, "webhooks");
      }
      // Connections the hanging relay was opened, one per mail under way: the claim cap's work.
      if (hangingRelay) report.relayConnections = hangingRelay.connections();
    } else {
      // One call first: what the first call loads once (the Function's chunks, the store) is
      // not what each call costs.
      await fetch(target.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: enquiryBody(),
      });
      const before = await target.memory?.();
      const { accepted, ...load } = await runLoad(target, args.seconds, args.connections);
      // Calls cut off by the end of the run are still being finished by the server.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const after = await target.memory?.();
      const counts = await countLeads();
      const leadsStored = Object.values(counts).reduce((sum, n) => sum + n, 0);
      report = {
        store: args.store,
        server,
        ...load,
        leadsStored,
        // Every accepted call stored its lead; only calls cut off at the end add to it.
        // The warm-up call stored one more.
        everyAcceptedCallStored:
          leadsStored - 1 >= accepted && leadsStored - 1 <= accepted + args.connections,
        ...(before && after ? { serverMemory: memoryPerCall(before, after, load.requests) } : {}),
      };
    }
    // Posts the receiver got; with it hanging, one per webhook under way (the claim cap's work).
    if (receiver) report.webhookPosts = receiver.requests.length;
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await target?.stop();
    await verify.close();
    await smtp?.close();
    await receiver?.close();
    await postgres?.close();
    fs.rmSync(leadsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
