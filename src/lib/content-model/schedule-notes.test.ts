import { scheduledArticleNotes } from "./schedule-notes";

const article = (date: string) => ({
  path: "content/blog/coming-soon.json",
  name: "blog/coming-soon.json",
  data: { slug: "coming-soon", title: "Coming Soon", date },
});

describe("scheduledArticleNotes", () => {
  it("names each article dated after today, with its day, and what that means", () => {
    expect(scheduledArticleNotes([article("December 12, 2026")], "2026-12-11")).toEqual([
      'content/blog/coming-soon.json ("Coming Soon"): scheduled for 12 December 2026: its page /blogs/coming-soon is built but hidden from search engines, and it is not listed, linked, searched, in the RSS feed or in the sitemap until that day',
    ]);
  });

  it("is silent on the article's day, after it, and about a date the check refuses", () => {
    expect(scheduledArticleNotes([article("December 12, 2026")], "2026-12-12")).toEqual([]);
    expect(scheduledArticleNotes([article("July 3, 2025")], "2026-12-11")).toEqual([]);
    expect(scheduledArticleNotes([article("December 32, 2026")], "2026-12-11")).toEqual([]);
  });

  it("leaves other files alone", () => {
    const services = { path: "content/services.json", name: "services.json", data: [] };
    expect(scheduledArticleNotes([services], "2026-12-11")).toEqual([]);
  });
});
