/**
 * Compliance cost estimator: a first-year and yearly ongoing cost range for the
 * frameworks a UK SME is working towards, plus what non-compliance can cost.
 * The figures are planning ranges from typical UK SME engagements (consultancy,
 * certification-body and scheme fees), not quotes.
 */
import { CALCULATOR_SECTORS, type SectorValue } from "../industries";
import {
  clampInteger,
  clampNumber,
  formatGbp,
  formatGbpRange,
  formatGbpShort,
  groupThousands,
  type NumberFieldRules,
} from "./numbers";

export type SectorId = SectorValue;

/** The calculators' sectors (the industries and their own, see ../industries) as select options. */
export const SECTORS: readonly { id: SectorId; label: string }[] = CALCULATOR_SECTORS.map(
  ({ value, label }) => ({ id: value, label }),
);

export const COMPLIANCE_FRAMEWORKS = [
  { id: "gdpr", label: "UK GDPR" },
  { id: "iso-27001", label: "ISO 27001" },
  { id: "cyber-essentials", label: "Cyber Essentials" },
  { id: "pci-dss", label: "PCI DSS" },
  { id: "soc-2", label: "SOC 2" },
  { id: "hipaa", label: "HIPAA" },
  { id: "nist-csf", label: "NIST CSF" },
] as const;

export type FrameworkId = (typeof COMPLIANCE_FRAMEWORKS)[number]["id"];

/** One line per framework, so a visitor can tell which ones apply to them. */
export const FRAMEWORK_DESCRIPTIONS: Readonly<Record<FrameworkId, string>> = {
  gdpr: "Data protection law for anyone handling personal data of people in the UK.",
  "iso-27001": "International certification of an information security management system.",
  "cyber-essentials": "UK government-backed certification of five basic technical controls.",
  "pci-dss": "The card industry's standard for businesses that take or store card payments.",
  "soc-2": "A US auditor's report on your security controls, often asked for by US customers.",
  hipaa: "US law protecting the health information of US patients.",
  "nist-csf": "A US framework for managing cyber security risk; there is no certificate.",
};

export const MATURITY_LEVELS = [
  {
    id: "none",
    label: "None",
    description:
      "No written security policies or formal controls; problems are dealt with as they come up.",
  },
  {
    id: "basic",
    label: "Basic",
    description:
      "Some good practice (antivirus, backups, a password policy), but little is documented or checked.",
  },
  {
    id: "developing",
    label: "Developing",
    description:
      "Key policies and controls are in place and partly documented, with some evidence that they work.",
  },
  {
    id: "established",
    label: "Established",
    description:
      "Documented, regularly reviewed controls with evidence to hand, perhaps already certified to another standard.",
  },
] as const;

export type MaturityId = (typeof MATURITY_LEVELS)[number]["id"];

export const COST_CATEGORIES = [
  { id: "gapAssessment", label: "Gap assessment and internal audit" },
  { id: "policyWork", label: "Policies and documentation" },
  { id: "tooling", label: "Tooling" },
  { id: "training", label: "Training" },
  { id: "audit", label: "Audit and certification" },
] as const;

export type CostCategoryId = (typeof COST_CATEGORIES)[number]["id"];

export interface CostRange {
  low: number;
  high: number;
}

export type CostBreakdown = Record<CostCategoryId, CostRange>;

export interface ComplianceCostInput {
  employees: number;
  /** Annual worldwide turnover in GBP. */
  annualTurnover: number;
  sector: SectorId;
  frameworks: readonly FrameworkId[];
  maturity: MaturityId;
  /** Adds the independently tested Cyber Essentials Plus audit (only with Cyber Essentials). */
  cyberEssentialsPlus: boolean;
}

export const DEFAULT_COMPLIANCE_COST_INPUT: ComplianceCostInput = {
  employees: 50,
  annualTurnover: 5_000_000,
  sector: "professional-services",
  frameworks: ["gdpr", "cyber-essentials"],
  maturity: "basic",
  cyberEssentialsPlus: false,
};

export const MAX_EMPLOYEES = 100_000;
export const MAX_TURNOVER = 1_000_000_000_000;

/** The number fields of the form as typed: the page checks them with these rules. */
export const COMPLIANCE_FIELD_RULES: NumberFieldRules<"employees" | "annualTurnover"> = {
  employees: { noun: "the number of employees", min: 1, max: MAX_EMPLOYEES, integer: true },
  annualTurnover: {
    noun: "your annual turnover",
    min: 0,
    max: MAX_TURNOVER,
    format: formatGbp,
  },
};

/** Headcount the baselines below are written for. */
export const REFERENCE_EMPLOYEES = 50;

type Band = readonly [low: number, high: number];
type BandBreakdown = Readonly<Record<CostCategoryId, Band>>;

export interface FrameworkCostBaseline {
  /** Cost for a 50-person organisation starting from no maturity, before overlap discounts. */
  firstYear: BandBreakdown;
  /** Yearly cost to stay compliant (for ISO 27001, averaged over the three-year audit cycle). */
  ongoing: BandBreakdown;
}

/**
 * Typical UK SME costs at 50 employees, including external consultancy time.
 * ISO 27001: £15k–£40k in the first year, with stage 1 and 2 certification audits
 * of about £5k–£12k. SOC 2 Type II: £20k–£60k+ with a £8k–£25k audit. Cyber Essentials
 * has its scheme fee added separately, and UK GDPR the ICO data protection fee.
 */
export const FRAMEWORK_COST_BASELINES: Readonly<Record<FrameworkId, FrameworkCostBaseline>> = {
  gdpr: {
    firstYear: {
      gapAssessment: [1500, 4000],
      policyWork: [1500, 5000],
      tooling: [500, 2500],
      training: [500, 1500],
      audit: [0, 2000],
    },
    ongoing: {
      gapAssessment: [500, 1500],
      policyWork: [500, 1500],
      tooling: [500, 2500],
      training: [300, 1000],
      audit: [0, 2000],
    },
  },
  "iso-27001": {
    firstYear: {
      gapAssessment: [2000, 5000],
      policyWork: [5000, 14000],
      tooling: [2000, 6000],
      training: [1000, 3000],
      audit: [5000, 12000],
    },
    ongoing: {
      gapAssessment: [1500, 4000],
      policyWork: [1500, 4000],
      tooling: [2000, 6000],
      training: [500, 1500],
      audit: [3500, 8000],
    },
  },
  "cyber-essentials": {
    firstYear: {
      gapAssessment: [500, 1500],
      policyWork: [250, 1000],
      tooling: [250, 1500],
      training: [0, 500],
      audit: [0, 0],
    },
    ongoing: {
      gapAssessment: [250, 750],
      policyWork: [100, 500],
      tooling: [250, 1500],
      training: [0, 500],
      audit: [0, 0],
    },
  },
  "pci-dss": {
    firstYear: {
      gapAssessment: [1500, 4000],
      policyWork: [1500, 4000],
      tooling: [1000, 5000],
      training: [500, 1500],
      audit: [500, 5000],
    },
    ongoing: {
      gapAssessment: [500, 2000],
      policyWork: [500, 1500],
      tooling: [1000, 5000],
      training: [300, 1000],
      audit: [500, 5000],
    },
  },
  "soc-2": {
    firstYear: {
      gapAssessment: [3000, 8000],
      policyWork: [4000, 10000],
      tooling: [5000, 15000],
      training: [1000, 3000],
      audit: [8000, 25000],
    },
    ongoing: {
      gapAssessment: [1500, 4000],
      policyWork: [1500, 4000],
      tooling: [5000, 15000],
      training: [500, 1500],
      audit: [8000, 25000],
    },
  },
  hipaa: {
    firstYear: {
      gapAssessment: [2000, 6000],
      policyWork: [2000, 6000],
      tooling: [1000, 4000],
      training: [500, 2000],
      audit: [0, 3000],
    },
    ongoing: {
      gapAssessment: [1000, 3000],
      policyWork: [1000, 2500],
      tooling: [1000, 4000],
      training: [500, 1500],
      audit: [0, 3000],
    },
  },
  "nist-csf": {
    firstYear: {
      gapAssessment: [2000, 6000],
      policyWork: [2000, 6000],
      tooling: [1000, 5000],
      training: [500, 1500],
      audit: [0, 2000],
    },
    ongoing: {
      gapAssessment: [1000, 3000],
      policyWork: [1000, 2500],
      tooling: [1000, 5000],
      training: [500, 1500],
      audit: [0, 2000],
    },
  },
};

/** Cyber Essentials Plus technical audit at 50 employees ("a few thousand pounds"), scaled like the rest. */
export const CYBER_ESSENTIALS_PLUS_AUDIT: Band = [1500, 4000];

/**
 * How much of the preparation work still has to be done at each maturity. Audit fees
 * are not reduced: the certification body charges the same whoever you are.
 */
export const MATURITY_WORK_FACTORS: Readonly<
  Record<MaturityId, { firstYear: number; ongoing: number }>
> = {
  none: { firstYear: 1, ongoing: 1 },
  basic: { firstYear: 0.85, ongoing: 0.95 },
  developing: { firstYear: 0.65, ongoing: 0.85 },
  established: { firstYear: 0.45, ongoing: 0.75 },
};

/** Regulated sectors need more evidence and sector-specific policy work. */
export const SECTOR_WORK_FACTORS: Readonly<Record<SectorId, number>> = {
  "professional-services": 1,
  healthcare: 1.1,
  finance: 1.15,
  retail: 1,
  manufacturing: 1,
  technology: 1,
  education: 1,
  "public-sector": 1.1,
  other: 1,
};

/**
 * Frameworks share controls, so work done for one counts towards another. Frameworks
 * are costed in this order (largest programme first); each later one is discounted by
 * the largest share it has in common with any earlier selected one.
 */
export const FRAMEWORK_COSTING_ORDER: readonly FrameworkId[] = [
  "soc-2",
  "iso-27001",
  "pci-dss",
  "hipaa",
  "nist-csf",
  "gdpr",
  "cyber-essentials",
];

/**
 * FRAMEWORK_OVERLAP[later][earlier]: the share of the later framework's preparation work
 * that the earlier one already covers. ISO 27001's Annex A covers most Cyber Essentials
 * controls and UK GDPR's security-of-processing duty; SOC 2 and ISO 27001 map closely.
 */
export const FRAMEWORK_OVERLAP: Readonly<
  Partial<Record<FrameworkId, Partial<Record<FrameworkId, number>>>>
> = {
  "iso-27001": { "soc-2": 0.3 },
  "pci-dss": { "soc-2": 0.2, "iso-27001": 0.25 },
  hipaa: { "soc-2": 0.3, "iso-27001": 0.25, "pci-dss": 0.1 },
  "nist-csf": { "soc-2": 0.35, "iso-27001": 0.4, "pci-dss": 0.15, hipaa: 0.2 },
  gdpr: { "soc-2": 0.15, "iso-27001": 0.25, "pci-dss": 0.1, hipaa: 0.2, "nist-csf": 0.1 },
  "cyber-essentials": {
    "soc-2": 0.35,
    "iso-27001": 0.5,
    "pci-dss": 0.3,
    hipaa: 0.15,
    "nist-csf": 0.4,
    gdpr: 0.1,
  },
};

/** No overlap removes more than half the work: every framework has its own evidence to produce. */
export const MAX_OVERLAP_DISCOUNT = 0.5;

/** UK GDPR / Data Protection Act 2018 maximum fines (higher and standard tiers). */
export const UK_GDPR_HIGHER_MAXIMUM = { fixed: 17_500_000, turnoverShare: 0.04 } as const;
export const UK_GDPR_STANDARD_MAXIMUM = { fixed: 8_700_000, turnoverShare: 0.02 } as const;

/** Monthly PCI non-compliance fees UK acquirers typically add until you validate. */
export const PCI_NON_COMPLIANCE_FEE_PER_MONTH: CostRange = { low: 10, high: 50 };

export const COMPLIANCE_COST_ASSUMPTIONS: readonly string[] = [
  "Costs are planning ranges for UK SMEs, including external consultancy, and exclude VAT and your own staff time.",
  "Preparation work grows more slowly than headcount: a 250-person firm pays roughly twice what a 50-person firm pays, not five times as much.",
  "Higher maturity reduces preparation work (down to about 45% of it in the first year for an established organisation); certification and audit fees are not reduced.",
  "Frameworks share controls, so each additional framework is discounted by the work it has in common with those already selected (for example ISO 27001 covers about half of the Cyber Essentials effort), by at most 50%.",
  "ISO 27001 for a 50-person firm typically costs £15,000–£40,000 in the first year, including a certification audit of about £5,000–£12,000; its ongoing cost averages surveillance and recertification audits over the three-year cycle.",
  "SOC 2 means a Type II report, typically £20,000–£60,000 or more in the first year including the auditor's fee.",
  "Cyber Essentials scheme fees are about £320 (up to 9 staff), £400 (10–49), £450 (50–249) and £500 (250 or more) a year excluding VAT; Cyber Essentials Plus adds an independent technical audit of a few thousand pounds.",
  "UK GDPR includes the ICO data protection fee: £52 (tier 1), £78 (tier 2) or £3,763 (tier 3) a year since February 2025.",
  "PCI DSS assumes you validate with a Self-Assessment Questionnaire and quarterly ASV scans; merchants needing a full Report on Compliance by a QSA will pay considerably more.",
  "UK GDPR maximum fines: the greater of £17.5 million or 4% of annual worldwide turnover (higher maximum), or of £8.7 million or 2% (standard maximum).",
];

export interface FrameworkCostLine {
  frameworkId: FrameworkId;
  label: string;
  firstYear: CostBreakdown;
  firstYearTotal: CostRange;
  ongoing: CostBreakdown;
  ongoingTotal: CostRange;
  /** Share of the preparation work taken off for overlap, 0..50 (%). */
  overlapDiscountPercent: number;
  /** The framework that overlap comes from, if any. */
  overlapWith: FrameworkId | null;
}

export interface ComplianceExposure {
  /** Greater of £17.5m or 4% of turnover. */
  gdprHigherMaximumFine: number;
  /** Greater of £8.7m or 2% of turnover. */
  gdprStandardMaximumFine: number;
  /** Only when PCI DSS is selected. */
  pciNonComplianceFeePerMonth: CostRange | null;
  notes: string[];
}

export interface ComplianceCostResult {
  /** The inputs as used, after sanitising. */
  input: ComplianceCostInput;
  firstYear: CostBreakdown;
  firstYearTotal: CostRange;
  ongoing: CostBreakdown;
  ongoingTotal: CostRange;
  frameworks: FrameworkCostLine[];
  exposure: ComplianceExposure;
}

export function isSectorId(value: unknown): value is SectorId {
  return SECTORS.some((sector) => sector.id === value);
}

export function isFrameworkId(value: unknown): value is FrameworkId {
  return COMPLIANCE_FRAMEWORKS.some((framework) => framework.id === value);
}

export function isMaturityId(value: unknown): value is MaturityId {
  return MATURITY_LEVELS.some((level) => level.id === value);
}

export function sectorLabel(sector: SectorId): string {
  return SECTORS.find((entry) => entry.id === sector)?.label ?? "Other";
}

export function frameworkLabel(framework: FrameworkId): string {
  return COMPLIANCE_FRAMEWORKS.find((entry) => entry.id === framework)?.label ?? framework;
}

export function maturityLabel(maturity: MaturityId): string {
  return MATURITY_LEVELS.find((entry) => entry.id === maturity)?.label ?? "None";
}

export function sanitiseComplianceCostInput(input: ComplianceCostInput): ComplianceCostInput {
  const frameworks = Array.isArray(input.frameworks) ? input.frameworks : [];
  return {
    employees: clampInteger(
      input.employees,
      1,
      MAX_EMPLOYEES,
      DEFAULT_COMPLIANCE_COST_INPUT.employees,
    ),
    annualTurnover: clampNumber(input.annualTurnover, 0, MAX_TURNOVER, 0),
    sector: isSectorId(input.sector) ? input.sector : "other",
    // Canonical order and no duplicates, so the same choice always gives the same result.
    frameworks: COMPLIANCE_FRAMEWORKS.map((f) => f.id).filter((id) => frameworks.includes(id)),
    maturity: isMaturityId(input.maturity) ? input.maturity : "none",
    cyberEssentialsPlus: input.cyberEssentialsPlus === true,
  };
}

/**
 * Size multiplier against a 50-person organisation: ((employees + 20) / 70)^0.45.
 * Fixed costs dominate for small firms (1 person ≈ 0.58) and effort grows sub-linearly
 * (250 ≈ 1.8, 1,000 ≈ 3.3).
 */
export function complianceSizeFactor(employees: number): number {
  const people = clampNumber(employees, 1, MAX_EMPLOYEES, REFERENCE_EMPLOYEES);
  return Math.pow((people + 20) / (REFERENCE_EMPLOYEES + 20), 0.45);
}

/** Cyber Essentials assessment fee (excluding VAT), set by IASME by organisation size. */
export function cyberEssentialsFee(employees: number): number {
  const people = clampNumber(employees, 1, MAX_EMPLOYEES, REFERENCE_EMPLOYEES);
  if (people < 10) return 320;
  if (people < 50) return 400;
  if (people < 250) return 450;
  return 500;
}

/**
 * ICO data protection fee from 17 February 2025. Tier 1: turnover up to £632,000 or no
 * more than 10 staff; tier 2: turnover up to £36 million or no more than 250 staff;
 * otherwise tier 3.
 */
export function icoDataProtectionFee(employees: number, annualTurnover: number): number {
  const people = clampNumber(employees, 1, MAX_EMPLOYEES, REFERENCE_EMPLOYEES);
  const turnover = clampNumber(annualTurnover, 0, MAX_TURNOVER, 0);
  if (turnover <= 632_000 || people <= 10) return 52;
  if (turnover <= 36_000_000 || people <= 250) return 78;
  return 3763;
}

export function gdprMaximumFines(annualTurnover: number): { higher: number; standard: number } {
  const turnover = clampNumber(annualTurnover, 0, MAX_TURNOVER, 0);
  return {
    higher: Math.max(
      UK_GDPR_HIGHER_MAXIMUM.fixed,
      Math.round(turnover * UK_GDPR_HIGHER_MAXIMUM.turnoverShare),
    ),
    standard: Math.max(
      UK_GDPR_STANDARD_MAXIMUM.fixed,
      Math.round(turnover * UK_GDPR_STANDARD_MAXIMUM.turnoverShare),
    ),
  };
}

/** The discount a framework gets from the frameworks costed before it. */
export function overlapDiscount(
  framework: FrameworkId,
  selected: readonly FrameworkId[],
): { discount: number; overlapWith: FrameworkId | null } {
  const position = FRAMEWORK_COSTING_ORDER.indexOf(framework);
  let discount = 0;
  let overlapWith: FrameworkId | null = null;
  for (const earlier of FRAMEWORK_COSTING_ORDER.slice(0, position)) {
    const share = FRAMEWORK_OVERLAP[framework]?.[earlier] ?? 0;
    if (selected.includes(earlier) && share > discount) {
      discount = share;
      overlapWith = earlier;
    }
  }
  return { discount: Math.min(discount, MAX_OVERLAP_DISCOUNT), overlapWith };
}

/** Nearest £10: estimates should not look more precise than they are. */
function roundPounds(value: number): number {
  return Math.round(value / 10) * 10;
}

const WORK_CATEGORIES: readonly CostCategoryId[] = [
  "gapAssessment",
  "policyWork",
  "tooling",
  "training",
];

function emptyBreakdown(): CostBreakdown {
  return {
    gapAssessment: { low: 0, high: 0 },
    policyWork: { low: 0, high: 0 },
    tooling: { low: 0, high: 0 },
    training: { low: 0, high: 0 },
    audit: { low: 0, high: 0 },
  };
}

function totalOf(breakdown: CostBreakdown): CostRange {
  return COST_CATEGORIES.reduce<CostRange>(
    (sum, category) => ({
      low: sum.low + breakdown[category.id].low,
      high: sum.high + breakdown[category.id].high,
    }),
    { low: 0, high: 0 },
  );
}

function addInto(target: CostBreakdown, source: CostBreakdown): void {
  for (const category of COST_CATEGORIES) {
    target[category.id].low += source[category.id].low;
    target[category.id].high += source[category.id].high;
  }
}

function costBreakdown(
  bands: BandBreakdown,
  sizeFactor: number,
  workFactor: number,
  fixedAuditFee: number,
  extraAudit: Band,
): CostBreakdown {
  const breakdown = emptyBreakdown();
  for (const category of COST_CATEGORIES) {
    const [low, high] = bands[category.id];
    const isWork = WORK_CATEGORIES.includes(category.id);
    const factor = sizeFactor * (isWork ? workFactor : 1);
    const extra: Band = category.id === "audit" ? extraAudit : [0, 0];
    const fee = category.id === "audit" ? fixedAuditFee : 0;
    breakdown[category.id] = {
      low: roundPounds((low + extra[0]) * factor) + fee,
      high: roundPounds((high + extra[1]) * factor) + fee,
    };
  }
  return breakdown;
}

function frameworkCostLine(framework: FrameworkId, input: ComplianceCostInput): FrameworkCostLine {
  const baseline = FRAMEWORK_COST_BASELINES[framework];
  const sizeFactor = complianceSizeFactor(input.employees);
  const { discount, overlapWith } = overlapDiscount(framework, input.frameworks);
  const maturity = MATURITY_WORK_FACTORS[input.maturity];
  const sector = SECTOR_WORK_FACTORS[input.sector];
  let fixedFee = 0;
  let extraAudit: Band = [0, 0];
  if (framework === "cyber-essentials") {
    fixedFee = cyberEssentialsFee(input.employees);
    if (input.cyberEssentialsPlus) extraAudit = CYBER_ESSENTIALS_PLUS_AUDIT;
  } else if (framework === "gdpr") {
    fixedFee = icoDataProtectionFee(input.employees, input.annualTurnover);
  }
  const firstYear = costBreakdown(
    baseline.firstYear,
    sizeFactor,
    maturity.firstYear * sector * (1 - discount),
    fixedFee,
    extraAudit,
  );
  const ongoing = costBreakdown(
    baseline.ongoing,
    sizeFactor,
    maturity.ongoing * sector * (1 - discount),
    fixedFee,
    extraAudit,
  );
  return {
    frameworkId: framework,
    label: frameworkLabel(framework),
    firstYear,
    firstYearTotal: totalOf(firstYear),
    ongoing,
    ongoingTotal: totalOf(ongoing),
    overlapDiscountPercent: Math.round(discount * 100),
    overlapWith,
  };
}

function exposureNotes(
  input: ComplianceCostInput,
  fines: { higher: number; standard: number },
): string[] {
  const has = (framework: FrameworkId): boolean => input.frameworks.includes(framework);
  const notes = [
    `UK GDPR: fines can reach ${formatGbp(fines.higher)} (the greater of £17.5 million or 4% of annual worldwide turnover) for the most serious breaches, and ${formatGbp(fines.standard)} (the greater of £8.7 million or 2%) for others. Actual ICO fines are usually far lower, but breach costs and lost trust are not.`,
  ];
  if (has("pci-dss")) {
    notes.push(
      "PCI DSS: acquirers typically add a non-compliance fee of about £10–£50 a month until you validate, and after a card data breach can pass on card scheme fines, forensic investigation and card reissue costs, or stop you taking cards.",
    );
  } else if (input.sector === "retail") {
    notes.push(
      "If you take card payments, PCI DSS applies to you whether or not you select it here; acquirers charge monthly non-compliance fees until you validate.",
    );
  }
  if (has("cyber-essentials") || input.sector === "public-sector") {
    notes.push(
      "Cyber Essentials is required for UK central government contracts that handle personal information or provide certain ICT services, and many councils, NHS bodies and larger customers ask for it.",
    );
  }
  if (has("iso-27001") || has("soc-2")) {
    notes.push(
      "ISO 27001 and SOC 2 carry no fines; the exposure is losing or delaying contracts with customers who require the certificate or report.",
    );
  }
  if (has("hipaa")) {
    notes.push(
      "HIPAA applies only if you handle US patients' health information, usually as a business associate of a US healthcare organisation; US civil penalties are set per violation.",
    );
  }
  if (input.sector === "healthcare") {
    notes.push(
      "Organisations with access to NHS patient data and systems must complete the NHS Data Security and Protection Toolkit every year.",
    );
  } else if (input.sector === "finance") {
    notes.push(
      "FCA-regulated firms must also meet the FCA's operational resilience and systems and controls expectations, which regulators enforce separately.",
    );
  }
  return notes;
}

export function estimateComplianceCost(rawInput: ComplianceCostInput): ComplianceCostResult {
  const input = sanitiseComplianceCostInput(rawInput);
  const frameworks = FRAMEWORK_COSTING_ORDER.filter((id) => input.frameworks.includes(id)).map(
    (id) => frameworkCostLine(id, input),
  );
  const firstYear = emptyBreakdown();
  const ongoing = emptyBreakdown();
  for (const line of frameworks) {
    addInto(firstYear, line.firstYear);
    addInto(ongoing, line.ongoing);
  }
  const fines = gdprMaximumFines(input.annualTurnover);
  // Lines in the order the visitor sees the frameworks listed.
  const ordered = input.frameworks
    .map((id) => frameworks.find((line) => line.frameworkId === id))
    .filter((line): line is FrameworkCostLine => line !== undefined);
  return {
    input,
    firstYear,
    firstYearTotal: totalOf(firstYear),
    ongoing,
    ongoingTotal: totalOf(ongoing),
    frameworks: ordered,
    exposure: {
      gdprHigherMaximumFine: fines.higher,
      gdprStandardMaximumFine: fines.standard,
      pciNonComplianceFeePerMonth: input.frameworks.includes("pci-dss")
        ? { ...PCI_NON_COMPLIANCE_FEE_PER_MONTH }
        : null,
      notes: exposureNotes(input, fines),
    },
  };
}

export function summariseComplianceCost(rawInput: ComplianceCostInput): string {
  const result = estimateComplianceCost(rawInput);
  const { input } = result;
  const lines = [
    `Compliance cost estimate: ${input.employees} employees, ${formatGbp(input.annualTurnover)} turnover, ${sectorLabel(input.sector)}, current maturity ${maturityLabel(input.maturity)}.`,
  ];
  if (result.frameworks.length === 0) {
    lines.push("Frameworks: none selected.");
  } else {
    const plus = input.cyberEssentialsPlus && input.frameworks.includes("cyber-essentials");
    lines.push(
      `Frameworks: ${result.frameworks
        .map((line) =>
          line.frameworkId === "cyber-essentials" && plus ? "Cyber Essentials Plus" : line.label,
        )
        .join(", ")}.`,
    );
    lines.push(
      `First year: ${formatGbpRange(result.firstYearTotal.low, result.firstYearTotal.high)}; then ${formatGbpRange(result.ongoingTotal.low, result.ongoingTotal.high)} a year.`,
    );
  }
  lines.push(`UK GDPR maximum fine: ${formatGbp(result.exposure.gdprHigherMaximumFine)}.`);
  return lines.join("\n");
}

/** One sentence for screen readers once the visitor stops changing the form. */
export function complianceCostHeadline(rawInput: ComplianceCostInput): string {
  const result = estimateComplianceCost(rawInput);
  const fine = `The UK GDPR higher maximum fine for your turnover is ${formatGbpShort(result.exposure.gdprHigherMaximumFine)}.`;
  if (result.frameworks.length === 0) return `Select at least one framework to see costs. ${fine}`;
  const count = result.frameworks.length;
  return `${count} ${count === 1 ? "framework" : "frameworks"}: first year ${formatGbpRange(result.firstYearTotal.low, result.firstYearTotal.high)}, then ${formatGbpRange(result.ongoingTotal.low, result.ongoingTotal.high)} a year. ${fine}`;
}

/** The first-year cost as a share of turnover (low and high), or null without turnover. */
export function firstYearShareOfTurnover(result: ComplianceCostResult): CostRange | null {
  const turnover = result.input.annualTurnover;
  if (turnover <= 0) return null;
  return { low: result.firstYearTotal.low / turnover, high: result.firstYearTotal.high / turnover };
}

/**
 * The first-year cost (its high end) set against the UK GDPR higher maximum fine, in words a
 * person weighs: both amounts, and "about N times" only while N is small enough to picture
 * (a ratio such as "1,027 times" reads as noise). Null without a cost or when the fine is smaller.
 */
export function fineComparison(result: ComplianceCostResult): string | null {
  const cost = result.firstYearTotal.high;
  const fine = result.exposure.gdprHigherMaximumFine;
  if (cost <= 0 || fine < cost) return null;
  const times = fine / cost;
  const scale =
    times >= 10
      ? "more than ten times"
      : times >= 1.5
        ? `about ${Math.round(times)} times`
        : "about";
  return `The UK GDPR higher maximum fine for your turnover, ${formatGbpShort(fine)}, is ${scale} the top of your first-year estimate, ${formatGbpShort(cost)}.`;
}

/** A small share of turnover as a percentage range: 0.00094..0.0034 → "0.094%–0.34%". */
export function formatShareRange(low: number, high: number): string {
  const write = (share: number): string => {
    // Capped so a tiny turnover cannot push the digits into exponent notation.
    const percent = Number.isFinite(share) && share > 0 ? Math.min(share, 1e6) * 100 : 0;
    // Two significant figures below 10%, so tiny shares do not all read "0%".
    const places = percent >= 10 ? 0 : percent >= 1 ? 1 : percent >= 0.1 ? 2 : 3;
    const text = groupThousands(Number(percent.toFixed(places)), places);
    return `${places > 0 ? text.replace(/\.?0+$/, "") : text}%`;
  };
  return write(low) === write(high) ? write(low) : `${write(low)}–${write(high)}`;
}
