import { slugify } from "./slug";

describe("slugify", () => {
  it("makes a lower-case address from words, & as and, accents dropped", () => {
    expect(slugify("Cloud Back-up & Recovery: 2026!")).toBe("cloud-back-up-and-recovery-2026");
    expect(slugify("  Café   Networks ")).toBe("cafe-networks");
    expect(slugify("--")).toBe("");
  });
});
