/**
 * A burst: N enquiries sent at the same moment, each on its own connection, each answered or
 * given up after a bounded time. Reports how long the visitors waited for their answers.
 */
import http from "node:http";
import { enquiryBody } from "./targets";

export interface BurstResult {
  calls: number;
  latencyMs: { p50: number; p90: number; max: number };
  statusCodes: Record<string, number>;
}

/** The value at fraction `q` of sorted numbers (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** One POST of `body`: its status ("timeout" or "error" when none came) and how long it took. */
export function postOnce(url: string, body: string, agent: http.Agent, timeoutMs: number) {
  return new Promise<{ status: string; ms: number }>((resolve) => {
    const started = performance.now();
    const done = (status: string) => resolve({ status, ms: performance.now() - started });
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on("end", () => done(String(response.statusCode)));
        response.on("error", () => done("error"));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => done(error.message === "timeout" ? "timeout" : "error"));
    request.end(body);
  });
}

export async function runBurst(
  url: string,
  calls: number,
  timeoutMs: number,
): Promise<BurstResult> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    const results = await Promise.all(
      Array.from({ length: calls }, (_, n) => postOnce(url, enquiryBody(n), agent, timeoutMs)),
    );
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const statusCodes: Record<string, number> = {};
    for (const { status } of results) statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    const round = (ms: number) => Math.round(ms);
    return {
      calls,
      latencyMs: {
        p50: round(quantile(latencies, 0.5)),
        p90: round(quantile(latencies, 0.9)),
        max: round(latencies[latencies.length - 1]),
      },
      statusCodes,
    };
  } finally {
    agent.destroy();
  }
}
