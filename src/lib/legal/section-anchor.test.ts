import { sectionAnchor, sectionAnchors } from "./section-anchor";

describe("section anchors", () => {
  it("leaves out the numbering and keeps words", () => {
    expect(sectionAnchor("7. Your Rights, Complaints and Contacting Us")).toBe(
      "your-rights-complaints-and-contacting-us",
    );
    expect(sectionAnchor("4. Sharing, Processors and International Transfers")).toBe(
      "sharing-processors-and-international-transfers",
    );
    expect(sectionAnchor("11. Governing Law, Jurisdiction and Contact")).toBe(
      "governing-law-jurisdiction-and-contact",
    );
  });

  it("spells out & and drops accents", () => {
    expect(sectionAnchor("Terms & Conditions")).toBe("terms-and-conditions");
    expect(sectionAnchor("Café Policy")).toBe("cafe-policy");
  });

  it("never returns an empty anchor", () => {
    expect(sectionAnchor("1. ???")).toBe("section");
  });

  it("makes anchors unique within a page", () => {
    expect(sectionAnchors(["1. Cookies", "2. Cookies", "3. Other"])).toEqual([
      "cookies",
      "cookies-2",
      "other",
    ]);
  });
});
