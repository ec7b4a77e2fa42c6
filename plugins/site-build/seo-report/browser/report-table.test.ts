import { compareValues, nextDirection, rowMatches, rowsStatus } from "./report-table";

describe("the report table's controls", () => {
  it("compares numbers as numbers and text as a reader sorts it", () => {
    expect(compareValues("9", "10", "number")).toBeLessThan(0);
    expect(compareValues("/blogs/page/10", "/blogs/page/9", "text")).toBeGreaterThan(0);
    expect(compareValues("/About", "/about", "text")).toBe(0);
  });

  it("sorts a new column ascending and turns the sorted one round", () => {
    expect(nextDirection(false, "descending")).toBe("ascending");
    expect(nextDirection(true, "ascending")).toBe("descending");
    expect(nextDirection(true, "descending")).toBe("ascending");
  });

  it("keeps the rows a filter asks for", () => {
    const row = { kinds: ["orphan", "title-cut"], severities: ["error", "warning"] };
    const clean = { kinds: [], severities: [] };
    expect(rowMatches("", clean)).toBe(true);
    expect(rowMatches("any", row)).toBe(true);
    expect(rowMatches("any", clean)).toBe(false);
    expect(rowMatches("error", row)).toBe(true);
    expect(rowMatches("notice", row)).toBe(false);
    expect(rowMatches("kind:orphan", row)).toBe(true);
    expect(rowMatches("kind:h1", row)).toBe(false);
  });

  it("says how many rows show and in what order", () => {
    expect(
      rowsStatus({
        shown: 65,
        total: 65,
        filterLabel: null,
        sortLabel: "Address",
        direction: "ascending",
      }),
    ).toBe("All 65 pages, sorted by Address, ascending.");
    expect(
      rowsStatus({
        shown: 2,
        total: 65,
        filterLabel: "Duplicate title (2)",
        sortLabel: "Title pixels",
        direction: "descending",
      }),
    ).toBe("2 of 65 pages (Duplicate title (2)), sorted by Title pixels, descending.");
  });
});
