import { isIconName } from "../icon-names";
import { ASSESSMENT_LINKS } from "../navigation";
import { ASSESSMENT_MENU, ASSESSMENT_TOOL, PLANNING_TOOLS } from "./registry";

describe("tool registry", () => {
  it("has one entry per page, each with a known icon and a one-line summary", () => {
    const routes = ASSESSMENT_MENU.map((tool) => tool.route);
    expect(new Set(routes).size).toBe(routes.length);
    for (const tool of ASSESSMENT_MENU) {
      expect(tool.route).toMatch(/^\/(assessment|tools)(\/[a-z-]+)?$/);
      expect(isIconName(tool.icon)).toBe(true);
      expect(tool.summary.length).toBeLessThanOrEqual(90);
      expect(tool.summary).toMatch(/^[A-Z].*\.$/);
    }
  });

  it("holds the requirements' five tools and the assessment", () => {
    expect(ASSESSMENT_TOOL).toMatchObject({ route: "/assessment", title: "Free IT Assessment" });
    expect(PLANNING_TOOLS.map((tool) => tool.route)).toEqual(
      expect.arrayContaining([
        "/tools/project-simulator",
        "/assessment/compliance-cost-calculator",
        "/tools/compliance-checklists",
        "/tools/uptime-guarantee",
        "/tools/budget-calculator",
      ]),
    );
  });

  it("is the Assessment menu: the assessment first, then every tool, named as registered", () => {
    expect(ASSESSMENT_LINKS).toEqual(
      [ASSESSMENT_TOOL, ...PLANNING_TOOLS].map((tool) => ({ label: tool.title, to: tool.route })),
    );
  });
});
