/**
 * The free planning tools offered beside the assessment's results, in the order the results
 * list them. Titles match the Assessment menu in the navigation.
 */
export interface AssessmentResource {
  to: string;
  title: string;
  description: string;
  /** A name from src/lib/icon-names.ts. */
  icon: string;
}

export const ASSESSMENT_RESOURCES: readonly AssessmentResource[] = [
  {
    to: "/tools/project-simulator",
    title: "Project Simulator",
    description: "See the phases, timeline, effort and cost of a typical IT project like yours.",
    icon: "Workflow",
  },
  {
    to: "/assessment/compliance-cost-calculator",
    title: "Compliance Cost Calculator",
    description: "Estimate what UK GDPR, Cyber Essentials or ISO 27001 will cost you to achieve.",
    icon: "Scale",
  },
  {
    to: "/tools/compliance-checklists",
    title: "Compliance Checklists",
    description: "Work through practical checklists for four common standards and track progress.",
    icon: "ClipboardCheck",
  },
  {
    to: "/tools/uptime-guarantee",
    title: "Uptime Guarantee",
    description: "Turn an uptime percentage into hours of downtime and what they would cost you.",
    icon: "Gauge",
  },
  {
    to: "/tools/budget-calculator",
    title: "IT Budget Calculator",
    description: "Benchmark your IT spend against similar businesses and see where it should go.",
    icon: "ChartColumn",
  },
];
