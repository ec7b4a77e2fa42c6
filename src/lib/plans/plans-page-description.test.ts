import plansContent from "../../../content/plans.json";
import { plansPageDescription } from "./plans-page-description";

describe("plansPageDescription", () => {
  it("names the plans and the lowest price, within 50 to 160 characters", () => {
    const text = plansPageDescription(plansContent);
    expect(text).toBe(
      "Compare our Basic, Standard and Premium managed IT support plans for UK businesses, from £399 per month excluding VAT. Choose a plan or request a custom quote.",
    );
    expect(text.length).toBeGreaterThanOrEqual(50);
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it("finds the lowest price wherever it is listed", () => {
    expect(
      plansPageDescription([
        { name: "Large", price: "£1,200", period: "per month" },
        { name: "Small", price: "£950", period: "per month" },
      ]),
    ).toContain("from £950 per month");
  });

  it("falls back to a text without names when they would make it too long, or when there are none", () => {
    const long = plansPageDescription([
      { name: "A very long plan name indeed", price: "£1", period: "per month" },
      { name: "Another extremely long plan name", price: "£2", period: "per month" },
    ]);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).not.toContain("very long");
    expect(plansPageDescription([])).toBe(long);
  });
});
