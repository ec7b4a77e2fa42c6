import { withoutNullCharacters } from "./built-html";

describe("withoutNullCharacters", () => {
  it("removes the padding React's stream left before a multi-byte character", () => {
    expect(withoutNullCharacters("<p>\u0000© 2026 Northbridge</p>")).toBe(
      "<p>© 2026 Northbridge</p>",
    );
  });

  it("returns a clean page unchanged", () => {
    const html = "<p>£1,200 – per month</p>";
    expect(withoutNullCharacters(html)).toBe(html);
  });
});
