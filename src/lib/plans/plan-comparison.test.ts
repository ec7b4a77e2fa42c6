import plansContent from "../../../content/plans.json";
import { type ComparisonMark, comparePlanFeatures, comparisonMarkText } from "./plan-comparison";

const feature = (name: string, included = true) => ({ name, included, tooltip: null });

describe("comparePlanFeatures", () => {
  it("lists every feature once, position by position, levels of one feature in one group", () => {
    const rows = comparePlanFeatures([
      { features: [feature("Support 9-5"), feature("Backup"), feature("Reviews", false)] },
      { features: [feature("Support 8-6"), feature("Backup"), feature("Reviews")] },
    ]);
    expect(rows).toEqual([
      { feature: "Support 9-5", group: 0, marks: ["included", "unlisted"] },
      { feature: "Support 8-6", group: 0, marks: ["unlisted", "included"] },
      { feature: "Backup", group: 1, marks: ["included", "included"] },
      { feature: "Reviews", group: 2, marks: ["excluded", "included"] },
    ]);
  });

  it("copes with plans of different lengths and with no plans", () => {
    expect(
      comparePlanFeatures([
        { features: [feature("A")] },
        { features: [feature("A"), feature("B")] },
      ]),
    ).toEqual([
      { feature: "A", group: 0, marks: ["included", "included"] },
      { feature: "B", group: 1, marks: ["unlisted", "included"] },
    ]);
    expect(comparePlanFeatures([])).toEqual([]);
  });

  it("agrees with every plan's own list in content/plans.json", () => {
    const rows = comparePlanFeatures(plansContent);
    plansContent.forEach((plan, column) => {
      for (const own of plan.features) {
        expect(rows.find((row) => row.feature === own.name)?.marks[column]).toBe(
          own.included ? "included" : "excluded",
        );
      }
    });
    expect(rows.slice(0, 3)).toEqual([
      { feature: "Remote support 9am-5pm", group: 0, marks: ["included", "unlisted", "unlisted"] },
      { feature: "Remote support 8am-6pm", group: 0, marks: ["unlisted", "included", "unlisted"] },
      { feature: "Remote support 24/7", group: 0, marks: ["unlisted", "unlisted", "included"] },
    ]);
    expect(rows.find((row) => row.feature === "Advanced security suite")?.marks).toEqual([
      "excluded",
      "excluded",
      "included",
    ]);
    expect(new Set(rows.map((row) => row.feature)).size).toBe(rows.length);
  });
});

describe("comparisonMarkText", () => {
  it("says each mark in words", () => {
    const marks: ComparisonMark[] = ["included", "excluded", "unlisted"];
    expect(marks.map(comparisonMarkText)).toEqual(["Included", "Not included", "Not listed"]);
  });
});
