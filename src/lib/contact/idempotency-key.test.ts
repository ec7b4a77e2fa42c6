import { createIdempotencyKey, isIdempotencyKey } from "./idempotency-key";

describe("idempotency keys", () => {
  it("are 26 characters of Crockford's base32, and never the same twice", () => {
    const keys = new Set(Array.from({ length: 1_000 }, () => createIdempotencyKey()));
    expect(keys.size).toBe(1_000);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(isIdempotencyKey(key)).toBe(true);
    }
  });

  it("come from the random source given", () => {
    expect(createIdempotencyKey((bytes) => bytes.fill(31))).toBe("Z".repeat(26));
  });

  it("accept a caller's own key, and nothing that could be a path or is too short or long", () => {
    expect(isIdempotencyKey("6f1c2a4e-0b7d-4c1e-9a55-3d2b8e7f1a90")).toBe(true);
    for (const bad of [
      "../../etc/passwd",
      "short",
      "x".repeat(65),
      "has space in it 123",
      "slash/inside/the/key",
      42,
      undefined,
    ]) {
      expect(isIdempotencyKey(bad)).toBe(false);
    }
  });
});
