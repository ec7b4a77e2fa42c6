/**
 * Project timeline simulator: an indicative plan for a typical IT project, with phases,
 * duration, effort, cost and risk, from the project type, users, sites and complexity.
 */
import { clampInteger, formatGbp, formatGbpRange, groupThousands } from "./numbers";

export const PROJECT_TYPES = [
  { id: "cloud-migration", label: "Cloud migration" },
  { id: "server-upgrade", label: "Server upgrade" },
  { id: "security-rollout", label: "Security roll-out" },
  { id: "office-move", label: "Office move" },
  { id: "m365-migration", label: "Microsoft 365 migration" },
] as const;

export type ProjectTypeId = (typeof PROJECT_TYPES)[number]["id"];

export const PROJECT_COMPLEXITIES = [
  {
    id: "low",
    label: "Low",
    description: "Standard set-up, few line-of-business applications, clean data.",
  },
  {
    id: "medium",
    label: "Medium",
    description: "Some bespoke applications or integrations and a few legacy systems.",
  },
  {
    id: "high",
    label: "High",
    description:
      "Many integrations, legacy or unsupported systems, strict uptime or regulatory constraints.",
  },
] as const;

export type ProjectComplexity = (typeof PROJECT_COMPLEXITIES)[number]["id"];

export interface ProjectInput {
  projectType: ProjectTypeId;
  users: number;
  sites: number;
  complexity: ProjectComplexity;
}

export const DEFAULT_PROJECT_INPUT: ProjectInput = {
  projectType: "m365-migration",
  users: 50,
  sites: 1,
  complexity: "medium",
};

export const MAX_USERS = 10_000;
export const MAX_SITES = 100;

/** Blended engineer day rate range (project engineer to senior consultant), excluding VAT. */
export const ENGINEER_DAY_RATE = { low: 650, high: 850 } as const;

export const WORKING_DAYS_PER_WEEK = 5;

/** Complexity stretches every phase. */
export const COMPLEXITY_FACTORS: Readonly<Record<ProjectComplexity, number>> = {
  low: 0.8,
  medium: 1,
  high: 1.4,
};

export interface PhaseTemplate {
  name: string;
  description: string;
  /** Working days for 50 users on one site at medium complexity, before scaling. */
  baseDays: number;
  /** How strongly the phase grows with users (0 = not at all). */
  userWeight: number;
  /** How strongly the phase grows with extra sites. */
  siteWeight: number;
  /** Engineers working on the phase at the same time. */
  engineers: number;
}

const discovery = (description: string, baseDays: number): PhaseTemplate => ({
  name: "Discovery",
  description,
  baseDays,
  userWeight: 0.4,
  siteWeight: 0.4,
  engineers: 1,
});

const design = (description: string, baseDays: number): PhaseTemplate => ({
  name: "Design",
  description,
  baseDays,
  userWeight: 0.3,
  siteWeight: 0.2,
  engineers: 1,
});

const hypercare = (description: string, baseDays: number): PhaseTemplate => ({
  name: "Hypercare",
  description,
  baseDays,
  userWeight: 0.5,
  siteWeight: 0.2,
  // An engineer on call part of each day rather than full time.
  engineers: 0.25,
});

/** Each project type's phases, in order. */
export const PROJECT_PHASE_TEMPLATES: Readonly<Record<ProjectTypeId, readonly PhaseTemplate[]>> = {
  "cloud-migration": [
    discovery(
      "Inventory servers, applications, data and dependencies; check licensing and bandwidth.",
      5,
    ),
    design(
      "Design the cloud landing zone: networking, identity, security baseline, backup and costs.",
      5,
    ),
    {
      name: "Pilot",
      description:
        "Migrate a few non-critical workloads, test them with users and refine the runbook.",
      baseDays: 5,
      userWeight: 0.3,
      siteWeight: 0.3,
      engineers: 1.5,
    },
    {
      name: "Migration",
      description:
        "Move the remaining workloads in planned waves, with out-of-hours cut-overs and rollback plans.",
      baseDays: 10,
      userWeight: 0.6,
      siteWeight: 0.4,
      engineers: 2,
    },
    hypercare(
      "Support users after cut-over, tune performance and costs, then decommission old servers.",
      5,
    ),
  ],
  "server-upgrade": [
    discovery(
      "Audit server roles, applications, storage and backups; confirm vendor support for the new version.",
      3,
    ),
    design(
      "Choose the target hardware or virtual platform and operating system; write the rollback plan.",
      3,
    ),
    {
      name: "Build and test",
      description:
        "Build the new servers, restore a copy of the data and test every application in staging.",
      baseDays: 5,
      userWeight: 0.3,
      siteWeight: 0.3,
      engineers: 1,
    },
    {
      name: "Cut-over",
      description:
        "Move roles and data across out of hours, check every service and keep the old server ready.",
      baseDays: 3,
      userWeight: 0.5,
      siteWeight: 0.6,
      engineers: 2,
    },
    hypercare(
      "Fix issues users find, confirm backups of the new servers, then retire the old hardware.",
      3,
    ),
  ],
  "security-rollout": [
    discovery(
      "Baseline devices, accounts and settings against Cyber Essentials; find the gaps.",
      3,
    ),
    design(
      "Define the policies: MFA, conditional access, endpoint protection, patching and device management.",
      4,
    ),
    {
      name: "Pilot",
      description:
        "Apply the policies to IT and a pilot group, then fix what breaks before anyone else is affected.",
      baseDays: 5,
      userWeight: 0.3,
      siteWeight: 0.2,
      engineers: 1,
    },
    {
      name: "Roll-out",
      description:
        "Enrol the remaining devices and users in groups, with short guides and staff awareness training.",
      baseDays: 8,
      userWeight: 0.8,
      siteWeight: 0.4,
      engineers: 1.5,
    },
    hypercare(
      "Handle exceptions, tune alerts and hand over reports showing the new controls working.",
      3,
    ),
  ],
  "office-move": [
    discovery(
      "Survey the new site: cabling, comms room, power, Wi-Fi coverage and internet options.",
      4,
    ),
    design(
      "Design the network, Wi-Fi, telephony, printing and desk layout; order circuits and equipment.",
      4,
    ),
    {
      name: "Pre-installation",
      description:
        "Install cabling, the comms cabinet, firewall, switches and Wi-Fi; test the internet circuit.",
      baseDays: 8,
      userWeight: 0.3,
      siteWeight: 0.8,
      engineers: 1.5,
    },
    {
      name: "Move",
      description:
        "Disconnect, move and reconnect equipment over a weekend; test every desk before Monday.",
      baseDays: 2,
      userWeight: 0.6,
      siteWeight: 0.8,
      engineers: 3,
    },
    hypercare("Floor-walk on the first days, fix issues and update the network documentation.", 3),
  ],
  "m365-migration": [
    discovery(
      "Inventory mailboxes, file shares, licences and the current tenant; check DNS and devices.",
      2,
    ),
    design(
      "Plan tenant security, identity, SharePoint and Teams structure, and the migration batches.",
      2,
    ),
    {
      name: "Pilot",
      description:
        "Migrate a pilot group's mail and files, check calendars and sharing, refine user guides.",
      baseDays: 3,
      userWeight: 0.3,
      siteWeight: 0.2,
      engineers: 1,
    },
    {
      name: "Migration",
      description:
        "Migrate mailboxes, OneDrive and SharePoint in batches, switch mail flow and set up devices.",
      baseDays: 5,
      userWeight: 0.8,
      siteWeight: 0.3,
      engineers: 2,
    },
    hypercare(
      "Support users in the first weeks, clean up old systems and run Teams and security training.",
      3,
    ),
  ],
};

/** Factors that push the risk score up; Low below 2 points, Medium 2–3, High from 4. */
export const PROJECT_TYPE_RISK: Readonly<Record<ProjectTypeId, number>> = {
  "cloud-migration": 1,
  "server-upgrade": 1,
  "security-rollout": 0,
  "office-move": 1,
  "m365-migration": 0,
};

export const PROJECT_SIMULATOR_ASSUMPTIONS: readonly string[] = [
  `Engineer time is priced at £${ENGINEER_DAY_RATE.low}–£${ENGINEER_DAY_RATE.high} per day, excluding VAT, hardware, licences and third-party costs.`,
  "Durations are in working days (five a week) and phases run one after another; holidays, change freezes and waiting for decisions come on top.",
  "Phases grow with users and sites more slowly than linearly, because the same process and tooling serve each extra user.",
  "Complexity stretches every phase: low by 0.8×, high by 1.4× compared with medium.",
  "Office moves exclude the lead time for a new internet leased line, which is often 30–90 working days; order it first.",
  "This is an indicative plan to start a conversation; a discovery workshop gives a fixed quote.",
];

export type RiskLevel = "Low" | "Medium" | "High";

export interface ProjectPhase {
  name: string;
  description: string;
  durationDays: number;
  /** Working day on which the phase starts, counting from 0. */
  startDay: number;
  effortDays: number;
}

export interface ProjectPlan {
  /** The inputs as used, after sanitising. */
  input: ProjectInput;
  phases: ProjectPhase[];
  totalDays: number;
  /** Whole weeks, rounded up. */
  totalWeeks: number;
  /** Engineer effort in person-days (to the half day). */
  effortDays: number;
  cost: { low: number; high: number };
  riskLevel: RiskLevel;
  riskFactors: string[];
}

export function isProjectTypeId(value: unknown): value is ProjectTypeId {
  return PROJECT_TYPES.some((type) => type.id === value);
}

export function isProjectComplexity(value: unknown): value is ProjectComplexity {
  return PROJECT_COMPLEXITIES.some((complexity) => complexity.id === value);
}

export function projectTypeLabel(projectType: ProjectTypeId): string {
  return PROJECT_TYPES.find((type) => type.id === projectType)?.label ?? projectType;
}

export function sanitiseProjectInput(input: ProjectInput): ProjectInput {
  return {
    projectType: isProjectTypeId(input.projectType)
      ? input.projectType
      : DEFAULT_PROJECT_INPUT.projectType,
    users: clampInteger(input.users, 1, MAX_USERS, DEFAULT_PROJECT_INPUT.users),
    sites: clampInteger(input.sites, 1, MAX_SITES, DEFAULT_PROJECT_INPUT.sites),
    complexity: isProjectComplexity(input.complexity) ? input.complexity : "medium",
  };
}

/** 0 for a handful of users, 1 at 50, about 3.5 at 500 and 6.7 at 5,000: sub-linear. */
export function userScale(users: number): number {
  return Math.log2(1 + clampInteger(users, 1, MAX_USERS, 1) / 50);
}

/** 0 for one site, 1 for two, about 3 for eight. */
export function siteScale(sites: number): number {
  return Math.log2(clampInteger(sites, 1, MAX_SITES, 1));
}

/** Unrounded working days: the elapsed days shown are rounded up, effort is not. */
function phaseDays(template: PhaseTemplate, input: ProjectInput): number {
  return (
    template.baseDays *
    COMPLEXITY_FACTORS[input.complexity] *
    (1 + template.userWeight * (userScale(input.users) - 1)) *
    (1 + template.siteWeight * siteScale(input.sites))
  );
}

/** Whole days, at least one; the tiny epsilon keeps 3.0000000001 from becoming 4. */
function wholeDays(days: number): number {
  return Math.max(1, Math.ceil(days - 1e-9));
}

function riskAssessment(input: ProjectInput): { level: RiskLevel; factors: string[] } {
  const factors: string[] = [];
  let score = 0;
  if (input.complexity === "high") {
    score += 2;
    factors.push("High complexity: legacy systems and integrations bring surprises.");
  } else if (input.complexity === "medium") {
    score += 1;
    factors.push("Medium complexity: some bespoke applications need testing.");
  }
  if (input.users > 1000) {
    score += 2;
    factors.push(`${input.users} users: a large change for the business to absorb.`);
  } else if (input.users > 250) {
    score += 1;
    factors.push(`${input.users} users: several migration batches to coordinate.`);
  }
  if (input.sites > 5) {
    score += 2;
    factors.push(`${input.sites} sites: many locations to coordinate and visit.`);
  } else if (input.sites > 1) {
    score += 1;
    factors.push(`${input.sites} sites: work has to be coordinated across locations.`);
  }
  if (PROJECT_TYPE_RISK[input.projectType] > 0) {
    score += PROJECT_TYPE_RISK[input.projectType];
    factors.push(
      input.projectType === "office-move"
        ? "Office moves depend on third parties such as internet providers and building works."
        : "Cut-overs of core systems carry a risk of downtime if something is missed.",
    );
  }
  if (factors.length === 0)
    factors.push("Small, low-complexity project following a well-tried approach.");
  const level: RiskLevel = score >= 4 ? "High" : score >= 2 ? "Medium" : "Low";
  return { level, factors };
}

export function simulateProject(rawInput: ProjectInput): ProjectPlan {
  const input = sanitiseProjectInput(rawInput);
  // More users means more hands on the busy phases as well as more days.
  const crewScale = 1 + 0.2 * userScale(input.users);
  let startDay = 0;
  const phases = PROJECT_PHASE_TEMPLATES[input.projectType].map((template) => {
    const days = phaseDays(template, input);
    const durationDays = wholeDays(days);
    const phase: ProjectPhase = {
      name: template.name,
      description: template.description,
      durationDays,
      startDay,
      // Engineers are booked by the half day, so a short phase is not charged as a full one.
      effortDays: Math.max(0.5, Math.round(days * template.engineers * crewScale * 2) / 2),
    };
    startDay += durationDays;
    return phase;
  });
  const totalDays = startDay;
  const effortDays = phases.reduce((sum, phase) => sum + phase.effortDays, 0);
  const risk = riskAssessment(input);
  return {
    input,
    phases,
    totalDays,
    totalWeeks: Math.ceil(totalDays / WORKING_DAYS_PER_WEEK),
    effortDays,
    cost: {
      low: Math.round(effortDays * ENGINEER_DAY_RATE.low),
      high: Math.round(effortDays * ENGINEER_DAY_RATE.high),
    },
    riskLevel: risk.level,
    riskFactors: risk.factors,
  };
}

function days(count: number): string {
  return count === 1 ? "1 day" : `${count} days`;
}

export function summariseProject(rawInput: ProjectInput): string {
  const plan = simulateProject(rawInput);
  const { input } = plan;
  const sites = input.sites === 1 ? "1 site" : `${input.sites} sites`;
  const users = input.users === 1 ? "1 user" : `${input.users} users`;
  return [
    `Project simulator: ${projectTypeLabel(input.projectType)}, ${users}, ${sites}, ${input.complexity} complexity.`,
    `Phases: ${plan.phases.map((phase) => `${phase.name} ${days(phase.durationDays)}`).join(", ")}.`,
    `Total: ${plan.totalDays} working days (about ${plan.totalWeeks} weeks), ${plan.effortDays} engineer days, ${formatGbpRange(plan.cost.low, plan.cost.high)} at ${formatGbp(ENGINEER_DAY_RATE.low)}–${formatGbp(ENGINEER_DAY_RATE.high)} a day.`,
    `Risk: ${plan.riskLevel}.`,
  ].join("\n");
}

/** Week 1 is working days 0–4, week 2 days 5–9, and so on. */
export function startWeek(startDay: number): number {
  return Math.floor(Math.max(0, startDay) / WORKING_DAYS_PER_WEEK) + 1;
}

/** Where a phase's bar sits on the timeline, as percentages of the whole project. */
export function phaseBar(
  phase: Pick<ProjectPhase, "startDay" | "durationDays">,
  totalDays: number,
): { offsetPercent: number; widthPercent: number } {
  if (totalDays <= 0) return { offsetPercent: 0, widthPercent: 100 };
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    offsetPercent: round((phase.startDay / totalDays) * 100),
    widthPercent: round((phase.durationDays / totalDays) * 100),
  };
}

/** "1 site", "2,000 users", "15 working days": counts worded the same everywhere. */
export function pluralise(count: number, noun: string): string {
  return `${groupThousands(count)} ${noun}${count === 1 ? "" : "s"}`;
}

/** "21.5" or "1,250": effort to the half day, grouped in thousands. */
export function formatEffort(effortDays: number): string {
  return groupThousands(effortDays, Number.isInteger(effortDays) ? 0 : 1);
}

/**
 * One sentence with the whole result, read out politely when the inputs change, so a
 * screen-reader user hears the new plan without leaving the field they are in.
 */
export function describeProjectPlan(plan: ProjectPlan): string {
  const { input } = plan;
  return `${projectTypeLabel(input.projectType)} for ${pluralise(input.users, "user")} on ${pluralise(input.sites, "site")}: about ${pluralise(plan.totalWeeks, "week")} (${pluralise(plan.totalDays, "working day")}), ${formatEffort(plan.effortDays)} engineer days, ${formatGbpRange(plan.cost.low, plan.cost.high)}, ${plan.riskLevel.toLowerCase()} risk.`;
}

/**
 * What the users or sites field holds, as typed: an empty or unreadable field is NaN, which
 * the plan replaces by the default; the note says what the plan used instead, or "" when it
 * used what was typed.
 */
export function countFieldNote(
  typed: string,
  used: number,
  { min, max, noun }: { min: number; max: number; noun: string },
): string {
  const trimmed = typed.trim();
  const value = Number(trimmed);
  if (trimmed === "" || !Number.isFinite(value))
    return `Enter a whole number from ${min} to ${groupThousands(max)}; the plan uses ${groupThousands(used)} ${noun} meanwhile.`;
  if (value > max) return `The simulator plans for up to ${groupThousands(max)} ${noun}.`;
  if (value < min) return `The simulator plans for at least ${min} ${noun.replace(/s$/, "")}.`;
  if (!Number.isInteger(value)) return `Rounded to ${groupThousands(used)} ${noun}.`;
  return "";
}

/** A typed count as the simulator reads it: empty or not a number gives NaN (→ the default). */
export function parseCount(typed: string): number {
  const trimmed = typed.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

/**
 * Week labels along the timeline: every week on a short project, every second, fourth … on a
 * long one, so at most `maxTicks` labels share the width.
 */
export function timelineWeekTicks(
  totalDays: number,
  maxTicks = 12,
): { week: number; offsetPercent: number }[] {
  const weeks = Math.max(1, Math.ceil(totalDays / WORKING_DAYS_PER_WEEK));
  let every = 1;
  while (Math.ceil(weeks / every) > maxTicks) every *= 2;
  const ticks: { week: number; offsetPercent: number }[] = [];
  for (let week = 1; week <= weeks; week += every) {
    const startDay = (week - 1) * WORKING_DAYS_PER_WEEK;
    ticks.push({
      week,
      offsetPercent: totalDays <= 0 ? 0 : Math.round((startDay / totalDays) * 10_000) / 100,
    });
  }
  return ticks;
}
