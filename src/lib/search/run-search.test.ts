import type { PagefindRuntime } from "./pagefind-runtime";
import { runSearch } from "./run-search";
import type { PagefindFragment } from "./search-results";

const page = (url: string, kind: string, title: string, category?: string): PagefindFragment => ({
  url,
  excerpt: `About <mark>backup</mark> at ${title}`,
  meta: { title, kind },
  filters: { kind: [kind], ...(category ? { category: [category] } : {}) },
});

const PAGES = [
  page("/services/monitoring-&-backup", "services", "Monitoring & Backup"),
  page(
    "/blogs/disaster-recovery-strategies",
    "articles",
    "Disaster Recovery",
    "Business Continuity",
  ),
  page("/blogs/cloud-computing-2024", "articles", "Cloud Computing in 2024", "Cloud Computing"),
];

/** Pagefind's answer for "backup" over PAGES: filters narrow, totalFilters count the query alone. */
function fakePagefind(
  calls: Array<{ term: string; filters?: Record<string, string> }>,
  pages: readonly PagefindFragment[] = PAGES,
): PagefindRuntime {
  return {
    options: async () => undefined,
    init: async () => undefined,
    filters: async () => ({}),
    preload: async () => undefined,
    search: async (term, options) => {
      calls.push({ term, filters: options?.filters });
      const wanted = options?.filters ?? {};
      const matches = pages.filter((p) =>
        Object.entries(wanted).every(([name, value]) => p.filters[name]?.includes(value)),
      );
      return {
        results: matches.map((p) => ({ id: p.url, data: async () => p })),
        unfilteredResultCount: pages.length,
        filters: {},
        totalFilters: {
          kind: { services: 1, articles: 2 },
          category: { "Business Continuity": 1, "Cloud Computing": 1 },
        },
      };
    },
  };
}

describe("runSearch", () => {
  it("asks Pagefind for the query and lists the first results with the kind filter's counts", async () => {
    const calls: Array<{ term: string; filters?: Record<string, string> }> = [];
    const outcome = await runSearch(
      fakePagefind(calls),
      { text: " backup ", kind: null, category: null },
      2,
    );
    expect(calls).toEqual([{ term: "backup", filters: {} }]);
    expect(outcome.total).toBe(3);
    expect(outcome.results.map((r) => [r.url, r.kind])).toEqual([
      ["/services/monitoring-&-backup", "Service"],
      ["/blogs/disaster-recovery-strategies", "Article"],
    ]);
    expect(outcome.results[1].excerpt).toEqual([
      { text: "About ", marked: false },
      { text: "backup", marked: true },
      { text: " at Disaster Recovery", marked: false },
    ]);
    expect(outcome.kinds.map((o) => `${o.label} ${o.count}`)).toEqual([
      "All 3",
      "Articles 2",
      "Services 1",
    ]);
    expect(outcome.categories).toEqual([]);
    expect(outcome.message).toBe("3 results for “backup”");
  });

  it("narrows to a kind, and for articles to a category, saying so", async () => {
    const calls: Array<{ term: string; filters?: Record<string, string> }> = [];
    const pagefind = fakePagefind(calls);
    const services = await runSearch(
      pagefind,
      { text: "backup", kind: "services", category: "Cloud Computing" },
      10,
    );
    expect(calls[0].filters).toEqual({ kind: "services" });
    expect(services.results.map((r) => r.title)).toEqual(["Monitoring & Backup"]);
    expect(services.message).toBe("1 result for “backup” in Services");

    const articles = await runSearch(
      pagefind,
      { text: "backup", kind: "articles", category: "Cloud Computing" },
      10,
    );
    expect(calls[1].filters).toEqual({ kind: "articles", category: "Cloud Computing" });
    expect(articles.results.map((r) => r.category)).toEqual(["Cloud Computing"]);
    expect(articles.categories.map((o) => `${o.label} ${o.count}`)).toEqual([
      "All categories 2",
      "Business Continuity 1",
      "Cloud Computing 1",
    ]);
    expect(articles.message).toBe("1 result for “backup” in Articles, Cloud Computing");
  });

  describe("a question about prices", () => {
    const plans = page("/ServicePlans", "pages", "Service Plans");
    plans.filters.answers = ["prices"];
    /** Pagefind's own order for "price" before the plans page was put first. */
    const byWords = [
      page("/tools/budget-calculator", "tools", "IT Budget Calculator"),
      page("/contact", "pages", "Let's talk about your IT"),
      page("/about", "pages", "About Northbridge IT"),
      plans,
    ];

    it.each(["price", "pricing", "cost", "how much"])(
      "%s: the plans page first, then the others in Pagefind's order",
      async (text) => {
        const calls: Array<{ term: string; filters?: Record<string, string> }> = [];
        const outcome = await runSearch(
          fakePagefind(calls, byWords),
          { text, kind: null, category: null },
          10,
        );
        expect(outcome.results.map((r) => r.url)).toEqual([
          "/ServicePlans",
          "/tools/budget-calculator",
          "/contact",
          "/about",
        ]);
        expect(outcome.total).toBe(byWords.length);
        expect(calls).toEqual([
          { term: text, filters: {} },
          { term: text, filters: { answers: "prices" } },
        ]);
      },
    );

    it("keeps the chosen kind, and leaves other queries in Pagefind's order", async () => {
      const calls: Array<{ term: string; filters?: Record<string, string> }> = [];
      const tools = await runSearch(
        fakePagefind(calls, byWords),
        { text: "price", kind: "tools", category: null },
        10,
      );
      expect(tools.results.map((r) => r.url)).toEqual(["/tools/budget-calculator"]);
      expect(calls[1]).toEqual({ term: "price", filters: { kind: "tools", answers: "prices" } });
      const backup = await runSearch(
        fakePagefind(calls, byWords),
        { text: "backup", kind: null, category: null },
        10,
      );
      expect(backup.results.map((r) => r.url)).toEqual(byWords.map((p) => p.url));
      expect(calls).toHaveLength(3);
    });
  });
});
