/**
 * The assessment and the free planning tools: one entry each, the one home of each tool's
 * route, name and words. The navigation's Assessment menu, the assessment's Additional
 * Resources, each tool's page (its heading, introduction and head) and the tests read it. A
 * new tool is one entry here (plus its page), and it appears everywhere.
 */
import type { IconName } from "../icon-names";

export interface ToolEntry {
  /** The page's address. */
  route: string;
  /** Its name: in the menu, on its card, as its page's heading and title. */
  name: string;
  /** One line saying what it does (the card's text). */
  summary: string;
  icon: IconName;
}

/** A planning tool: an entry with the words its own page shows. */
export interface PlanningTool extends ToolEntry {
  /** One or two sentences under the page's heading: what the tool answers. */
  intro: string;
  /** The page's meta description, 50–160 characters. */
  description: string;
}

/** The questionnaire itself, first in the Assessment menu. */
export const ASSESSMENT_TOOL: ToolEntry = {
  route: "/assessment",
  name: "Free IT Assessment",
  summary: "Answer five questions and get a plan, services and priorities suited to your business.",
  icon: "FileCheck",
};

export const COMPLIANCE_COST_CALCULATOR: PlanningTool = {
  route: "/assessment/compliance-cost-calculator",
  name: "Compliance Cost Calculator",
  summary: "Estimate what UK GDPR, Cyber Essentials or ISO 27001 will cost you to achieve.",
  icon: "Scale",
  intro:
    "Estimate what UK GDPR, ISO 27001, Cyber Essentials and other frameworks would cost your organisation in the first year and every year after, set against what not complying can cost.",
  description:
    "Free compliance cost calculator: first-year and yearly cost ranges for UK GDPR, ISO 27001, Cyber Essentials, PCI DSS, SOC 2 and more, against fines.",
};

export const BUDGET_CALCULATOR: PlanningTool = {
  route: "/tools/budget-calculator",
  name: "IT Budget Calculator",
  summary: "Benchmark your IT spend against similar businesses and see where it should go.",
  icon: "ChartColumn",
  intro:
    "Work out what a business like yours should spend on IT each year, how to split it between support, security, cloud, hardware and software, and which of our plans fits.",
  description:
    "Free IT budget calculator for UK businesses: a recommended annual IT budget by category from your size, turnover and sector, set against what you spend now.",
};

export const UPTIME_CALCULATOR: PlanningTool = {
  route: "/tools/uptime-guarantee",
  name: "Uptime Guarantee Calculator",
  summary: "Turn an uptime percentage into hours of downtime and what they would cost you.",
  icon: "Gauge",
  intro:
    "See how much downtime an uptime guarantee really allows each year, month, week and day, and what that downtime would cost your business.",
  description:
    "Free uptime calculator: turn an SLA percentage such as 99.9% into allowed downtime per year, month, week and day, and the cost of that downtime.",
};

export const COMPLIANCE_CHECKLISTS: PlanningTool = {
  route: "/tools/compliance-checklists",
  name: "Compliance Checklists",
  summary: "Work through practical checklists for four common standards and track progress.",
  icon: "ClipboardCheck",
  intro:
    "Work through the requirements of Cyber Essentials, UK GDPR, ISO 27001 and PCI DSS in plain English. Tick what you already have in place, see what is left, and pick up where you left off: your ticks stay in this browser.",
  description:
    "Free interactive checklists for Cyber Essentials, UK GDPR, ISO 27001 and PCI DSS: tick off each requirement and track your progress.",
};

export const PROJECT_SIMULATOR: PlanningTool = {
  route: "/tools/project-simulator",
  name: "IT Project Simulator",
  summary: "See the phases, timeline, effort and cost of a typical IT project like yours.",
  icon: "Workflow",
  intro:
    "See how a typical IT project would run for your organisation: its phases on a timeline, how long it takes, how many engineer days it needs, what it costs and how risky it is.",
  description:
    "Plan a cloud migration, server upgrade, security roll-out, office move or Microsoft 365 migration: phases, timeline, effort, cost and risk.",
};

/** The free planning tools, in the menu's order; the results offer them in the same order. */
export const PLANNING_TOOLS: readonly PlanningTool[] = [
  COMPLIANCE_COST_CALCULATOR,
  BUDGET_CALCULATOR,
  UPTIME_CALCULATOR,
  COMPLIANCE_CHECKLISTS,
  PROJECT_SIMULATOR,
];

/** The Assessment menu: the questionnaire, then every tool. */
export const ASSESSMENT_MENU: readonly ToolEntry[] = [ASSESSMENT_TOOL, ...PLANNING_TOOLS];
