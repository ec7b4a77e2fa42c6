/**
 * The assessment and the free planning tools: one entry each, the one home of each tool's
 * route, name, one-line summary and icon. The navigation's Assessment menu, the assessment's
 * Additional Resources, site search, each tool's page and the tests read it. A new tool is one
 * entry here, its words in tool-pages.ts and its page, and it appears everywhere.
 *
 * The words only a tool's own page shows (its introduction and description) are in
 * tool-pages.ts: the menu is on every page, so what it imports is in every page's JavaScript.
 */
import type { IconName } from "../icon-names";
import { COMPLIANCE_CHECKLISTS_PATH, PAGES } from "../routes";

export interface ToolEntry {
  /** The page's address. */
  route: string;
  /** Its name: in the menu, on its card, as its page's heading and title. */
  name: string;
  /** One line saying what it does (the card's text). */
  summary: string;
  icon: IconName;
}

/** The questionnaire, first in the menu: its name is the menu's and its page's eyebrow. */
export const ASSESSMENT_TOOL: ToolEntry = {
  route: PAGES.assessment.path,
  name: "Free IT Assessment",
  summary: "Answer five questions and get a plan, services and priorities suited to your business.",
  icon: "FileCheck",
};

export const COMPLIANCE_COST_CALCULATOR: ToolEntry = {
  route: "/assessment/compliance-cost-calculator",
  name: "Compliance Cost Calculator",
  summary: "Estimate what UK GDPR, Cyber Essentials or ISO 27001 will cost you to achieve.",
  icon: "Scale",
};

export const BUDGET_CALCULATOR: ToolEntry = {
  route: "/tools/budget-calculator",
  name: "IT Budget Calculator",
  summary: "Benchmark your IT spend against similar businesses and see where it should go.",
  icon: "ChartColumn",
};

export const UPTIME_CALCULATOR: ToolEntry = {
  route: "/tools/uptime-guarantee",
  name: "Uptime Guarantee Calculator",
  summary: "Turn an uptime percentage into hours of downtime and what they would cost you.",
  icon: "Gauge",
};

export const COMPLIANCE_CHECKLISTS: ToolEntry = {
  route: COMPLIANCE_CHECKLISTS_PATH,
  name: "Compliance Checklists",
  summary: "Work through practical checklists for four common standards and track progress.",
  icon: "ClipboardCheck",
};

export const PROJECT_SIMULATOR: ToolEntry = {
  route: "/tools/project-simulator",
  name: "IT Project Simulator",
  summary: "See the phases, timeline, effort and cost of a typical IT project like yours.",
  icon: "Workflow",
};

/** The free planning tools, in the menu's order; the results offer them in the same order. */
export const PLANNING_TOOLS: readonly ToolEntry[] = [
  COMPLIANCE_COST_CALCULATOR,
  BUDGET_CALCULATOR,
  UPTIME_CALCULATOR,
  COMPLIANCE_CHECKLISTS,
  PROJECT_SIMULATOR,
];

/** The Assessment menu: the questionnaire, then every tool. */
export const ASSESSMENT_MENU: readonly ToolEntry[] = [ASSESSMENT_TOOL, ...PLANNING_TOOLS];
