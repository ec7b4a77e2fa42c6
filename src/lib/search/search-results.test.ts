import {
  sentenceExcerpt,
  categoryFilterOptions,
  excerptParts,
  kindFilterOptions,
  siteAddress,
  toSearchResult,
  type PagefindFragment,
} from "./search-results";

const fragment = (overrides: Partial<PagefindFragment> = {}): PagefindFragment => ({
  url: "/blogs/iso-27001-benefits",
  excerpt: "Certification to <mark>Cyber</mark> <mark>Essentials</mark> comes first",
  meta: { title: "ISO 27001 Benefits", kind: "articles", date: "12 March 2025" },
  filters: { kind: ["articles"], category: ["Standards & Compliance"] },
  ...overrides,
});

describe("toSearchResult", () => {
  it("gives an article's address, title, kind, category, date and marked excerpt", () => {
    expect(toSearchResult(fragment())).toEqual({
      url: "/blogs/iso-27001-benefits",
      title: "ISO 27001 Benefits",
      kind: "Article",
      category: "Standards & Compliance",
      date: "12 March 2025",
      excerpt: [
        { text: "Certification to ", marked: false },
        { text: "Cyber", marked: true },
        { text: " ", marked: false },
        { text: "Essentials", marked: true },
        { text: " comes first", marked: false },
      ],
    });
  });

  it("names each kind as the site does, from the filter or else the metadata", () => {
    const kindOf = (kind: string) =>
      toSearchResult(fragment({ filters: { kind: [kind] }, meta: { title: "T" } })).kind;
    expect(kindOf("services")).toBe("Service");
    expect(kindOf("case-studies")).toBe("Case study");
    expect(kindOf("tools")).toBe("Tool");
    expect(kindOf("pages")).toBe("Page");
    expect(
      toSearchResult(fragment({ filters: {}, meta: { title: "T", kind: "tools" } })).kind,
    ).toBe("Tool");
    expect(toSearchResult(fragment({ filters: {}, meta: { title: "T" } })).kind).toBe("Page");
  });

  it("links without a trailing slash and falls back to the address for a missing title", () => {
    const result = toSearchResult(
      fragment({ url: "/services/cyber-security/", meta: {}, filters: { kind: ["services"] } }),
    );
    expect(result.url).toBe("/services/cyber-security");
    expect(result.title).toBe("/services/cyber-security");
    expect(result).not.toHaveProperty("category");
    expect(result).not.toHaveProperty("date");
  });
});

describe("siteAddress", () => {
  it("drops trailing slashes but keeps the home page, the query and the fragment", () => {
    expect(siteAddress("/about/")).toBe("/about");
    expect(siteAddress("/")).toBe("/");
    expect(siteAddress("/services/upgrades-&-migrations")).toBe("/services/upgrades-&-migrations");
    expect(siteAddress("/blogs/x/#why")).toBe("/blogs/x#why");
    expect(siteAddress("/blogs/x/?a=1")).toBe("/blogs/x?a=1");
  });
});

describe("excerptParts", () => {
  it("unescapes the page's text once, so React shows it as written", () => {
    expect(
      excerptParts("Upgrades &amp; <mark>Migrations</mark> &lt;fast&gt; &quot;24/7&quot; it&#39;s"),
    ).toEqual([
      { text: "Upgrades & ", marked: false },
      { text: "Migrations", marked: true },
      { text: ' <fast> "24/7" it\'s', marked: false },
    ]);
  });

  it("keeps markup in the text as text, never as elements", () => {
    const parts = excerptParts("&lt;script&gt;alert(1)&lt;/script&gt; <mark>backup</mark>");
    expect(parts[0]).toEqual({ text: "<script>alert(1)</script> ", marked: false });
    expect(parts[1]).toEqual({ text: "backup", marked: true });
  });

  it("joins neighbouring runs and drops empty ones", () => {
    expect(excerptParts("<mark>cloud</mark><mark>s</mark>")).toEqual([
      { text: "clouds", marked: true },
    ]);
    expect(excerptParts("")).toEqual([]);
  });
});

describe("kindFilterOptions", () => {
  it("lists All and the kinds found, in the site's order, with their counts", () => {
    const counts = { kind: { services: 2, articles: 5, tools: 0 } };
    expect(kindFilterOptions(counts, 7, null)).toEqual([
      { value: null, label: "All", count: 7 },
      { value: "articles", label: "Articles", count: 5 },
      { value: "services", label: "Services", count: 2 },
    ]);
  });

  it("keeps the chosen kind when the query no longer finds any of it", () => {
    expect(kindFilterOptions({ kind: { articles: 1 } }, 1, "tools")).toEqual([
      { value: null, label: "All", count: 1 },
      { value: "articles", label: "Articles", count: 1 },
      { value: "tools", label: "Tools", count: 0 },
    ]);
    expect(kindFilterOptions({}, 0, null)).toEqual([{ value: null, label: "All", count: 0 }]);
  });
});

describe("categoryFilterOptions", () => {
  it("lists All categories and the categories found, A to Z", () => {
    const counts = { category: { Security: 1, "Cloud Solutions": 2, "IT Support": 0 } };
    expect(categoryFilterOptions(counts, 3, null)).toEqual([
      { value: null, label: "All categories", count: 3 },
      { value: "Cloud Solutions", label: "Cloud Solutions", count: 2 },
      { value: "Security", label: "Security", count: 1 },
    ]);
    expect(categoryFilterOptions(counts, 3, "IT Support").map((o) => o.value)).toEqual([
      null,
      "Cloud Solutions",
      "IT Support",
      "Security",
    ]);
    expect(categoryFilterOptions({}, 0, "Gone").map((o) => o.label)).toEqual([
      "All categories",
      "Gone",
    ]);
  });
});

describe("sentenceExcerpt", () => {
  /** A page's text as Pagefind indexes it: its heading ends with ".", a sentence follows. */
  const content =
    "Home. Services. Monitoring &amp; Backup. Spot Problems Early and Keep Your Data Safe. We monitor your servers, networks and cloud services around the clock, and every night we check that last night's backup can be restored, so a failed disk is an inconvenience rather than a disaster for the business.";
  const words = content.split(" ");
  const at = (word: string) => words.findIndex((w) => w.startsWith(word));
  const fragment = (locations: number[]) => ({
    url: "/services/monitoring-&-backup/",
    excerpt: "&amp; <mark>Backup.</mark> Spot Problems Early",
    meta: {},
    filters: {},
    raw_content: content,
    locations,
  });

  it("starts at the sentence that holds the first searched word, never inside a phrase", () => {
    const excerpt = sentenceExcerpt(fragment([at("Backup."), at("backup")]));
    expect(excerpt.startsWith("Monitoring &amp; <mark>Backup.</mark> Spot Problems")).toBe(true);
    expect(excerpt.endsWith(" …")).toBe(true);
    expect(excerptParts(excerpt)[0]).toEqual({ text: "Monitoring & ", marked: false });
  });

  it("starts at the searched word itself, after an ellipsis, deep inside a long sentence", () => {
    const excerpt = sentenceExcerpt(fragment([at("disk")]));
    expect(excerpt.startsWith("… a failed <mark>disk</mark>")).toBe(false);
    expect(excerpt.startsWith("… <mark>disk</mark> is an inconvenience")).toBe(true);
    expect(excerpt.endsWith("business.")).toBe(true);
  });

  it("takes a colon for a pause inside the sentence, not its end", () => {
    const plans = {
      ...fragment([]),
      raw_content:
        "Service Plans. How much IT support costs, plan by plan: predictable monthly prices for UK businesses.",
    };
    const words = plans.raw_content.split(" ");
    const excerpt = sentenceExcerpt({ ...plans, locations: [words.indexOf("prices")] });
    expect(excerpt).toBe(
      "How much IT support costs, plan by plan: predictable monthly <mark>prices</mark> for UK businesses.",
    );
  });

  it("keeps Pagefind's excerpt when the page's text is not given", () => {
    expect(sentenceExcerpt({ ...fragment([]), raw_content: undefined })).toBe(
      "&amp; <mark>Backup.</mark> Spot Problems Early",
    );
  });
});
