import { londonDay, siteToday } from "./site-clock";

describe("the site's day", () => {
  it("is the day in the UK: BST in summer, GMT in winter", () => {
    // 23:30 UTC is 00:30 the next day in London in summer (BST, UTC+1)...
    expect(londonDay(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    // ...and still the same day in winter (GMT).
    expect(londonDay(new Date("2026-12-11T23:30:00Z"))).toBe("2026-12-11");
    expect(londonDay(new Date("2026-12-12T00:00:00Z"))).toBe("2026-12-12");
    // The clocks go forward at 01:00 UTC on 29 March 2026.
    expect(londonDay(new Date("2026-03-28T23:59:59Z"))).toBe("2026-03-28");
    expect(londonDay(new Date("2026-03-29T23:00:00Z"))).toBe("2026-03-30");
  });

  it("can be fixed by SITE_BUILD_DATE (tests), which must be a real YYYY-MM-DD day", () => {
    const now = new Date("2026-12-06T12:00:00Z");
    expect(siteToday(now, undefined)).toBe("2026-12-06");
    expect(siteToday(now, "2025-08-01")).toBe("2025-08-01");
    expect(() => siteToday(now, "2025-02-30")).toThrow(
      'SITE_BUILD_DATE="2025-02-30" is not a day written as YYYY-MM-DD; leave it unset outside tests',
    );
  });

  it("reads SITE_BUILD_DATE from the environment", () => {
    const saved = process.env.SITE_BUILD_DATE;
    try {
      process.env.SITE_BUILD_DATE = "2030-01-02";
      expect(siteToday()).toBe("2030-01-02");
    } finally {
      if (saved === undefined) delete process.env.SITE_BUILD_DATE;
      else process.env.SITE_BUILD_DATE = saved;
    }
  });
});
