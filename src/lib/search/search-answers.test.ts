import { answerAsked } from "./search-answers";

describe("answerAsked", () => {
  it("hears a question about prices in a buyer's words", () => {
    for (const query of [
      "price",
      "Pricing",
      "cost",
      "costs",
      "how much",
      "How  much is support?",
    ]) {
      expect(answerAsked(query)).toBe("prices");
    }
  });

  it("hears nothing in other queries, nor in words that only contain those letters", () => {
    for (const query of ["backup", "cyber essentials", "costume", "much", "how", "priceless"]) {
      expect(answerAsked(query)).toBeNull();
    }
  });
});
