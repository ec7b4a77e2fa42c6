import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows `limit` calls per rolling minute per key", () => {
    const limiter = createRateLimiter();
    const t0 = 5_000_000;
    for (let i = 0; i < 3; i += 1)
      expect(limiter.check("a", 3, t0 + i * 10_000).allowed).toBe(true);
    expect(limiter.check("a", 3, t0 + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.check("b", 3, t0 + 30_000).allowed).toBe(true);
    // The first call leaves the window at t0 + 60 s.
    expect(limiter.check("a", 3, t0 + 59_999).allowed).toBe(false);
    expect(limiter.check("a", 3, t0 + 60_000).allowed).toBe(true);
  });

  it("does not count refused calls", () => {
    const limiter = createRateLimiter();
    expect(limiter.check("a", 1, 0).allowed).toBe(true);
    for (let t = 1_000; t < 60_000; t += 1_000)
      expect(limiter.check("a", 1, t).allowed).toBe(false);
    expect(limiter.check("a", 1, 60_000).allowed).toBe(true);
  });

  it("gives a Retry-After of at least one second", () => {
    const limiter = createRateLimiter();
    limiter.check("a", 1, 0);
    expect(limiter.check("a", 1, 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("copes with a lowered limit", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 5; i += 1) limiter.check("a", 10, i * 1_000);
    // Allowed again once only one call is left in the window: when the 4th (t=3 s) leaves.
    expect(limiter.check("a", 2, 10_000)).toEqual({ allowed: false, retryAfterSeconds: 53 });
  });

  it("forgets addresses rather than growing without bound", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 10_050; i += 1) limiter.check(`10.0.${i >> 8}.${i & 255}`, 10, i);
    expect(limiter.size()).toBeLessThanOrEqual(10_000);
  });

  it("forgets old addresses without walking every tracked address on each call", () => {
    const limiter = createRateLimiter();
    // Fill to the bound with addresses still inside the window.
    for (let i = 0; i < 10_000; i += 1) limiter.check(`a${i}`, 10, 1_000 + i);
    const iteratorPrototype = Object.getPrototypeOf(new Map().keys()) as Iterator<unknown>;
    const next = jest.spyOn(iteratorPrototype, "next");
    try {
      for (let i = 0; i < 200; i += 1) limiter.check(`b${i}`, 10, 20_000 + i);
      // Amortised O(1): a handful of steps per call, not one per tracked address.
      expect(next.mock.calls.length).toBeLessThan(200 * 5);
    } finally {
      next.mockRestore();
    }
    expect(limiter.size()).toBeLessThanOrEqual(10_000);
  });

  it("drops addresses whose calls have all left the window", () => {
    const limiter = createRateLimiter();
    for (let i = 0; i < 100; i += 1) limiter.check(`a${i}`, 10, i);
    expect(limiter.size()).toBe(100);
    limiter.check("late", 10, 200_000);
    expect(limiter.size()).toBe(1);
  });
});
