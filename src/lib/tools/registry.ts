/**
 * The assessment and the free planning tools: one entry each, read by the navigation's
 * Assessment menu, the assessment's Additional Resources and the tests. A new tool is one
 * entry here (plus its page), and it appears in both places.
 */
import type { IconName } from "../icon-names";
import { COMPLIANCE_CHECKLISTS_PATH } from "../routes";

export interface ToolEntry {
  /** The page's address. */
  route: string;
  /** Its name in the menu and on its card. */
  title: string;
  /** One line saying what it does (the card's text). */
  summary: string;
  icon: IconName;
}

/** The questionnaire itself, first in the Assessment menu. */
export const ASSESSMENT_TOOL: ToolEntry = {
  route: "/assessment",
  title: "Free IT Assessment",
  summary: "Answer five questions and get a plan, services and priorities suited to your business.",
  icon: "FileCheck",
};

/** The free planning tools, in the menu's order; the results offer them in the same order. */
export const PLANNING_TOOLS: readonly ToolEntry[] = [
  {
    route: "/assessment/compliance-cost-calculator",
    title: "Compliance Cost Calculator",
    summary: "Estimate what UK GDPR, Cyber Essentials or ISO 27001 will cost you to achieve.",
    icon: "Scale",
  },
  {
    route: "/tools/budget-calculator",
    title: "IT Budget Calculator",
    summary: "Benchmark your IT spend against similar businesses and see where it should go.",
    icon: "ChartColumn",
  },
  {
    route: "/tools/uptime-guarantee",
    title: "Uptime Guarantee",
    summary: "Turn an uptime percentage into hours of downtime and what they would cost you.",
    icon: "Gauge",
  },
  {
    route: COMPLIANCE_CHECKLISTS_PATH,
    title: "Compliance Checklists",
    summary: "Work through practical checklists for four common standards and track progress.",
    icon: "ClipboardCheck",
  },
  {
    route: "/tools/project-simulator",
    title: "Project Simulator",
    summary: "See the phases, timeline, effort and cost of a typical IT project like yours.",
    icon: "Workflow",
  },
];

/** The Assessment menu: the questionnaire, then every tool. */
export const ASSESSMENT_MENU: readonly ToolEntry[] = [ASSESSMENT_TOOL, ...PLANNING_TOOLS];
