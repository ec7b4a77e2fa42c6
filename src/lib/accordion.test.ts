import { idFromName, toggleAccordionItem } from "./accordion";

describe("toggleAccordionItem", () => {
  it("opens a clicked item when all are closed", () => {
    expect(toggleAccordionItem(null, 2)).toBe(2);
  });

  it("closes the open item when it is clicked again", () => {
    expect(toggleAccordionItem(2, 2)).toBeNull();
  });

  it("opening another item replaces the open one, so only one is ever open", () => {
    expect(toggleAccordionItem(0, 3)).toBe(3);
  });
});

describe("idFromName", () => {
  it("turns names into selector-safe ids", () => {
    expect(idFromName("Financial Services")).toBe("financial-services");
    expect(idFromName("Governance & Risk")).toBe("governance-and-risk");
    expect(idFromName("  Retail! ")).toBe("retail");
  });
});
