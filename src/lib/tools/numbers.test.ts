import fc from "fast-check";
import { clampInteger, clampNumber, formatGbp, formatGbpRange, groupThousands } from "./numbers";

describe("tool number helpers", () => {
  it("clamps into range and replaces NaN with the fallback", () => {
    expect(clampNumber(5, 0, 10, 1)).toBe(5);
    expect(clampNumber(-5, 0, 10, 1)).toBe(0);
    expect(clampNumber(50, 0, 10, 1)).toBe(10);
    expect(clampNumber(Number.NaN, 0, 10, 1)).toBe(1);
    expect(clampNumber(Number.POSITIVE_INFINITY, 0, 10, 1)).toBe(10);
    expect(clampNumber(Number.NEGATIVE_INFINITY, 0, 10, 1)).toBe(0);
  });

  it("clampInteger rounds to a whole number", () => {
    expect(clampInteger(4.6, 1, 10, 1)).toBe(5);
    expect(clampInteger(0.2, 1, 10, 3)).toBe(1);
  });

  it("clampNumber always lands inside the range", () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const clamped = clampNumber(value, 0, 100, 50);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("groups thousands", () => {
    expect(groupThousands(0)).toBe("0");
    expect(groupThousands(999)).toBe("999");
    expect(groupThousands(1000)).toBe("1,000");
    expect(groupThousands(17500000)).toBe("17,500,000");
    expect(groupThousands(1234.5, 1)).toBe("1,234.5");
    expect(groupThousands(-1234)).toBe("-1,234");
  });

  it("formats whole pounds", () => {
    expect(formatGbp(1499)).toBe("£1,499");
    expect(formatGbp(399.6)).toBe("£400");
    expect(formatGbp(-250)).toBe("-£250");
    expect(formatGbp(Number.NaN)).toBe("£0");
    expect(formatGbpRange(15000, 40000)).toBe("£15,000–£40,000");
    expect(formatGbpRange(320, 320)).toBe("£320");
  });
});
