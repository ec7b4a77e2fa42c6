/**
 * The servers the contact-call benchmark runs against: the own server on the last build (started
 * the way `npm run serve` starts it), or the contact handler behind a bare node:http server in
 * this process, as a warm serverless instance runs it.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { closeSharedLeadStores, sharedLeadStore } from "../../functions/lead-store";
import { createSendEmailHandler } from "../../functions/send-email-handler";
import type { Env } from "../../functions/settings";
import { listenOnLoopback } from "../../test-support/fake-verify-server";
import { siteServerArguments } from "../../scripts/serve/command";
import { freePort, waitForServer } from "../../test-support/ports";
import { memoryProbeLaunch, readServerMemory, type ServerMemory } from "./server-memory";

/** The server under test: where to send calls, its process (for memory), and how to stop it. */
export interface Target {
  url: string;
  /** The server's process id when it runs in a process of its own. */
  pid?: number;
  /** What the server holds after a full garbage collection (a server started with the probe). */
  memory?: () => Promise<ServerMemory>;
  /** False once the server's process has ended (it died under the load). */
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * The site's own server (scripts/serve.cjs) on the last build, in a process of its own; with
 * `probe`, started with the memory probe so `memory()` can measure it.
 */
export async function startSiteServer(
  env: Env,
  options: { probe?: boolean } = {},
): Promise<Target> {
  const port = await freePort();
  const probeDir = options.probe ? fs.mkdtempSync(path.join(os.tmpdir(), "serve-memory-")) : "";
  const probeFile = path.join(probeDir, "memory.json");
  const probe = options.probe ? memoryProbeLaunch(probeFile) : { nodeArgs: [], env: {} };
  const server = spawn(
    process.execPath,
    [...probe.nodeArgs, ...siteServerArguments({ host: "127.0.0.1", port: String(port) })],
    {
      cwd: path.resolve(__dirname, "../.."),
      stdio: "ignore",
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        SITE_URL: `http://127.0.0.1:${port}`,
        ...probe.env,
        ...env,
      },
      detached: true,
    },
  );
  const running = () => server.exitCode === null && server.signalCode === null;
  const stop = async () => {
    if (server.pid && running()) process.kill(-server.pid, "SIGTERM");
    if (probeDir !== "") fs.rmSync(probeDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = server.pid;
  return {
    url: `http://127.0.0.1:${port}/api/send-email`,
    pid,
    memory: options.probe && pid !== undefined ? () => readServerMemory(pid, probeFile) : undefined,
    running,
    stop,
  };
}

/**
 * The contact handler behind a bare HTTP server, as the Function adapter calls it. Without
 * `sharedLimit`, a PostgreSQL store does not count the rate limit (for comparing its cost).
 */
export async function startInProcess(
  env: Env,
  options: { sharedLimit?: boolean } = {},
): Promise<Target> {
  // Read at every call: SITE_URL is known once the server listens.
  const callEnv: Env = { ...env };
  const handle = createSendEmailHandler({
    env: callEnv,
    log: () => undefined,
    ...(options.sharedLimit === false
      ? {
          leadStore: async (settings) => ({
            ...(await sharedLeadStore(settings)),
            countContactCall: undefined,
          }),
        }
      : {}),
  });
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
  callEnv.SITE_URL ??= `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}/api/send-email`,
    running: () => server.listening,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeSharedLeadStores();
    },
  };
}

/** Leads in the PostgreSQL store by status ({} before the table exists). */
export async function countRows(databaseUrl: string): Promise<Record<string, number>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // No table yet means no call got as far as storing a lead.
    const exists = await client.query<{ found: string | null }>(
      "SELECT to_regclass('leads')::text AS found",
    );
    if (exists.rows[0]?.found === null) return {};
    const result = await client.query<{ status: string; count: string }>(
      "SELECT status, count(*) AS count FROM leads GROUP BY status",
    );
    return Object.fromEntries(result.rows.map((row) => [row.status, Number(row.count)]));
  } finally {
    await client.end();
  }
}

/** Leads' webhook states in the PostgreSQL store, by status ({} before the table exists). */
export async function countWebhookRows(databaseUrl: string): Promise<Record<string, number>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const exists = await client.query<{ found: string | null }>(
      "SELECT to_regclass('lead_webhooks')::text AS found",
    );
    if (exists.rows[0]?.found === null) return {};
    const result = await client.query<{ status: string; count: string }>(
      "SELECT status, count(*) AS count FROM lead_webhooks GROUP BY status",
    );
    return Object.fromEntries(result.rows.map((row) => [row.status, Number(row.count)]));
  } finally {
    await client.end();
  }
}

/** A valid enquiry body; `n` makes each one its own. */
export function enquiryBody(n = 0): string {
  return JSON.stringify({
    fullName: "Alex Benchmark",
    businessEmail: "alex@example-business.co.uk",
    phone: "+447123456789",
    jobTitle: "Operations Director",
    solutionType: ["managed-it", "cyber-security"],
    industry: "finance",
    message: `We would like a quote for managed IT support for 40 staff across two offices (${n}).`,
    assessmentResults: { "1": "11-50 employees" },
    "g-recaptcha-response": "benchmark-token",
  });
}
