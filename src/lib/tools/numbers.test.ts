import fc from "fast-check";
import {
  checkNumberField,
  checkNumberFields,
  clampInteger,
  clampNumber,
  formatGbp,
  formatGbpRange,
  formatGbpShort,
  groupThousands,
  type NumberFieldRule,
} from "./numbers";

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

describe("checkNumberField", () => {
  const percent: NumberFieldRule = { noun: "an uptime percentage", min: 0, max: 100 };
  const people: NumberFieldRule = {
    noun: "the number of employees",
    min: 1,
    max: 100000,
    integer: true,
  };
  const pounds: NumberFieldRule = { noun: "your turnover", min: 0, max: 1e9, format: formatGbp };

  it("reads plain, grouped and symbol-wrapped numbers", () => {
    expect(checkNumberField("99.9", percent)).toEqual({ value: 99.9, error: null });
    expect(checkNumberField(" 99.95% ", percent)).toEqual({ value: 99.95, error: null });
    expect(checkNumberField("£2,500,000", pounds)).toEqual({ value: 2500000, error: null });
    expect(checkNumberField(".5", percent)).toEqual({ value: 0.5, error: null });
    expect(checkNumberField("1e3", people)).toEqual({ value: 1000, error: null });
  });

  it("says what is wrong with empty, unreadable, out-of-range and fractional input", () => {
    expect(checkNumberField("", percent).error).toBe("Enter an uptime percentage.");
    expect(checkNumberField("abc", percent).error).toBe("Enter an uptime percentage as a number.");
    expect(checkNumberField("12abc", percent).error).toBe(
      "Enter an uptime percentage as a number.",
    );
    expect(checkNumberField("100.5", percent).error).toBe(
      "Enter an uptime percentage between 0 and 100.",
    );
    expect(checkNumberField("-1", pounds).error).toBe(
      "Enter your turnover between £0 and £1,000,000,000.",
    );
    expect(checkNumberField("2.5", people).error).toBe(
      "Enter the number of employees as a whole number.",
    );
    expect(checkNumberField("0", people).error).toBe(
      "Enter the number of employees between 1 and 100,000.",
    );
  });

  it("writes fractional bounds exactly", () => {
    expect(checkNumberField("1", { noun: "a level", min: 90, max: 99.999 }).error).toBe(
      "Enter a level between 90 and 99.999.",
    );
  });

  it("either gives a value inside the range or a message, for any text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), (text) => {
        const check = checkNumberField(text, percent);
        if (check.error === null) {
          expect(Number.isFinite(check.value)).toBe(true);
          expect(check.value).toBeGreaterThanOrEqual(0);
          expect(check.value).toBeLessThanOrEqual(100);
        } else {
          expect(check.value).toBeNull();
          expect(check.error).toMatch(/^Enter an uptime percentage/);
        }
      }),
    );
  });

  it("accepts every in-range number written the way a number input writes it", () => {
    fc.assert(
      // "+ 0" turns -0 into 0, as String(-0) reads "0".
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (double) => {
        const value = double + 0;
        expect(checkNumberField(String(value), percent)).toEqual({ value, error: null });
      }),
    );
  });
});

describe("checkNumberFields", () => {
  const rules = {
    employees: { noun: "the number of employees", min: 1, max: 1000, integer: true },
    turnover: { noun: "your turnover", min: 0, max: 1e9 },
  } as const;

  it("gives every value when all fields are fine", () => {
    expect(checkNumberFields({ employees: "25", turnover: "1000" }, rules)).toEqual({
      values: { employees: 25, turnover: 1000 },
      errors: {},
    });
  });

  it("gives no values and each field's message when any field is wrong", () => {
    expect(checkNumberFields({ employees: "", turnover: "1000" }, rules)).toEqual({
      values: null,
      errors: { employees: "Enter the number of employees." },
    });
  });
});

describe("formatGbpShort", () => {
  it("writes millions and billions in words and smaller sums in full", () => {
    expect(formatGbpShort(17_500_000)).toBe("£17.5 million");
    expect(formatGbpShort(200_000_000)).toBe("£200 million");
    expect(formatGbpShort(4_000_000_000)).toBe("£4 billion");
    expect(formatGbpShort(999_999)).toBe("£1 million");
    expect(formatGbpShort(25_000)).toBe("£25,000");
    expect(formatGbpShort(Number.NaN)).toBe("£0");
  });
});
