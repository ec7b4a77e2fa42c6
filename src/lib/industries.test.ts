import { CALCULATOR_ONLY_SECTORS, CALCULATOR_SECTORS, INDUSTRY_OPTIONS } from "./industries";

describe("industries", () => {
  it("offers the contact form the requirements' seven values, in their order", () => {
    expect(INDUSTRY_OPTIONS).toEqual([
      { value: "technology", label: "Technology" },
      { value: "healthcare", label: "Healthcare" },
      { value: "finance", label: "Finance" },
      { value: "retail", label: "Retail" },
      { value: "manufacturing", label: "Manufacturing" },
      { value: "education", label: "Education" },
      { value: "other", label: "Other" },
    ]);
  });

  it("gives the calculators every industry plus their own sectors, and nothing else", () => {
    const expected = [...INDUSTRY_OPTIONS, ...CALCULATOR_ONLY_SECTORS];
    expect([...CALCULATOR_SECTORS].sort(byValue)).toEqual([...expected].sort(byValue));
    expect(CALCULATOR_SECTORS.at(-1)?.value).toBe("other");
  });

  it("names each value once across both lists", () => {
    const values = CALCULATOR_SECTORS.map((sector) => sector.value);
    expect(new Set(values).size).toBe(values.length);
    const labels = CALCULATOR_SECTORS.map((sector) => sector.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

function byValue(a: { value: string }, b: { value: string }): number {
  return a.value.localeCompare(b.value);
}
