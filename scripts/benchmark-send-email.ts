/**
 * Bounded load test of POST /api/send-email under `gatsby serve` on loopback
 * (run `npm run build` first). The verify endpoint is a local fake; SMTP is
 * unset, so each call validates, verifies, stores its lead and answers 200.
 * Prints latency, throughput and how many leads were stored: one per call
 * accepted, plus at most one per connection for the calls the end of the run cut
 * off after the server had stored their lead. Stops by itself.
 *
 *   npx tsx scripts/benchmark-send-email.ts [seconds=10] [connections=10]
 *       [--store fs|postgres] [--in-process]
 *
 * `--store fs` (the default) stores into a temporary outbox (LEADS_DIR);
 * `--store postgres` starts a throw-away PostgreSQL server (test-support/postgres.ts, with
 * fsync on, as a real server would commit) and points LEADS_DATABASE_URL at it.
 * `--in-process` skips `gatsby serve` (which re-evaluates the whole compiled Function on every
 * call) and runs the contact handler once, behind a bare node:http server in this process, as
 * a warm serverless instance does; no build needed. autocannon shares the process's CPU.
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { closeSharedLeadStores } from "../functions/lead-store";
import { createSendEmailHandler } from "../functions/send-email-handler";
import type { Env } from "../functions/settings";
import { listenOnLoopback, startVerifyServer } from "../test-support/fake-verify-server";
import { startPostgres, type TestPostgres } from "../test-support/postgres";
import { waitForServer } from "./bench/ports";

type StoreKind = "fs" | "postgres";

interface BenchArguments {
  seconds: number;
  connections: number;
  store: StoreKind;
  inProcess: boolean;
}

function parseArguments(argv: string[]): BenchArguments {
  const positional: string[] = [];
  let store: StoreKind = "fs";
  let inProcess = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === "--in-process") {
      inProcess = true;
    } else if (arg === "--store" || arg.startsWith("--store=")) {
      const value = arg === "--store" ? argv[(index += 1)] : arg.slice("--store=".length);
      if (value !== "fs" && value !== "postgres") {
        throw new Error(`--store takes fs or postgres, not ${JSON.stringify(value)}`);
      }
      store = value;
    } else {
      positional.push(arg);
    }
  }
  return {
    seconds: Math.min(Number(positional[0] ?? 10), 60),
    connections: Math.min(Number(positional[1] ?? 10), 100),
    store,
    inProcess,
  };
}

/** The server under test: where to send calls, and how to stop it. */
interface Target {
  url: string;
  stop(): Promise<void>;
}

async function startGatsbyServe(env: Env): Promise<Target> {
  const probe = http.createServer();
  const port = await listenOnLoopback(probe);
  probe.close();
  const server = spawn("npx", ["gatsby", "serve", "--host", "127.0.0.1", "--port", String(port)], {
    stdio: "ignore",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    detached: true,
  });
  const stop = async () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}/api/send-email`, stop };
}

/** The contact handler behind a bare HTTP server, as the Function adapter calls it. */
async function startInProcess(env: Env): Promise<Target> {
  const handle = createSendEmailHandler({ env, log: () => undefined });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        // The handler answers what is not JSON.
      }
      void handle({
        method: req.method ?? "",
        headers: req.headers,
        body,
        remoteAddress: req.socket.remoteAddress,
      }).then((answer) => {
        res.writeHead(answer.status, answer.headers);
        res.end(JSON.stringify(answer.body));
      });
    });
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/api/send-email`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeSharedLeadStores();
    },
  };
}

async function countRows(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // No table yet means no call got as far as storing a lead.
    const exists = await client.query<{ found: string | null }>(
      "SELECT to_regclass('leads')::text AS found",
    );
    if (exists.rows[0]?.found === null) return 0;
    const result = await client.query<{ count: string }>("SELECT count(*) AS count FROM leads");
    return Number(result.rows[0].count);
  } finally {
    await client.end();
  }
}

async function main() {
  const { seconds, connections, store, inProcess } = parseArguments(process.argv.slice(2));
  const verify = await startVerifyServer();
  const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
  let postgres: TestPostgres | undefined;
  let target: Target | undefined;

  try {
    let databaseUrl = "";
    if (store === "postgres") {
      postgres = await startPostgres({ durable: true });
      databaseUrl = await postgres.createDatabase();
    }
    const env: Env = {
      RECAPTCHA_VERIFY_URL: verify.url,
      SMTP_URL: "",
      LEADS_DIR: leadsDir,
      // Empty means unset: the outbox, whatever the calling shell has set.
      LEADS_DATABASE_URL: databaseUrl,
      RATE_LIMIT_PER_MINUTE: "100000000",
    };
    target = inProcess ? await startInProcess(env) : await startGatsbyServe(env);
    const body = JSON.stringify({
      fullName: "Alex Benchmark",
      businessEmail: "alex@example-business.co.uk",
      phone: "+447123456789",
      jobTitle: "Operations Director",
      solutionType: ["managed-it", "cyber-security"],
      industry: "finance",
      message: "We would like a quote for managed IT support for 40 staff across two offices.",
      assessmentResults: { "1": "11-50 employees" },
      "g-recaptcha-response": "benchmark-token",
    });
    const result = await autocannon({
      url: target.url,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      connections,
      duration: seconds,
    });
    // Calls cut off by the end of the run are still being finished by the server.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const leadsStored =
      store === "postgres"
        ? await countRows(databaseUrl)
        : fs.readdirSync(leadsDir).filter((f) => f.endsWith(".json")).length;
    const accepted = result["2xx"];
    console.log(
      JSON.stringify(
        {
          store,
          server: inProcess ? "in-process handler" : "gatsby serve",
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
          leadsStored,
          // Every accepted call stored its lead; only calls cut off at the end add to it.
          everyAcceptedCallStored: leadsStored >= accepted && leadsStored <= accepted + connections,
        },
        null,
        2,
      ),
    );
  } finally {
    await target?.stop();
    verify.close();
    await postgres?.close();
    fs.rmSync(leadsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
