/**
 * The one list of industries a visitor picks from. The contact form offers the requirements'
 * seven, in their order; the budget and compliance cost calculators offer the same seven plus
 * the sectors in CALCULATOR_ONLY_SECTORS. The home page's "Industries We Serve"
 * (content/industries.json) is editable marketing copy about the sectors the company serves,
 * not a list a visitor picks from, so it is not derived from this one.
 */

export const INDUSTRY_OPTIONS = [
  { value: "technology", label: "Technology" },
  { value: "healthcare", label: "Healthcare" },
  { value: "finance", label: "Finance" },
  { value: "retail", label: "Retail" },
  { value: "manufacturing", label: "Manufacturing" },
  { value: "education", label: "Education" },
  { value: "other", label: "Other" },
] as const;

export type IndustryValue = (typeof INDUSTRY_OPTIONS)[number]["value"];

/**
 * Sectors only the calculators offer, on purpose: their IT-spend benchmarks and compliance
 * costs differ from "Other", while the contact form's options are fixed by the requirements
 * (and the lead store keeps those values).
 */
export const CALCULATOR_ONLY_SECTORS = [
  { value: "professional-services", label: "Professional services" },
  { value: "public-sector", label: "Public sector" },
] as const;

export type SectorValue = IndustryValue | (typeof CALCULATOR_ONLY_SECTORS)[number]["value"];

const OTHER = INDUSTRY_OPTIONS.filter((option) => option.value === "other");

/** The calculators' sectors: every industry, then the calculators' own, with "Other" last. */
export const CALCULATOR_SECTORS: readonly { value: SectorValue; label: string }[] = [
  ...INDUSTRY_OPTIONS.filter((option) => option.value !== "other"),
  ...CALCULATOR_ONLY_SECTORS,
  ...OTHER,
];
