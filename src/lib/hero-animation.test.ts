import {
  HERO_CARDS_DELAY_SECONDS,
  HERO_WORD_SECONDS,
  splitWords,
  wordDelaySeconds,
} from "./hero-animation";

describe("hero animation", () => {
  it("splits text into words, keeping punctuation with its word", () => {
    expect(splitWords("Stress-Free IT for SMEs.")).toEqual(["Stress-Free", "IT", "for", "SMEs."]);
    expect(splitWords("  two\n  words ")).toEqual(["two", "words"]);
    expect(splitWords("")).toEqual([]);
  });

  it("staggers words by 0.1 s without float noise", () => {
    expect([0, 1, 2, 3, 7].map(wordDelaySeconds)).toEqual([0, 0.1, 0.2, 0.3, 0.7]);
  });

  it("uses the agreed timings", () => {
    expect(HERO_WORD_SECONDS).toBe(0.5);
    expect(HERO_CARDS_DELAY_SECONDS).toBe(0.2);
  });
});
