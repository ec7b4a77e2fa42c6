import fc from "fast-check";
import { parseBlogDate } from "./blog-date";
import { isIsoDate } from "./british-date";
import { calendarDayProblem, daysInMonth, writtenDateProblem } from "./calendar-date";

describe("calendarDayProblem", () => {
  it("accepts every day of a month, and 29 February in a leap year only", () => {
    expect(calendarDayProblem({ year: 2026, month: 12, day: 31 })).toBeNull();
    expect(calendarDayProblem({ year: 2024, month: 2, day: 29 })).toBeNull();
    expect(calendarDayProblem({ year: 2000, month: 2, day: 29 })).toBeNull();
    expect(calendarDayProblem({ year: 2100, month: 2, day: 29 })).toBe("February 2100 has 28 days");
  });

  it("says which part is wrong", () => {
    expect(calendarDayProblem({ year: 2026, month: 12, day: 32 })).toBe(
      "day 32 does not exist in December",
    );
    expect(calendarDayProblem({ year: 2026, month: 2, day: 30 })).toBe("February 2026 has 28 days");
    expect(calendarDayProblem({ year: 2026, month: 4, day: 31 })).toBe("April has 30 days");
    expect(calendarDayProblem({ year: 2026, month: 1, day: 0 })).toBe(
      "day 0 does not exist in January",
    );
    expect(calendarDayProblem({ year: 2026, month: 13, day: 1 })).toBe(
      "month 13 does not exist (months run from 1 to 12)",
    );
  });

  it("counts the days of each month", () => {
    const days = Array.from({ length: 12 }, (_, index) => daysInMonth(2026, index + 1));
    expect(days).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
});

describe("writtenDateProblem", () => {
  it("names the date as written and what is wrong with it", () => {
    expect(writtenDateProblem("December 32, 2026", "MMMM D, YYYY")).toBe(
      '"December 32, 2026" is not a day of the calendar: day 32 does not exist in December',
    );
    expect(writtenDateProblem("February 30, 2026", "MMMM D, YYYY")).toBe(
      '"February 30, 2026" is not a day of the calendar: February 2026 has 28 days',
    );
    expect(writtenDateProblem("2026-02-30", "YYYY-MM-DD")).toBe(
      '"2026-02-30" is not a day of the calendar: February 2026 has 28 days',
    );
  });

  it("is silent about a real day, and about another shape (the field's pattern names that)", () => {
    expect(writtenDateProblem("February 28, 2026", "MMMM D, YYYY")).toBeNull();
    expect(writtenDateProblem("2026-12-31", "YYYY-MM-DD")).toBeNull();
    expect(writtenDateProblem("32/12/2026", "YYYY-MM-DD")).toBeNull();
    expect(writtenDateProblem("Decembre 3, 2026", "MMMM D, YYYY")).toBeNull();
  });
});

describe("dates read by the build", () => {
  it("never roll a day the calendar lacks over into the next month", () => {
    expect(() => parseBlogDate("December 32, 2026")).toThrow(/Not a blog date/);
    expect(() => parseBlogDate("February 30, 2026")).toThrow(/Not a blog date/);
    expect(parseBlogDate("February 28, 2026").toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(isIsoDate("2026-02-30")).toBe(false);
  });
});

describe("writtenDateProblem, fuzzed", () => {
  const MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  /** The calendar's own answer: Date rolls an impossible day over into the next month. */
  const exists = (year: number, month: number, day: number) => {
    if (month < 1 || month > 12 || day < 1) return false;
    const date = new Date(Date.UTC(2000, month - 1, day));
    date.setUTCFullYear(year);
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  };

  it("refuses every impossible day and passes every real one, in both written forms (2,000 dates)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 40 }),
        (year, month, day) => {
          const real = exists(year, month, day);
          const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          expect(writtenDateProblem(iso, "YYYY-MM-DD") === null).toBe(real);
          if (month >= 1 && month <= 12) {
            const written = `${MONTHS[month - 1]} ${day}, ${year}`;
            expect(writtenDateProblem(written, "MMMM D, YYYY") === null).toBe(real);
          }
        },
      ),
      { numRuns: 2_000, seed: 20261206 },
    );
  });

  it("never throws on text a stranger types (1,000 strings)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        expect(() => writtenDateProblem(text, "MMMM D, YYYY")).not.toThrow();
        expect(() => writtenDateProblem(text, "YYYY-MM-DD")).not.toThrow();
      }),
      { numRuns: 1_000, seed: 20261206 },
    );
  });
});
