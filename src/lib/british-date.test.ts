import { formatBritishDate, isIsoDate } from "./british-date";

describe("British dates", () => {
  it("is shown the British way", () => {
    expect(formatBritishDate("2026-11-23")).toBe("23 November 2026");
    expect(formatBritishDate("2025-01-05")).toBe("5 January 2025");
  });

  it("accepts only real calendar dates written as YYYY-MM-DD", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("23/11/2026")).toBe(false);
    expect(() => formatBritishDate("November 2026")).toThrow(/YYYY-MM-DD/);
  });
});
