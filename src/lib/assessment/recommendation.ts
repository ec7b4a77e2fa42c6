/**
 * The IT assessment's recommendation: from the five answers in content/assessment.json
 * (chosen option index 0..4 per question) to a plan, reasons, priorities and services.
 * The logic relies on the order of the options in that file, which its test checks.
 */

export const ASSESSMENT_QUESTION_IDS = [1, 2, 3, 4, 5] as const;
export type AssessmentQuestionId = (typeof ASSESSMENT_QUESTION_IDS)[number];
export const OPTIONS_PER_QUESTION = 5;

/** A question as stored in content/assessment.json. */
export interface AssessmentQuestion {
  id: number;
  question: string;
  options: readonly string[];
}

/** Chosen option index (0..4) per question id; unanswered questions are absent. */
export type AssessmentAnswers = Partial<Record<AssessmentQuestionId, number>>;
export type CompleteAssessmentAnswers = Record<AssessmentQuestionId, number>;

export const DEFAULT_ASSESSMENT_ANSWERS: AssessmentAnswers = {};

/** The plan names in content/plans.json, smallest first. */
export const PLAN_NAMES = ["Basic", "Standard", "Premium"] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** Service slugs in content/services.json. */
export const SERVICE_SLUGS = [
  "private-generative-ai",
  "cyber-security",
  "cloud-migration",
  "remote-support",
  "managed-it-services",
  "firewall-and-security",
  "cloud-transformation",
  "upgrades-&-migrations",
  "monitoring-&-backup",
  "governance-&-risk",
  "disaster-recovery",
  "it-consulting",
  "lifebuoy",
  "cloud-solutions",
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export interface AssessmentRecommendation {
  plan: PlanName;
  /** 2–4 plain-English reasons for the plan. */
  reasons: string[];
  /** 2–4 priorities, the main concern first. */
  priorities: string[];
  /** 3–4 distinct service slugs, most relevant first. */
  services: ServiceSlug[];
}

export const ASSESSMENT_ASSUMPTIONS: readonly string[] = [
  "The recommendation uses only your five answers; a free consultation looks at your actual systems before anything is agreed.",
  "Company size sets the starting point: Basic up to 10 employees, Standard for 11–50 and Premium from 51.",
  "Advanced or enterprise-level infrastructure needs at least Standard's proactive monitoring; with a security or compliance concern, an established set-up and more than 10 staff, Premium's advanced security suite is suggested.",
  "We never suggest a plan that would take most of your IT budget: under £10,000 a year points to Basic and £10,000–£50,000 to at most Standard.",
];

/** Indices of the options in content/assessment.json, by question. */
const SIZE = { micro: 0, small: 1, medium: 2, large: 3, enterprise: 4 } as const;
const INFRA = { basic: 0, developing: 1, established: 2, advanced: 3, enterprise: 4 } as const;
const CONCERN = { security: 0, reliability: 1, cost: 2, scalability: 3, compliance: 4 } as const;
const SUPPORT = { inHouse: 0, outsourced: 1, mixed: 2, limited: 3, none: 4 } as const;

const SIZE_PHRASES = [
  "up to 10 employees",
  "11–50 employees",
  "51–200 employees",
  "201–1,000 employees",
  "more than 1,000 employees",
] as const;

const INFRA_PHRASES = [
  "basic infrastructure (a few PCs, no central server)",
  "developing infrastructure (shared files and some cloud apps)",
  "established infrastructure (central servers or Microsoft 365 and a managed network)",
  "advanced infrastructure (hybrid cloud, documented processes and security tooling)",
  "enterprise-level infrastructure (multi-site, hybrid cloud and a dedicated IT team)",
] as const;

const BUDGET_PHRASES = [
  "under £10,000",
  "£10,000–£50,000",
  "£50,000–£100,000",
  "£100,000–£500,000",
  "over £500,000",
] as const;

const CONCERN_PRIORITIES = [
  "Strengthen security: multi-factor authentication, endpoint protection, email filtering and staff phishing awareness.",
  "Improve reliability: proactive monitoring, timely patching and regularly tested backups.",
  "Control IT costs: consolidate licences and suppliers and move to a predictable monthly fee.",
  "Prepare to scale: cloud-first systems and standard set-ups so new starters are productive on day one.",
  "Meet compliance requirements: policies, evidence and certifications such as Cyber Essentials, with UK GDPR duties covered.",
] as const;

const CONCERN_SERVICES: readonly (readonly ServiceSlug[])[] = [
  ["cyber-security", "firewall-and-security"],
  ["monitoring-&-backup", "disaster-recovery"],
  ["managed-it-services", "cloud-solutions"],
  ["cloud-transformation", "cloud-solutions"],
  ["governance-&-risk", "cyber-security"],
];

const FALLBACK_SERVICES: readonly ServiceSlug[] = [
  "managed-it-services",
  "monitoring-&-backup",
  "cyber-security",
  "it-consulting",
];

export function isValidAnswer(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < OPTIONS_PER_QUESTION
  );
}

export function isAssessmentComplete(
  answers: AssessmentAnswers,
): answers is CompleteAssessmentAnswers {
  return ASSESSMENT_QUESTION_IDS.every((id) => isValidAnswer(answers[id]));
}

export function answeredCount(answers: AssessmentAnswers): number {
  return ASSESSMENT_QUESTION_IDS.filter((id) => isValidAnswer(answers[id])).length;
}

/** { "Question 1": "11-50 employees", ... } for the answered questions, in question order. */
export function answersToText(
  questions: readonly AssessmentQuestion[],
  answers: AssessmentAnswers,
): Record<string, string> {
  const text: Record<string, string> = {};
  for (const question of [...questions].sort((a, b) => a.id - b.id)) {
    const choice = answers[question.id as AssessmentQuestionId];
    if (isValidAnswer(choice) && choice < question.options.length) {
      text[`Question ${question.id}`] = question.options[choice];
    }
  }
  return text;
}

/** Out-of-range answers are clamped so a tampered form still gets a sensible result. */
function option(answers: CompleteAssessmentAnswers, id: AssessmentQuestionId): number {
  const value = answers[id];
  if (!Number.isFinite(value)) return 0;
  return Math.min(OPTIONS_PER_QUESTION - 1, Math.max(0, Math.round(value)));
}

function choosePlanTier(size: number, infra: number, concern: number, budget: number) {
  let need = size === SIZE.micro ? 0 : size === SIZE.small ? 1 : 2;
  // Advanced environments need Standard's proactive monitoring at the least.
  if (infra >= INFRA.advanced) need = Math.max(need, 1);
  if (infra === INFRA.enterprise && size >= SIZE.small) need = 2;
  // Premium is the plan with the advanced security suite.
  const securityLed = concern === CONCERN.security || concern === CONCERN.compliance;
  if (securityLed && size >= SIZE.small && infra >= INFRA.established) need = 2;
  // Standard is about £9,600 a year and Premium about £18,000, so cap by budget.
  const budgetCap = budget === 0 ? 0 : budget === 1 ? 1 : 2;
  return { need, tier: Math.min(need, budgetCap) };
}

function sizeReason(size: number): string {
  const people = SIZE_PHRASES[size];
  if (size === SIZE.micro) {
    return `With ${people}, remote support, monitoring and cloud backup cover day-to-day needs without paying for more than you use.`;
  }
  if (size === SIZE.small) {
    return `With ${people}, proactive monitoring and a dedicated account manager stop small issues from interrupting the whole team.`;
  }
  return `With ${people}, an outage stops many people at once, so fast response times and round-the-clock support matter.`;
}

function infraReason(infra: number): string {
  const described = INFRA_PHRASES[infra];
  if (infra <= INFRA.developing) {
    return `Your ${described} mainly needs the essentials managed consistently: updates, security and backup.`;
  }
  if (infra === INFRA.established) {
    return `Your ${described} benefits from regular health checks and server and network monitoring.`;
  }
  return `Your ${described} needs proactive monitoring and strong security tooling to stay resilient.`;
}

function supportReason(support: number): string | null {
  switch (support) {
    case SUPPORT.inHouse:
      return "Your in-house team keeps control while we add capacity, out-of-hours cover and specialist skills alongside them.";
    case SUPPORT.mixed:
      return "With support split between staff and providers, a single service desk removes gaps over who does what.";
    case SUPPORT.limited:
      return "With only ad hoc help today, agreed response times stop problems waiting until something breaks.";
    case SUPPORT.none:
      return "With no dedicated IT support today, our service desk becomes your IT department.";
    default:
      return null;
  }
}

function budgetReason(plan: PlanName, budget: number, capped: boolean): string {
  const range = BUDGET_PHRASES[budget];
  return capped
    ? `With an annual IT budget of ${range}, ${plan} keeps support affordable for now; you can move up as the business grows.`
    : `${plan} fits within your annual IT budget of ${range}.`;
}

function priorities(
  size: number,
  infra: number,
  concern: number,
  support: number,
  budget: number,
): string[] {
  const list: string[] = [CONCERN_PRIORITIES[concern]];
  if (support === SUPPORT.limited || support === SUPPORT.none) {
    list.push(
      "Put dependable IT support in place, with agreed response times and a single number to call.",
    );
  } else if (support === SUPPORT.inHouse) {
    list.push("Give your in-house team out-of-hours cover and specialist help when they need it.");
  }
  if (infra <= INFRA.developing) {
    list.push("Modernise the basics: managed devices, Microsoft 365 and automatic cloud backup.");
  }
  if (infra === INFRA.enterprise || size >= SIZE.large) {
    list.push(
      "Keep complex and multi-site systems resilient with a tested disaster recovery plan.",
    );
  }
  if (budget === 0 && concern !== CONCERN.cost) {
    list.push("Spend a tight budget where it reduces risk most.");
  }
  if (list.length < 2) {
    list.push(
      "Review your IT regularly against a costed roadmap so spending follows business goals.",
    );
  }
  return list.slice(0, 4);
}

function services(
  size: number,
  infra: number,
  concern: number,
  support: number,
  budget: number,
): ServiceSlug[] {
  const candidates: ServiceSlug[] = [...CONCERN_SERVICES[concern]];
  if (support === SUPPORT.limited || support === SUPPORT.none) {
    candidates.push("managed-it-services", "remote-support");
  } else if (support === SUPPORT.mixed) {
    candidates.push("managed-it-services");
  } else if (support === SUPPORT.inHouse) {
    candidates.push("it-consulting");
  }
  if (infra <= INFRA.developing) candidates.push("cloud-migration");
  else if (infra === INFRA.established) candidates.push("upgrades-&-migrations");
  else if (concern === CONCERN.scalability) candidates.push("private-generative-ai");
  else candidates.push("cloud-transformation");
  if (size >= SIZE.large || infra === INFRA.enterprise) candidates.push("disaster-recovery");
  // Without a contract or budget, emergency help is the safety net.
  if (budget === 0 && support >= SUPPORT.limited) candidates.push("lifebuoy");
  candidates.push(...FALLBACK_SERVICES);
  return [...new Set(candidates)].slice(0, 4);
}

export function recommendAssessment(answers: CompleteAssessmentAnswers): AssessmentRecommendation {
  const size = option(answers, 1);
  const infra = option(answers, 2);
  const concern = option(answers, 3);
  const support = option(answers, 4);
  const budget = option(answers, 5);
  const { need, tier } = choosePlanTier(size, infra, concern, budget);
  const plan = PLAN_NAMES[tier];
  const reasons = [
    sizeReason(size),
    infraReason(infra),
    supportReason(support),
    budgetReason(plan, budget, tier < need),
  ].filter((reason): reason is string => reason !== null);
  return {
    plan,
    reasons,
    priorities: priorities(size, infra, concern, support, budget),
    services: services(size, infra, concern, support, budget),
  };
}

/**
 * Plain-text answers and recommendation for the sales team and the clipboard. Service
 * titles are used when given (from content/services.json), otherwise the slugs.
 */
export function summariseAssessment(
  questions: readonly AssessmentQuestion[],
  answers: AssessmentAnswers,
  serviceTitles: readonly { slug: string; title: string }[] = [],
): string {
  const lines = ["IT assessment answers:"];
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const [key, text] of Object.entries(answersToText(questions, answers))) {
    const id = Number(key.replace("Question ", ""));
    lines.push(`${byId.get(id)?.question ?? key} ${text}`);
  }
  if (!isAssessmentComplete(answers)) {
    lines.push(
      `Assessment incomplete: ${answeredCount(answers)} of ${ASSESSMENT_QUESTION_IDS.length} questions answered.`,
    );
    return lines.join("\n");
  }
  const result = recommendAssessment(answers);
  const title = (slug: string) =>
    serviceTitles.find((service) => service.slug === slug)?.title ?? slug;
  lines.push(`Recommended plan: ${result.plan}.`);
  lines.push(`Why: ${result.reasons.join(" ")}`);
  lines.push(`Priorities: ${result.priorities.join(" ")}`);
  lines.push(`Suggested services: ${result.services.map(title).join(", ")}.`);
  return lines.join("\n");
}
