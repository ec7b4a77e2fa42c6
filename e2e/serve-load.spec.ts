/**
 * The own server (scripts/serve.cjs) under load, with the compiled contact Function of this
 * build: a server of its own per test, started with the memory probe, so its memory can be read
 * after forced garbage collections. A server that keeps anything per call fails here.
 * Latency is measured by `npm run bench:contact -- --calls 2000`, not asserted.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startVerifyServer, type FakeVerifyServer } from "../test-support/fake-verify-server";
import { acceptToken, MIXED_LOAD_ENV, runMixedLoad } from "../bench/contact/mixed-load";
import type { ServerMemory } from "../bench/contact/server-memory";
import { startSiteServer, type Target } from "../bench/contact/targets";
import { runUnfinished } from "../bench/contact/unfinished";
import { MAX_OPEN_CALLS_PER_CLIENT } from "../scripts/serve/function-calls";
import { startWebhookReceiver } from "../test-support/webhook-receiver";

/** How far the server's memory may move, after a forced collection, over a whole run. */
const MEMORY_BOUND_MIB = 20;

const heldMiB = (memory: ServerMemory) => memory.heapUsedMiB + memory.externalMiB;

let verify: FakeVerifyServer;
let leadsDir: string;
let server: Target | undefined;

test.beforeEach(async () => {
  verify = await startVerifyServer({ accept: acceptToken });
  leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-load-leads-"));
});

test.afterEach(async () => {
  await server?.stop();
  await verify.close();
  fs.rmSync(leadsDir, { recursive: true, force: true });
});

async function startServer(extra: Record<string, string> = {}) {
  server = await startSiteServer(
    {
      RECAPTCHA_VERIFY_URL: verify.url,
      ALLOW_TEST_RECAPTCHA: "1",
      SMTP_URL: "",
      LEADS_DIR: leadsDir,
      LEADS_DATABASE_URL: "",
      ...extra,
    },
    { probe: true },
  );
  const { memory } = server;
  if (memory === undefined) throw new Error("the server has no memory probe");
  return { url: server.url, memory, running: server.running };
}

test("2,000 contact calls, accepted, refused and rate-limited, leave the server's memory where it was", async () => {
  test.setTimeout(10 * 60_000);
  // Each accepted call is posted to the webhook too.
  const receiver = await startWebhookReceiver();
  const { url, memory, running } = await startServer({
    ...MIXED_LOAD_ENV,
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: "serve-load-webhook-secret",
  });
  const report = await runMixedLoad({ url, calls: 2_000, memory, running }).finally(() =>
    receiver.close(),
  );
  test.info().annotations.push({
    type: "serve-load",
    description: JSON.stringify({ latencyP50Ms: report.latencyP50Ms, memory: report.memory }),
  });

  expect(report.serverDiedAtCall).toBeUndefined();
  expect(report.unexpected).toBe(0);
  // Every kind of answer was given, the 429s and the refusals included.
  expect(report.answers["rate-limited"]["429"]).toBeGreaterThan(300);
  expect(report.answers["valid"]["200"]).toBeGreaterThan(300);
  expect(receiver.requests.length).toBeGreaterThanOrEqual(report.answers["valid"]["200"]);
  const { start, end } = report.memory;
  if (end === undefined) throw new Error("no memory reading after the run");
  expect(heldMiB(end) - heldMiB(start)).toBeLessThan(MEMORY_BOUND_MIB);
});

test("300 unfinished calls from one address hold little, and another visitor's call still gets through", async () => {
  test.setTimeout(3 * 60_000);
  const { url, memory } = await startServer();
  const report = await runUnfinished(url, 300, memory);
  test.info().annotations.push({ type: "unfinished", description: JSON.stringify(report) });

  // The address's share is held; the rest are turned away from their headers.
  expect(report.answeredEarly).toEqual({ "503": 300 - MAX_OPEN_CALLS_PER_CLIENT });
  expect(report.normalCall.status).toBe(200);
  expect(report.holderCall.status).toBe(503);
  const { before, whileHeld, after } = report.memory;
  expect(heldMiB(whileHeld) - heldMiB(before)).toBeLessThan(MEMORY_BOUND_MIB);
  expect(heldMiB(after) - heldMiB(before)).toBeLessThan(MEMORY_BOUND_MIB);
});
