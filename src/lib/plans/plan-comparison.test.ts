import plansContent from "../../../content/plans.json";
import {
  comparePlanFeatures,
  comparisonCellText,
  comparisonMarkText,
  planFeatureProblems,
} from "./plan-comparison";

const feature = (group: string, level: string | null, included = true) => ({
  name: `${group} ${level ?? ""}`.trim(),
  group,
  level,
  included,
  tooltip: null,
});

describe("comparePlanFeatures", () => {
  it("gives one row per group, in the plans' order, with each plan's level or mark", () => {
    const rows = comparePlanFeatures([
      {
        features: [
          feature("Support", "9-5"),
          feature("Backup", null),
          feature("Reviews", null, false),
        ],
      },
      {
        features: [
          feature("Support", "8-6"),
          feature("Backup", null),
          feature("Reviews", "Quarterly"),
        ],
      },
    ]);
    expect(rows).toEqual([
      {
        group: "Support",
        cells: [
          { mark: "included", level: "9-5" },
          { mark: "included", level: "8-6" },
        ],
      },
      {
        group: "Backup",
        cells: [
          { mark: "included", level: null },
          { mark: "included", level: null },
        ],
      },
      {
        group: "Reviews",
        cells: [
          { mark: "excluded", level: null },
          { mark: "included", level: "Quarterly" },
        ],
      },
    ]);
  });

  it("counts a group a plan does not name as not included, and copes with no plans", () => {
    const rows = comparePlanFeatures([
      { features: [feature("A", null)] },
      { features: [feature("A", null), feature("B", "x")] },
    ]);
    expect(rows.map((row) => [row.group, row.cells.map(comparisonCellText)])).toEqual([
      ["A", ["Included", "Included"]],
      ["B", ["Not included", "x"]],
    ]);
    expect(comparePlanFeatures([])).toEqual([]);
  });

  it("agrees with every plan card in content/plans.json, one row per group", () => {
    const rows = comparePlanFeatures(plansContent);
    const groups = new Set(plansContent.flatMap((plan) => plan.features.map((f) => f.group)));
    expect(rows.map((row) => row.group)).toEqual([...groups]);
    plansContent.forEach((plan, column) => {
      for (const own of plan.features) {
        const cell = rows.find((row) => row.group === own.group)?.cells[column];
        expect(cell?.mark).toBe(own.included ? "included" : "excluded");
        if (own.included) expect(cell?.level).toBe(own.level);
      }
    });
    // No cell says a plan lacks what its card lists, and no row is empty.
    for (const row of rows) expect(row.cells.some((cell) => cell.mark === "included")).toBe(true);
  });
});

describe("words", () => {
  it("says a mark, or the level where there is one", () => {
    expect(comparisonMarkText("included")).toBe("Included");
    expect(comparisonMarkText("excluded")).toBe("Not included");
    expect(comparisonCellText({ mark: "included", level: "24/7" })).toBe("24/7");
    expect(comparisonCellText({ mark: "excluded", level: null })).toBe("Not included");
  });
});

describe("planFeatureProblems", () => {
  it("accepts the launch plans", () => {
    expect(plansContent.flatMap(planFeatureProblems)).toEqual([]);
  });

  it("names a group listed twice and a level on a feature that is not included", () => {
    expect(
      planFeatureProblems({
        name: "Basic",
        features: [feature("Support", "9-5"), feature("Support", "24/7"), feature("X", "y", false)],
      }),
    ).toEqual([
      'the Basic plan lists the feature group "Support" more than once; give each group one feature per plan, with its level.',
      'the Basic plan\'s "X y" is not included but has a level ("y"); set "level" to null.',
    ]);
  });
});
