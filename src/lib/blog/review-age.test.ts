import { articlesDueForReview, lastReviewed } from "./review-age";

const article = (slug: string, date: string, updated?: string) => ({
  slug,
  title: slug,
  date,
  ...(updated ? { updated } : {}),
});

describe("articles due for review", () => {
  const today = new Date(Date.UTC(2026, 10, 27));

  it("reads the last review from `updated`, or else from `date`", () => {
    expect(lastReviewed(article("a", "April 9, 2024", "November 20, 2026")).toISOString()).toBe(
      "2026-11-20T00:00:00.000Z",
    );
    expect(lastReviewed(article("b", "April 9, 2024")).toISOString()).toBe(
      "2024-04-09T00:00:00.000Z",
    );
  });

  it("lists those reviewed more than twelve months ago, oldest first", () => {
    const due = articlesDueForReview(
      [
        article("recent", "November 28, 2025"),
        article("year-and-a-day", "November 26, 2025"),
        article("old", "March 5, 2024"),
        article("old-but-updated", "March 5, 2024", "June 1, 2026"),
      ],
      today,
    );
    expect(due.map((a) => a.slug)).toEqual(["old", "year-and-a-day"]);
  });

  it("counts exactly twelve months as not yet due", () => {
    expect(articlesDueForReview([article("a", "November 27, 2025")], today)).toEqual([]);
  });
});
