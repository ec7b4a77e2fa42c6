/**
 * Per-address rate limit over a rolling minute, kept in the memory of one process: the whole
 * limit on the own server with the outbox, where one process serves the Functions. Serverless
 * hosting runs as many instances as it likes, each with its own memory (and a cold start
 * forgets), so with the PostgreSQL lead store this is only the cheap first check and the count
 * that holds across instances is kept in the database (shared-rate-limit.ts).
 */

export const WINDOW_MS = 60_000;
// Bounds memory under a flood of distinct addresses; the oldest address is forgotten first.
const MAX_TRACKED_ADDRESSES = 10_000;

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one call for `key` when allowed. */
  check(key: string, limit: number, nowMs?: number): RateLimitDecision;
  /** Number of addresses currently tracked (for tests). */
  size(): number;
}

export function createRateLimiter(): RateLimiter {
  // Insertion order is "least recently counted first": a counted call re-inserts its key. So
  // the addresses to forget are always at the front, and eviction never walks the whole map
  // (each key is inserted once per counted call and deleted at most once: amortised O(1)).
  const hits = new Map<string, number[]>();

  function evict(windowStart: number) {
    for (const [key, times] of hits) {
      const expired = times.length === 0 || times[times.length - 1] <= windowStart;
      if (!expired && hits.size <= MAX_TRACKED_ADDRESSES) return;
      hits.delete(key);
    }
  }

  return {
    check(key, limit, nowMs = Date.now()) {
      const windowStart = nowMs - WINDOW_MS;
      const recent = (hits.get(key) ?? []).filter((t) => t > windowStart);
      if (recent.length >= limit) {
        // Same position: a refused call is not counted, so the key is not more recent.
        hits.set(key, recent);
        // Allowed again once enough of the recent calls have left the window.
        const retryAfterMs = recent[recent.length - limit] + WINDOW_MS - nowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      recent.push(nowMs);
      hits.delete(key);
      hits.set(key, recent);
      evict(windowStart);
      return { allowed: true };
    },
    size() {
      return hits.size;
    },
  };
}
