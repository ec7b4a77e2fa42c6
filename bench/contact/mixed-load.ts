/**
 * The load test of the own server: a long run of contact calls, one after another, mixing the
 * answers a real server gives (accepted, refused with 400 and 403, rate-limited with 429), while
 * the server's memory is read after forced garbage collections. A server that keeps something
 * per call grows with the count and slows down as it does; one that does not comes back to
 * where it started, and its latency at call 2,000 is the latency at call 100.
 *
 * Needs a server started with the memory probe (targets.ts, `probe: true`) and MIXED_LOAD_ENV,
 * so each call can name its client in X-Forwarded-For, and a verify endpoint that refuses tokens
 * holding "reject".
 */
import http from "node:http";
import type { ServerMemory } from "./server-memory";
import { enquiryBody } from "./targets";

/** The rate limit the server must run with (calls per client per minute). */
const MIXED_LOAD_RATE_LIMIT = 3;

/** The server's settings for the run: a low rate limit, clients named by X-Forwarded-For. */
export const MIXED_LOAD_ENV = {
  RATE_LIMIT_PER_MINUTE: String(MIXED_LOAD_RATE_LIMIT),
  TRUSTED_PROXY_HOPS: "1",
} as const;

/** Tokens the verify endpoint must refuse (the run's "rejected-token" calls send one). */
export const acceptToken = (token: string) => !token.includes("reject");

export type CallKind =
  | "valid"
  | "malformed-json"
  | "foreign-origin"
  | "rate-limited"
  | "invalid-fields"
  | "rejected-token";

/** One cycle of the run: every kind once, in this order. */
const CYCLE: readonly CallKind[] = [
  "valid",
  "malformed-json",
  "foreign-origin",
  "rate-limited",
  "invalid-fields",
  "rejected-token",
];

/**
 * The answers each kind may get. A rate-limited client is let through again once a minute
 * (its window rolls on), and then gets the 400 its invalid body earns.
 */
export const EXPECTED_STATUSES: Readonly<Record<CallKind, readonly number[]>> = {
  valid: [200],
  "malformed-json": [400],
  "foreign-origin": [403],
  "rate-limited": [429, 400],
  "invalid-fields": [400],
  "rejected-token": [403],
};

/** The client every rate-limited call comes from (a documentation address, RFC 5737). */
const LIMITED_CLIENT = "192.0.2.1";

/** A client of its own for call `n` (10.0.0.0/8 holds 16 million). */
const clientOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const INVALID_BODY = JSON.stringify({ fullName: "x" });

interface Call {
  body: string;
  headers: Record<string, string>;
}

function callFor(kind: CallKind, n: number): Call {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": clientOf(n),
  };
  switch (kind) {
    case "valid":
      return { body: enquiryBody(n), headers };
    case "malformed-json":
      return { body: '{"fullName": "Jo', headers };
    case "foreign-origin":
      return { body: enquiryBody(n), headers: { ...headers, origin: "https://attacker.example" } };
    case "rate-limited":
      return { body: INVALID_BODY, headers: { ...headers, "x-forwarded-for": LIMITED_CLIENT } };
    case "invalid-fields":
      return { body: INVALID_BODY, headers };
    case "rejected-token":
      return {
        body: JSON.stringify({
          ...JSON.parse(enquiryBody(n)),
          "g-recaptcha-response": "reject-me",
        }),
        headers,
      };
  }
}

/** Sends one call on a connection of its own; resolves with the status ("error" if none). */
function send(url: string, call: Call, timeoutMs: number) {
  return new Promise<{ status: number | "error"; ms: number }>((resolve) => {
    const started = performance.now();
    const done = (status: number | "error") => resolve({ status, ms: performance.now() - started });
    const request = http.request(
      url,
      {
        method: "POST",
        agent: false,
        headers: { ...call.headers, "content-length": Buffer.byteLength(call.body) },
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on("end", () => done(response.statusCode ?? "error"));
        response.on("error", () => done("error"));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => done("error"));
    request.end(call.body);
  });
}

/** The median latency of the answered calls among calls [from, to) (NaN: not answered). */
function medianMs(latencies: number[], from: number, to: number): number {
  const window = latencies
    .slice(Math.max(0, from), Math.min(latencies.length, to))
    .filter((ms) => !Number.isNaN(ms));
  if (window.length === 0) return Number.NaN;
  const sorted = [...window].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor((sorted.length - 1) / 2)] * 10) / 10;
}

/** Whole cycles around call `center` (1-based): the same mix of kinds in every window. */
function windowAround(center: number, calls: number): [number, number] {
  const size = CYCLE.length * 20;
  let from = Math.floor((center - size / 2) / CYCLE.length) * CYCLE.length;
  from = Math.max(0, Math.min(from, calls - size));
  return [from, from + size];
}

export interface MixedLoadOptions {
  url: string;
  calls: number;
  memory: () => Promise<ServerMemory>;
  /** False once the server has died. */
  running: () => boolean;
  /** How often the memory is read during the run (every N calls). */
  sampleEvery?: number;
  timeoutMs?: number;
}

export interface MixedLoadReport {
  calls: number;
  /** Calls actually answered before the end (or the server's death). */
  completed: number;
  /** Set when the server died during the run. */
  serverDiedAtCall?: number;
  answers: Record<CallKind, Record<string, number>>;
  /** Answers a kind must not get (a 5xx, no answer, the wrong refusal). */
  unexpected: number;
  /** Median latency of all calls, and of the accepted ones alone, in whole cycles around each. */
  latencyP50Ms: {
    aroundCall100: number;
    aroundLastCall: number;
    ratio: number;
    validAroundCall100: number;
    validAroundLastCall: number;
  };
  memory: {
    /** After one cycle of every kind (the Function and its stores loaded). */
    start: ServerMemory;
    samples: Array<{ call: number } & ServerMemory>;
    end?: ServerMemory;
    /** End minus start. */
    growthMiB?: { heapUsed: number; rss: number };
    perCallKiB?: number;
  };
}

const emptyAnswers = () =>
  Object.fromEntries(CYCLE.map((kind) => [kind, {}])) as Record<CallKind, Record<string, number>>;

export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadReport> {
  const { url, calls, memory, running } = options;
  const sampleEvery = options.sampleEvery ?? 250;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const answers = emptyAnswers();
  const latencies: number[] = [];
  let unexpected = 0;

  // The rate-limited client uses up its minute before the run starts.
  for (let n = 0; n < MIXED_LOAD_RATE_LIMIT; n += 1) {
    await send(url, callFor("rate-limited", 0), timeoutMs);
  }
  // One cycle to load what the first calls load once (the Function's chunks, the store).
  for (const [index, kind] of CYCLE.entries())
    await send(url, callFor(kind, calls + 1 + index), timeoutMs);
  const start = await memory();
  const samples: MixedLoadReport["memory"]["samples"] = [];

  let serverDiedAtCall: number | undefined;
  for (let n = 1; n <= calls; n += 1) {
    const kind = CYCLE[(n - 1) % CYCLE.length];
    const { status, ms } = await send(url, callFor(kind, n), timeoutMs);
    if (status === "error" && !running()) {
      serverDiedAtCall = n;
      break;
    }
    latencies.push(status === "error" ? Number.NaN : ms);
    const key = String(status);
    answers[kind][key] = (answers[kind][key] ?? 0) + 1;
    if (status === "error" || !EXPECTED_STATUSES[kind].includes(status)) unexpected += 1;
    if (n % sampleEvery === 0 && n < calls) {
      try {
        samples.push({ call: n, ...(await memory()) });
      } catch (error) {
        if (running()) throw error;
        serverDiedAtCall = n;
        break;
      }
    }
  }

  const completed = latencies.length;
  const early = windowAround(100, completed);
  const late = windowAround(completed, completed);
  const aroundCall100 = medianMs(latencies, ...early);
  const aroundLastCall = medianMs(latencies, ...late);
  // The accepted calls (first of each cycle) do the most work: store a lead, verify a token.
  const valid = latencies.map((ms, index) => (CYCLE[index % CYCLE.length] === "valid" ? ms : NaN));
  const report: MixedLoadReport = {
    calls,
    completed,
    serverDiedAtCall,
    answers,
    unexpected,
    latencyP50Ms: {
      aroundCall100,
      aroundLastCall,
      ratio: Math.round((aroundLastCall / aroundCall100) * 100) / 100,
      validAroundCall100: medianMs(valid, ...early),
      validAroundLastCall: medianMs(valid, ...late),
    },
    memory: { start, samples },
  };
  if (serverDiedAtCall === undefined) {
    const end = await memory();
    const heapUsed = Math.round((end.heapUsedMiB - start.heapUsedMiB) * 10) / 10;
    report.memory.end = end;
    report.memory.growthMiB = {
      heapUsed,
      rss: Math.round((end.rssMiB - start.rssMiB) * 10) / 10,
    };
    report.memory.perCallKiB = Math.round(((heapUsed * 1024) / completed) * 100) / 100;
  }
  return report;
}
