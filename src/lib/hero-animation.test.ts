import {
  HERO_CARDS_DELAY_SECONDS,
  HERO_LINE_SECONDS,
  HERO_SUBHEADING_DELAY_SECONDS,
  splitLastWord,
} from "./hero-animation";

describe("hero animation", () => {
  it("splits a headline before its last word, keeping the space with the lead", () => {
    expect(splitLastWord("Stress-Free IT for SMEs.")).toEqual({
      lead: "Stress-Free IT for ",
      last: "SMEs.",
    });
    expect(splitLastWord("  One ")).toEqual({ lead: "", last: "One" });
    expect(splitLastWord("")).toEqual({ lead: "", last: "" });
  });

  it("brings the subheading in after the headline and the cards last", () => {
    expect(HERO_SUBHEADING_DELAY_SECONDS).toBeLessThan(HERO_CARDS_DELAY_SECONDS);
    expect(HERO_CARDS_DELAY_SECONDS).toBeLessThan(HERO_LINE_SECONDS);
  });
});
