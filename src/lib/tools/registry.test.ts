import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isIconName } from "../icon-names";
import { ASSESSMENT_LINKS } from "../navigation";
import { ASSESSMENT_MENU, ASSESSMENT_TOOL, PLANNING_TOOLS } from "./registry";
import { TOOL_PAGES } from "./tool-pages";

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
    expect(ASSESSMENT_TOOL).toMatchObject({ route: "/assessment", name: "Free IT Assessment" });
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
      [ASSESSMENT_TOOL, ...PLANNING_TOOLS].map((tool) => ({ label: tool.name, to: tool.route })),
    );
  });

  it("gives each tool's page its heading, introduction and description, which the page reads", () => {
    expect(TOOL_PAGES.map((tool) => tool.route)).toEqual(PLANNING_TOOLS.map((tool) => tool.route));
    for (const tool of TOOL_PAGES) {
      // A tool with pages of its own (each compliance checklist) is built from a template.
      const page = [
        path.join(__dirname, "../../pages", `${tool.route}.tsx`),
        path.join(
          __dirname,
          "../../templates",
          `${path.basename(tool.route).replace(/s$/, "")}.tsx`,
        ),
      ].find((file) => existsSync(file));
      if (page === undefined) throw new Error(`no page or template for ${tool.route}`);
      // The page names its entry and writes none of the words itself.
      const source = readFileSync(page, "utf8");
      expect(source).toMatch(/tool=\{[A-Z_]+\}/);
      expect(source).not.toMatch(/\b(title|intro|description)=/);
      expect(tool.intro).toMatch(/^[A-Z].*\.$/);
      expect(tool.description.length).toBeGreaterThanOrEqual(50);
      expect(tool.description.length).toBeLessThanOrEqual(160);
    }
  });
});
