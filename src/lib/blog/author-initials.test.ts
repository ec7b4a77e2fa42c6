import { authorInitials } from "./author-initials";

describe("authorInitials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(authorInitials("Priya Shah")).toBe("PS");
    expect(authorInitials("  tom  de la Hargreaves ")).toBe("TH");
  });

  it("copes with a single name or none", () => {
    expect(authorInitials("Sarah")).toBe("S");
    expect(authorInitials("")).toBe("");
  });
});
