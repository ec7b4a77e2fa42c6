/**
 * Latency of single calls: N accepted enquiries one after another on one kept-alive loopback
 * connection, each timed from request to full answer, so what one call's own work costs (a
 * webhook post, a count in the database) shows as a difference between runs, not drowned by
 * concurrency. Also the cost of the shared rate limit's count alone, straight on the database.
 */
import http from "node:http";
import { createPostgresLeadStore } from "../../functions/postgres-lead-store";
import { postOnce, quantile } from "./burst";
import { enquiryBody } from "./targets";

export interface LatencyReport {
  calls: number;
  statusCodes: Record<string, number>;
  latencyMs: { p50: number; p95: number; max: number };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function summarise(latencies: number[]): LatencyReport["latencyMs"] {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    max: round(sorted[sorted.length - 1]),
  };
}

export async function runLatency(url: string, calls: number): Promise<LatencyReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  try {
    // Warm-up: what the first calls load once (the Function's chunks, the store) is not per call.
    for (let n = 0; n < 20; n += 1) await postOnce(url, enquiryBody(-n - 1), agent, 30_000);
    for (let n = 0; n < calls; n += 1) {
      const { status, ms } = await postOnce(url, enquiryBody(n), agent, 30_000);
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      latencies.push(ms);
    }
  } finally {
    agent.destroy();
  }
  return { calls, statusCodes, latencyMs: summarise(latencies) };
}

/**
 * What one count of the shared rate limit costs (LeadStore.countContactCall: one upsert, its
 * round trip to the database), for a new client each time and for one client counted again.
 */
export async function measureSharedLimitCount(databaseUrl: string, calls: number) {
  const store = createPostgresLeadStore(databaseUrl, { applicationName: "bench-rate-limit" });
  try {
    await store.migrate();
    const time = async (key: (n: number) => string) => {
      const latencies: number[] = [];
      for (let n = -20; n < calls; n += 1) {
        const started = performance.now();
        await store.countContactCall(key(n), 1_000_000, Date.now());
        if (n >= 0) latencies.push(performance.now() - started);
      }
      return summarise(latencies);
    };
    return {
      calls,
      newClientMs: await time((n) => `bench-${n}-${Math.random()}`),
      sameClientMs: await time(() => "bench-same-client"),
    };
  } finally {
    await store.close();
  }
}
