import { resultCountMessage } from "./search-words";

describe("resultCountMessage", () => {
  it("says how many results, in the site's words", () => {
    expect(resultCountMessage(0, " zzz ")).toBe("No results for “zzz”");
    expect(resultCountMessage(1, "backup")).toBe("1 result for “backup”");
    expect(resultCountMessage(3, "backup", ["Articles", "Security"])).toBe(
      "3 results for “backup” in Articles, Security",
    );
  });
});
