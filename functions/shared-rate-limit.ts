/**
 * The contact call's rate limit across serverless instances: with the PostgreSQL lead store every
 * call the per-instance limiter (rate-limit.ts, the cheap first check) lets through is also
 * counted in the database, one atomic upsert per client key and minute
 * (LeadStore.countContactCall), so a client whose calls land on N instances still gets the limit
 * once, not N times. The database is not allowed to cost the visitor: when it does not answer
 * within SHARED_LIMIT_TIMEOUT_MS, or fails, the per-instance decision stands, the change is
 * logged once, and the database is asked again only after SHARED_LIMIT_PAUSE_MS.
 */
import { logSharedRateLimit, type LogWriter } from "./log";
import type { RateLimitDecision } from "./rate-limit";

/** Longest a call waits for its count (a cold start connects within it). */
export const SHARED_LIMIT_TIMEOUT_MS = 1_000;
/** After a failure, the per-instance limit stands this long before the database is tried again. */
export const SHARED_LIMIT_PAUSE_MS = 30_000;

export interface SharedRateLimit {
  /**
   * The decision counted in the database, or undefined when it could not be had in time (the
   * per-instance decision stands).
   */
  check(
    count: () => Promise<RateLimitDecision>,
    nowMs: number,
  ): Promise<RateLimitDecision | undefined>;
}

export function createSharedRateLimit(options: {
  log: LogWriter;
  timeoutMs?: number;
  pauseMs?: number;
}): SharedRateLimit {
  const timeoutMs = options.timeoutMs ?? SHARED_LIMIT_TIMEOUT_MS;
  const pauseMs = options.pauseMs ?? SHARED_LIMIT_PAUSE_MS;
  let failing = false;
  let pausedUntil = 0;

  return {
    async check(count, nowMs) {
      if (nowMs < pausedUntil) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), timeoutMs);
      });
      let outcome: RateLimitDecision | "timeout" | { error: unknown };
      try {
        const counting = count();
        // A count that comes after the answer has nothing left to decide.
        counting.catch(() => undefined);
        outcome = await Promise.race([counting, late]);
      } catch (error) {
        outcome = { error };
      } finally {
        clearTimeout(timer);
      }
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
