/**
 * The words each planning tool's own page shows, beside its registry entry (registry.ts): the
 * introduction under its heading and its meta description. Kept out of the registry because the
 * menu, on every page, imports the registry; only the tool pages import this.
 */
import {
  BUDGET_CALCULATOR,
  COMPLIANCE_CHECKLISTS,
  COMPLIANCE_COST_CALCULATOR,
  PROJECT_SIMULATOR,
  UPTIME_CALCULATOR,
  type ToolEntry,
} from "./registry";

/** A planning tool as its page shows it: its entry and its page's words. */
export interface PlanningTool extends ToolEntry {
  /** One or two sentences under the page's heading: what the tool answers. */
  intro: string;
  /** The page's meta description, 50–160 characters. */
  description: string;
}

export const COMPLIANCE_COST_CALCULATOR_PAGE: PlanningTool = {
  ...COMPLIANCE_COST_CALCULATOR,
  intro:
    "Estimate what UK GDPR, ISO 27001, Cyber Essentials and other frameworks would cost your organisation in the first year and every year after, set against what not complying can cost.",
  description:
    "Free compliance cost calculator: first-year and yearly cost ranges for UK GDPR, ISO 27001, Cyber Essentials, PCI DSS, SOC 2 and more, against fines.",
};

export const BUDGET_CALCULATOR_PAGE: PlanningTool = {
  ...BUDGET_CALCULATOR,
  intro:
    "Work out what a business like yours should spend on IT each year, how to split it between support, security, cloud, hardware and software, and which of our plans fits.",
  description:
    "Free IT budget calculator for UK businesses: a recommended annual IT budget by category from your size, turnover and sector, set against what you spend now.",
};

export const UPTIME_CALCULATOR_PAGE: PlanningTool = {
  ...UPTIME_CALCULATOR,
  intro:
    "See how much downtime an uptime guarantee really allows each year, month, week and day, and what that downtime would cost your business.",
  description:
    "Free uptime calculator: turn an SLA percentage such as 99.9% into allowed downtime per year, month, week and day, and the cost of that downtime.",
};

export const COMPLIANCE_CHECKLISTS_PAGE: PlanningTool = {
  ...COMPLIANCE_CHECKLISTS,
  intro:
    "Work through the requirements of Cyber Essentials, UK GDPR, ISO 27001 and PCI DSS in plain English. Tick what you already have in place, see what is left, and pick up where you left off: your ticks stay in this browser.",
  description:
    "Free interactive checklists for Cyber Essentials, UK GDPR, ISO 27001 and PCI DSS: tick off each requirement and track your progress.",
};

export const PROJECT_SIMULATOR_PAGE: PlanningTool = {
  ...PROJECT_SIMULATOR,
  intro:
    "See how a typical IT project would run for your organisation: its phases on a timeline, how long it takes, how many engineer days it needs, what it costs and how risky it is.",
  description:
    "Plan a cloud migration, server upgrade, security roll-out, office move or Microsoft 365 migration: phases, timeline, effort, cost and risk.",
};

/** Every tool page, in the registry's order. */
export const TOOL_PAGES: readonly PlanningTool[] = [
  COMPLIANCE_COST_CALCULATOR_PAGE,
  BUDGET_CALCULATOR_PAGE,
  UPTIME_CALCULATOR_PAGE,
  COMPLIANCE_CHECKLISTS_PAGE,
  PROJECT_SIMULATOR_PAGE,
];
