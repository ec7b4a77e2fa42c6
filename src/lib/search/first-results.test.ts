import { EXCERPT_WORDS } from "./excerpt-words";
import {
  firstMatches,
  firstResultsMessage,
  FIRST_RESULTS_MAX,
  markedSummary,
  searchWords,
  type ListedPage,
} from "./first-results";

const page = (title: string, summary: string, kind = "Service"): ListedPage => ({
  title,
  url: `/services/${title.toLowerCase().replace(/\W+/g, "-")}`,
  kind,
  summary,
});

const PAGES = [
  page("Cyber Security", "Layered protection for your people, devices and data."),
  page("Disaster Recovery", "Recovery plans and immutable backups after an outage."),
  page("Monitoring & Backup", "Around-the-clock monitoring, backed by tested backups."),
  page("Backup Strategies", "Why copies matter.", "Article"),
];

describe("searchWords", () => {
  it("splits on anything but letters and digits, in lower case, accents kept", () => {
    expect(searchWords("  Cyber-Essentials, ISO 27001 café ")).toEqual([
      "cyber",
      "essentials",
      "iso",
      "27001",
      "café",
    ]);
    expect(searchWords(" … ")).toEqual([]);
  });
});

describe("firstMatches", () => {
  it("finds the pages whose title or summary has the word or a word starting with it, title matches first", () => {
    const found = firstMatches(PAGES, "Backup");
    expect(found.map((result) => result.title)).toEqual([
      "Monitoring & Backup",
      "Backup Strategies",
      "Disaster Recovery",
    ]);
    expect(found[1]).toMatchObject({ kind: "Article", url: "/services/backup-strategies" });
  });

  it("needs every word of the query, in the title or the summary", () => {
    expect(firstMatches(PAGES, "recovery backups").map((r) => r.title)).toEqual([
      "Disaster Recovery",
    ]);
    expect(firstMatches(PAGES, "backup zebra")).toEqual([]);
    expect(firstMatches(PAGES, "  ")).toEqual([]);
  });

  it("marks the query's words in the summary, as Pagefind marks them", () => {
    expect(firstMatches(PAGES, "backup")[0].excerpt).toEqual([
      { text: "Around-the-clock monitoring, backed by tested ", marked: false },
      { text: "backups.", marked: true },
    ]);
  });

  it("keeps at most FIRST_RESULTS_MAX", () => {
    const many = Array.from({ length: FIRST_RESULTS_MAX + 3 }, (_, i) =>
      page(`Backup ${i}`, "Copies."),
    );
    expect(firstMatches(many, "backup")).toHaveLength(FIRST_RESULTS_MAX);
  });
});

describe("markedSummary", () => {
  it("cuts a long summary after the excerpt's words, with an ellipsis", () => {
    const long = Array.from({ length: EXCERPT_WORDS + 5 }, (_, i) => `w${i}`).join(" ");
    const parts = markedSummary(long, ["w0"], EXCERPT_WORDS);
    expect(parts[0]).toEqual({ text: "w0", marked: true });
    const text = parts.map((part) => part.text).join("");
    expect(text.split(" ")).toHaveLength(EXCERPT_WORDS + 1);
    expect(text.endsWith(` w${EXCERPT_WORDS - 1} …`)).toBe(true);
  });
});

describe("firstResultsMessage", () => {
  it("says they are first matches, on one line with the query", () => {
    expect(firstResultsMessage(" backup ")).toBe("First matches for “backup”…");
  });
});
