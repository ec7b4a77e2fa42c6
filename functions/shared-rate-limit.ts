/**
 * The contact call's rate limit across serverless instances: with the PostgreSQL lead store every
 * call the per-instance limiter (rate-limit.ts, the cheap first check) lets through is also
 * counted in the database, one atomic upsert per client key and minute
 * (LeadStore.countContactCall), so a client whose calls land on N instances still gets the limit
 * once, not N times. The database is not allowed to cost the visitor: when a count on an open
 * connection does not answer within SHARED_LIMIT_TIMEOUT_MS, or fails, the per-instance decision
 * stands, the change is logged once, and the database is asked again only after
 * SHARED_LIMIT_PAUSE_MS.
 *
 * Getting the connection is not the count: a cold instance connects and migrates as it starts
 * (the handler starts it), and a far database may take seconds for each new connection. A call
 * waits for that up to SHARED_LIMIT_COLD_START_MS; if the connection is still not there, the
 * per-instance decision answers this one call, without the pause, as the connection is on its way.
 * Were it taken for a failure, every cold instance would count alone for 30 s, and N of them
 * would let N times the limit through.
 */
import { logSharedRateLimit, type LogWriter } from "./log";
import type { RateLimitDecision } from "./rate-limit";

/** Longest a call waits for its count once it has a connection. */
export const SHARED_LIMIT_TIMEOUT_MS = 1_000;
/**
 * Longest a call waits for the connection (a cold start, a new connection): above the store's
 * 5 s connection timeout, so a database that cannot be reached fails (and pauses) first.
 */
export const SHARED_LIMIT_COLD_START_MS = 6_000;
/** After a failure, the per-instance limit stands this long before the database is tried again. */
export const SHARED_LIMIT_PAUSE_MS = 30_000;

/** Counts one call; calls `connected` once it holds its connection and only the count is left. */
export type SharedCount = (connected: () => void) => Promise<RateLimitDecision>;

export interface SharedRateLimit {
  /**
   * The decision counted in the database, or undefined when it could not be had in time (the
   * per-instance decision stands).
   */
  check(count: SharedCount, nowMs: number): Promise<RateLimitDecision | undefined>;
}

export function createSharedRateLimit(options: {
  log: LogWriter;
  timeoutMs?: number;
  coldStartMs?: number;
  pauseMs?: number;
}): SharedRateLimit {
  const timeoutMs = options.timeoutMs ?? SHARED_LIMIT_TIMEOUT_MS;
  const coldStartMs = options.coldStartMs ?? SHARED_LIMIT_COLD_START_MS;
  const pauseMs = options.pauseMs ?? SHARED_LIMIT_PAUSE_MS;
  let failing = false;
  let pausedUntil = 0;

  return {
    async check(count, nowMs) {
      if (nowMs < pausedUntil) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let expire: (why: "cold" | "timeout") => void = () => undefined;
      const late = new Promise<"cold" | "timeout">((resolve) => {
        expire = resolve;
      });
      const wait = (ms: number, why: "cold" | "timeout") => {
        clearTimeout(timer);
        timer = setTimeout(() => expire(why), ms);
      };
      wait(coldStartMs, "cold");
      let connected = false;
      let outcome: RateLimitDecision | "cold" | "timeout" | { error: unknown };
      try {
        const counting = count(() => {
          if (connected) return;
          connected = true;
          wait(timeoutMs, "timeout");
        });
        // A count that comes after the answer has nothing left to decide.
        counting.catch(() => undefined);
        outcome = await Promise.race([counting, late]);
      } catch (error) {
        outcome = { error };
      } finally {
        clearTimeout(timer);
      }
      // Still connecting: this call's own count answers; the next waits for the connection again.
      if (outcome === "cold") return undefined;
      if (outcome === "timeout" || "error" in outcome) {
        pausedUntil = nowMs + pauseMs;
        if (!failing) {
          failing = true;
          logSharedRateLimit(
            "fallback",
            outcome === "timeout" ? "timeout" : codeOf(outcome.error),
            options.log,
          );
        }
        return undefined;
      }
      if (failing) {
        failing = false;
        logSharedRateLimit("restored", undefined, options.log);
      }
      return outcome;
    },
  };
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === "string" && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
  return error instanceof Error ? error.name : "UNKNOWN";
}
