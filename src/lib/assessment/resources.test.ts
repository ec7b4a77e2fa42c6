import { isIconName } from "../icon-names";
import { ASSESSMENT_LINKS } from "../navigation";
import { ASSESSMENT_RESOURCES } from "./resources";

describe("additional resources", () => {
  it("lists the five tools in order, with known icons and one-line descriptions", () => {
    expect(ASSESSMENT_RESOURCES.map((r) => r.to)).toEqual([
      "/tools/project-simulator",
      "/assessment/compliance-cost-calculator",
      "/tools/compliance-checklists",
      "/tools/uptime-guarantee",
      "/tools/budget-calculator",
    ]);
    for (const resource of ASSESSMENT_RESOURCES) {
      expect(isIconName(resource.icon)).toBe(true);
      expect(resource.description.length).toBeLessThanOrEqual(90);
      expect(resource.description).toMatch(/^[A-Z].*\.$/);
    }
  });

  it("names each tool as the navigation does", () => {
    for (const resource of ASSESSMENT_RESOURCES) {
      expect(ASSESSMENT_LINKS.find((link) => link.to === resource.to)?.label).toBe(resource.title);
    }
  });
});
