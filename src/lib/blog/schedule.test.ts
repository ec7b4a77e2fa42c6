import {
  hasDueArticle,
  isScheduled,
  publishDaysIn,
  publishDaysText,
  publishedOn,
  scheduledFor,
  scheduleNote,
  withoutScheduled,
} from "./schedule";

describe("scheduled articles", () => {
  it("are those dated after today; an article dated today is published", () => {
    expect(isScheduled("2026-12-12", "2026-12-11")).toBe(true);
    expect(isScheduled("2026-12-12", "2026-12-12")).toBe(false);
    expect(isScheduled("2026-12-12", "2027-01-01")).toBe(false);
  });

  it("are left out of what is shown today, and shown from their day", () => {
    const posts = [
      { slug: "old", datePublished: "2025-07-03" },
      { slug: "soon", datePublished: "2026-12-12" },
    ];
    expect(publishedOn(posts, "2026-12-11").map((post) => post.slug)).toEqual(["old"]);
    expect(publishedOn(posts, "2026-12-12").map((post) => post.slug)).toEqual(["old", "soon"]);
    expect(
      withoutScheduled([
        { slug: "old", scheduled: false },
        { slug: "soon", scheduled: true },
      ]),
    ).toEqual([{ slug: "old", scheduled: false }]);
  });

  it("are named with their day, as an editor reads it", () => {
    expect(scheduledFor("2026-12-12")).toBe("scheduled for 12 December 2026");
    expect(scheduleNote("2026-12-12", "/blogs/soon")).toBe(
      "scheduled for 12 December 2026: its page /blogs/soon is built but hidden from search engines, and it is not listed, linked, searched, in the RSS feed or in the sitemap until that day",
    );
  });
});

describe("the list of days scheduled articles are due", () => {
  it("holds each day once, in order, and reads back", () => {
    const text = publishDaysText(["2027-01-05", "2026-12-13", "2027-01-05"]);
    expect(text).toBe('{"days":["2026-12-13","2027-01-05"]}\n');
    expect(publishDaysIn(JSON.parse(text))).toEqual(["2026-12-13", "2027-01-05"]);
    expect(publishDaysText([])).toBe('{"days":[]}\n');
  });

  it("reads nothing else as a list", () => {
    for (const json of [
      null,
      "x",
      {},
      { days: "2026-12-13" },
      { days: [20261213] },
      { days: ["13 December"] },
    ]) {
      expect(publishDaysIn(json)).toBeNull();
    }
  });

  it("has an article due once a listed day has come, a missed day too", () => {
    expect(hasDueArticle(["2026-12-13"], "2026-12-12")).toBe(false);
    expect(hasDueArticle(["2026-12-13"], "2026-12-13")).toBe(true);
    expect(hasDueArticle(["2026-12-10", "2027-01-05"], "2026-12-12")).toBe(true);
    expect(hasDueArticle([], "2026-12-12")).toBe(false);
  });
});
