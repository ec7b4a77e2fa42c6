import {
  INITIAL_TIMELINE_YEAR,
  initialTimelineYear,
  timelineEntryId,
  timelineScrollOptions,
} from "./timeline-selection";

describe("initialTimelineYear", () => {
  it("starts at 2014 when the timeline has it", () => {
    expect(INITIAL_TIMELINE_YEAR).toBe(2014);
    expect(initialTimelineYear([2014, 2017, 2019, 2021, 2023])).toBe(2014);
    expect(initialTimelineYear([2023, 2014, 2017])).toBe(2014);
  });

  it("falls back to the earliest year when 2014 is missing", () => {
    expect(initialTimelineYear([2021, 2017, 2023])).toBe(2017);
  });

  it("has no selection for an empty timeline", () => {
    expect(initialTimelineYear([])).toBeUndefined();
  });
});

describe("timelineEntryId", () => {
  it("names each year's entry uniquely", () => {
    expect(timelineEntryId(2019)).toBe("journey-2019");
    expect(timelineEntryId(2019)).not.toBe(timelineEntryId(2021));
  });
});

describe("timelineScrollOptions", () => {
  it("scrolls smoothly to the nearest edge by default", () => {
    expect(timelineScrollOptions(false)).toEqual({ behavior: "smooth", block: "nearest" });
  });

  it("jumps without animation under reduced motion", () => {
    expect(timelineScrollOptions(true)).toEqual({ behavior: "auto", block: "nearest" });
  });
});
