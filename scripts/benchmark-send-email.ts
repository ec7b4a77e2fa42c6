/**
 * Bounded load test of POST /api/send-email under `gatsby serve` on loopback
 * (run `npm run build` first). The verify endpoint is a local fake; SMTP is
 * unset, so each call validates, verifies, writes its lead to a temporary
 * outbox and answers 200. Prints latency and throughput; stops by itself.
 *
 *   npx tsx scripts/benchmark-send-email.ts [seconds=10] [connections=10]
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { listenOnLoopback, startVerifyServer } from "../test-support/fake-verify-server";

const seconds = Math.min(Number(process.argv[2] ?? 10), 60);
const connections = Math.min(Number(process.argv[3] ?? 10), 100);

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

async function main() {
  const verify = await startVerifyServer();
  const probe = http.createServer();
  const port = await listenOnLoopback(probe);
  probe.close();
  const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));

  const server = spawn("npx", ["gatsby", "serve", "--host", "127.0.0.1", "--port", String(port)], {
    stdio: "ignore",
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      RECAPTCHA_VERIFY_URL: verify.url,
      SMTP_URL: "",
      LEADS_DIR: leadsDir,
      RATE_LIMIT_PER_MINUTE: "100000000",
    },
    detached: true,
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, 60_000);
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
      url: `http://127.0.0.1:${port}/api/send-email`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      connections,
      duration: seconds,
    });
    const leads = fs.readdirSync(leadsDir).filter((f) => f.endsWith(".json")).length;
    console.log(
      JSON.stringify(
        {
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
          leadsWritten: leads,
        },
        null,
        2,
      ),
    );
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    verify.close();
    fs.rmSync(leadsDir, { recursive: true, force: true });
  }
}

void main();
