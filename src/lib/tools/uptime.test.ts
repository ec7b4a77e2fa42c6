import fc from "fast-check";
import {
  DEFAULT_UPTIME_INPUT,
  SECONDS_PER_MONTH,
  SECONDS_PER_YEAR,
  UPTIME_ASSUMPTIONS,
  UPTIME_COMPARISON_LEVELS,
  UPTIME_FIELD_RULES,
  allowedDowntime,
  calculateUptime,
  formatDuration,
  formatUptimePercent,
  sanitiseUptimeInput,
  summariseUptime,
  uptimeComparisonRows,
  uptimeHeadline,
} from "./uptime";
import { checkNumberFields } from "./numbers";

describe("allowed downtime", () => {
  it("uses a 365-day year and a twelfth of it as the month", () => {
    expect(SECONDS_PER_YEAR).toBe(8760 * 3600);
    expect(SECONDS_PER_MONTH).toBe(730 * 3600);
  });

  it("99.9% allows 8.76 hours a year, 43.8 minutes a month, 10.08 minutes a week, 86.4 s a day", () => {
    const downtime = allowedDowntime(99.9);
    expect(downtime.perYear).toBeCloseTo(8.76 * 3600, 6);
    expect(downtime.perMonth).toBeCloseTo(43.8 * 60, 6);
    expect(downtime.perWeek).toBeCloseTo(604.8, 6);
    expect(downtime.perDay).toBeCloseTo(86.4, 6);
  });

  it("100% allows none and 0% allows the whole period", () => {
    expect(allowedDowntime(100)).toEqual({ perYear: 0, perMonth: 0, perWeek: 0, perDay: 0 });
    expect(allowedDowntime(0).perYear).toBe(SECONDS_PER_YEAR);
    expect(allowedDowntime(0).perDay).toBe(86400);
  });

  it("clamps uptime outside 0..100 and treats NaN as the default", () => {
    expect(allowedDowntime(120)).toEqual(allowedDowntime(100));
    expect(allowedDowntime(-5)).toEqual(allowedDowntime(0));
    expect(allowedDowntime(Number.NaN)).toEqual(
      allowedDowntime(DEFAULT_UPTIME_INPUT.uptimePercent),
    );
  });
});

describe("formatDuration", () => {
  it("reads 99.9% per year as 8.76 hours and per month as 43.8 minutes", () => {
    const downtime = allowedDowntime(99.9);
    expect(formatDuration(downtime.perYear)).toBe("8.76 hours");
    expect(formatDuration(downtime.perMonth)).toBe("43.8 minutes");
    expect(formatDuration(downtime.perWeek)).toBe("10.1 minutes");
    expect(formatDuration(downtime.perDay)).toBe("1.44 minutes");
  });

  it("reads 99.99% per day as 8.6 seconds", () => {
    expect(formatDuration(allowedDowntime(99.99).perDay)).toBe("8.6 seconds");
  });

  it("uses days from 24 hours up", () => {
    expect(formatDuration(allowedDowntime(99).perYear)).toBe("3.65 days");
    expect(formatDuration(SECONDS_PER_YEAR)).toBe("365 days");
    expect(formatDuration(86400)).toBe("1 day");
    expect(formatDuration(86399)).toBe("1 day");
    expect(formatDuration(23.5 * 3600)).toBe("23.5 hours");
  });

  it("uses the singular for exactly one unit and drops trailing zeros", () => {
    expect(formatDuration(1)).toBe("1 second");
    expect(formatDuration(60)).toBe("1 minute");
    expect(formatDuration(3600)).toBe("1 hour");
    expect(formatDuration(90)).toBe("1.5 minutes");
    expect(formatDuration(7200)).toBe("2 hours");
  });

  it("moves up a unit when rounding would reach the next one", () => {
    expect(formatDuration(59.97)).toBe("1 minute");
    expect(formatDuration(59.94)).toBe("59.9 seconds");
  });

  it("keeps three significant figures below 1,000 and whole numbers above", () => {
    expect(formatDuration(123.456 * 60)).toBe("2.06 hours");
    expect(formatDuration(12.345 * 60)).toBe("12.3 minutes");
    expect(formatDuration(1234.5 * 86400)).toBe("1,235 days");
  });

  it("reads zero, negative and non-finite input as 0 seconds", () => {
    expect(formatDuration(0)).toBe("0 seconds");
    expect(formatDuration(-10)).toBe("0 seconds");
    expect(formatDuration(Number.NaN)).toBe("0 seconds");
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe("0 seconds");
  });

  it("always reads '<number> <unit>' for any double", () => {
    fc.assert(
      fc.property(fc.double(), (seconds) => {
        expect(formatDuration(seconds)).toMatch(/^\d[\d,]*(\.\d+)? (second|minute|hour|day)s?$/);
      }),
    );
  });
});

describe("calculateUptime", () => {
  it("costs 99.9% at £1,000 an hour as £8,760 a year and £730 a month", () => {
    const result = calculateUptime({ uptimePercent: 99.9, revenuePerHour: 1000 });
    expect(result.costPerYear).toBe(8760);
    expect(result.costPerMonth).toBe(730);
  });

  it("costs nothing at 100% uptime or with no revenue", () => {
    expect(calculateUptime({ uptimePercent: 100, revenuePerHour: 5000 }).costPerYear).toBe(0);
    expect(calculateUptime({ uptimePercent: 95, revenuePerHour: 0 }).costPerYear).toBe(0);
  });

  it("sanitises form input", () => {
    expect(sanitiseUptimeInput({ uptimePercent: Number.NaN, revenuePerHour: -20 })).toEqual({
      uptimePercent: 99.9,
      revenuePerHour: 0,
    });
    expect(
      sanitiseUptimeInput({ uptimePercent: 1e9, revenuePerHour: Infinity }).uptimePercent,
    ).toBe(100);
  });

  it("downtime and cost are never negative and always finite, whatever the input", () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (uptimePercent, revenuePerHour) => {
        const result = calculateUptime({ uptimePercent, revenuePerHour });
        const values = [
          ...Object.values(result.downtimeSeconds),
          result.costPerYear,
          result.costPerMonth,
        ];
        for (const value of values) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("more uptime never allows more downtime", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(allowedDowntime(high).perYear).toBeLessThanOrEqual(allowedDowntime(low).perYear);
        },
      ),
    );
  });

  it("cost never decreases as revenue per hour grows", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (uptimePercent, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(
            calculateUptime({ uptimePercent, revenuePerHour: high }).costPerYear,
          ).toBeGreaterThanOrEqual(
            calculateUptime({ uptimePercent, revenuePerHour: low }).costPerYear,
          );
        },
      ),
    );
  });

  it("the periods add up: a year is twelve months and 365 days", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (uptimePercent) => {
        const downtime = allowedDowntime(uptimePercent);
        expect(downtime.perMonth * 12).toBeCloseTo(downtime.perYear, 3);
        expect(downtime.perDay * 365).toBeCloseTo(downtime.perYear, 3);
        expect(downtime.perDay * 7).toBeCloseTo(downtime.perWeek, 3);
      }),
    );
  });
});

describe("comparison rows", () => {
  it("lists the five standard levels in order", () => {
    expect(UPTIME_COMPARISON_LEVELS).toEqual([99, 99.5, 99.9, 99.95, 99.99]);
    const rows = uptimeComparisonRows(1000);
    expect(rows.map((row) => row.uptimePercent)).toEqual([99, 99.5, 99.9, 99.95, 99.99]);
  });

  it("gives each level its downtime and yearly cost", () => {
    const rows = uptimeComparisonRows(1000);
    expect(rows[0].downtimePerYearSeconds).toBeCloseTo(87.6 * 3600, 6);
    expect(rows[0].costPerYear).toBe(87600);
    expect(formatDuration(rows[2].downtimePerMonthSeconds)).toBe("43.8 minutes");
    expect(rows[4].costPerYear).toBe(876);
    expect(formatDuration(rows[4].downtimePerYearSeconds)).toBe("52.6 minutes");
  });

  it("downtime and cost fall as the level rises", () => {
    const rows = uptimeComparisonRows(2500);
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i].downtimePerYearSeconds).toBeLessThan(rows[i - 1].downtimePerYearSeconds);
      expect(rows[i].costPerYear).toBeLessThan(rows[i - 1].costPerYear);
    }
  });

  it("a nonsense revenue costs nothing rather than NaN", () => {
    expect(uptimeComparisonRows(Number.NaN).every((row) => row.costPerYear === 0)).toBe(true);
  });
});

describe("summary and assumptions", () => {
  it("summarises inputs and results in a few lines", () => {
    const summary = summariseUptime({ uptimePercent: 99.9, revenuePerHour: 1000 });
    expect(summary).toBe(
      [
        "Uptime calculator: 99.9% uptime at £1,000 revenue per hour.",
        "Allowed downtime: 8.76 hours a year, 43.8 minutes a month, 10.1 minutes a week, 1.44 minutes a day.",
        "Cost of that downtime: £8,760 a year (£730 a month).",
      ].join("\n"),
    );
  });

  it("summarises sanitised values, never NaN", () => {
    const summary = summariseUptime({ uptimePercent: Number.NaN, revenuePerHour: Number.NaN });
    expect(summary).not.toMatch(/NaN|Infinity/);
  });

  it("formats the percentage without float noise", () => {
    expect(formatUptimePercent(99.95)).toBe("99.95%");
    expect(formatUptimePercent(100)).toBe("100%");
  });

  it("states its assumptions", () => {
    expect(UPTIME_ASSUMPTIONS.length).toBeGreaterThanOrEqual(3);
    expect(UPTIME_ASSUMPTIONS.join(" ")).toMatch(/8,760 hours/);
  });
});

describe("costs per period", () => {
  it("costs 99.9% at £1,000 an hour as £168 a week and £24 a day", () => {
    const result = calculateUptime({ uptimePercent: 99.9, revenuePerHour: 1000 });
    expect(result.costPerWeek).toBe(168);
    expect(result.costPerDay).toBe(24);
  });

  it("a longer period never costs less than a shorter one", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (uptimePercent, revenuePerHour) => {
          const r = calculateUptime({ uptimePercent, revenuePerHour });
          expect(r.costPerYear).toBeGreaterThanOrEqual(r.costPerMonth);
          expect(r.costPerMonth).toBeGreaterThanOrEqual(r.costPerWeek);
          expect(r.costPerWeek).toBeGreaterThanOrEqual(r.costPerDay);
          expect(r.costPerDay).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("the visitor's level in the comparison", () => {
  it("marks a standard level as the current one", () => {
    const rows = uptimeComparisonRows(1000, 99.9);
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.isCurrent).map((row) => row.uptimePercent)).toEqual([99.9]);
    expect(formatDuration(rows[2].downtimePerWeekSeconds)).toBe("10.1 minutes");
    expect(formatDuration(rows[2].downtimePerDaySeconds)).toBe("1.44 minutes");
  });

  it("slots another level in where it belongs", () => {
    const rows = uptimeComparisonRows(1000, 99.8);
    expect(rows.map((row) => row.uptimePercent)).toEqual([99, 99.5, 99.8, 99.9, 99.95, 99.99]);
    expect(rows[2].isCurrent).toBe(true);
  });

  it("marks nothing without a current level", () => {
    expect(uptimeComparisonRows(1000).some((row) => row.isCurrent)).toBe(false);
    expect(uptimeComparisonRows(1000, Number.NaN)).toHaveLength(5);
  });

  it("always has exactly one current row, in ascending order", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (uptimePercent) => {
        const rows = uptimeComparisonRows(500, uptimePercent);
        expect(rows.filter((row) => row.isCurrent)).toHaveLength(1);
        for (let i = 1; i < rows.length; i += 1) {
          expect(rows[i].uptimePercent).toBeGreaterThan(rows[i - 1].uptimePercent);
        }
      }),
    );
  });
});

describe("form fields and headline", () => {
  it("accepts 0 to 100 per cent and any revenue up to the cap", () => {
    expect(
      checkNumberFields({ uptimePercent: "99.9", revenuePerHour: "1000" }, UPTIME_FIELD_RULES),
    ).toEqual({ values: { uptimePercent: 99.9, revenuePerHour: 1000 }, errors: {} });
    expect(
      checkNumberFields({ uptimePercent: "101", revenuePerHour: "-5" }, UPTIME_FIELD_RULES).errors,
    ).toEqual({
      uptimePercent: "Enter an uptime percentage between 0 and 100.",
      revenuePerHour: "Enter a revenue per hour between £0 and £1,000,000,000.",
    });
  });

  it("sums the result up in one sentence", () => {
    expect(uptimeHeadline({ uptimePercent: 99.9, revenuePerHour: 1000 })).toBe(
      "99.9% uptime allows 8.76 hours of downtime a year (43.8 minutes a month), costing £8,760 a year.",
    );
    expect(uptimeHeadline({ uptimePercent: 100, revenuePerHour: 1000 })).toBe(
      "100% uptime allows no downtime at all.",
    );
  });
});
