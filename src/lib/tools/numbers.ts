/**
 * Shared helpers for the business tools: form inputs arrive as whatever the
 * visitor typed (NaN, negative, absurdly large), so every tool runs its inputs
 * through these before calculating, and formats money the same way.
 */

/**
 * Keeps a number inside min..max. NaN (an empty or unreadable field) becomes the
 * fallback; infinities clamp to the nearest bound like any other huge value.
 */
export function clampNumber(value: number, min: number, max: number, fallback: number): number {
  if (Number.isNaN(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** As clampNumber, then rounded to a whole number (people, sites, users). */
export function clampInteger(value: number, min: number, max: number, fallback: number): number {
  return Math.round(clampNumber(value, min, max, fallback));
}

/** "12345.6" → "12,346"; digits grouped in threes without relying on the runtime's locale data. */
export function groupThousands(value: number, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** Whole pounds: 1499 → "£1,499"; -250 → "-£250". */
export function formatGbp(pounds: number): string {
  const rounded = Math.round(Number.isFinite(pounds) ? pounds : 0);
  return rounded < 0 ? `-£${groupThousands(-rounded)}` : `£${groupThousands(rounded)}`;
}

/** A range of pounds, shown as "£15,000–£40,000" (or one figure when both ends agree). */
export function formatGbpRange(low: number, high: number): string {
  return Math.round(low) === Math.round(high)
    ? formatGbp(low)
    : `${formatGbp(low)}–${formatGbp(high)}`;
}

/** How one number field of a tool is checked, and how its messages name it. */
export interface NumberFieldRule {
  /** The value as the messages name it: "an uptime percentage", "the number of employees". */
  noun: string;
  min: number;
  max: number;
  /** Whole numbers only (people). */
  integer?: boolean;
  /** How the bounds are written in messages: 1000000 → "£1,000,000". */
  format?: (value: number) => string;
}

export type NumberFieldCheck = { value: number; error: null } | { value: null; error: string };

/**
 * Reads what the visitor typed into a number field: grouping commas, spaces, a leading "£" and
 * a trailing "%" are allowed (people paste "£2,500,000"); anything else unreadable, empty or out
 * of range gives the message to show beside the field instead of a value.
 */
export function checkNumberField(text: string, rule: NumberFieldRule): NumberFieldCheck {
  const format = rule.format ?? ((value: number) => groupThousands(value, decimalsIn(value)));
  const cleaned = String(text).trim().replace(/^£/, "").replace(/%$/, "").replace(/[,\s]/g, "");
  if (cleaned === "") return { value: null, error: `Enter ${rule.noun}.` };
  const value = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)
    ? Number(cleaned)
    : Number.NaN;
  if (!Number.isFinite(value)) return { value: null, error: `Enter ${rule.noun} as a number.` };
  if (value < rule.min || value > rule.max) {
    return {
      value: null,
      error: `Enter ${rule.noun} between ${format(rule.min)} and ${format(rule.max)}.`,
    };
  }
  if (rule.integer && !Number.isInteger(value)) {
    return { value: null, error: `Enter ${rule.noun} as a whole number.` };
  }
  return { value, error: null };
}

/** Decimal places a bound needs to be written exactly (99.99 → 2), at most six. */
function decimalsIn(value: number): number {
  for (let places = 0; places < 6; places += 1) {
    if (Number(value.toFixed(places)) === value) return places;
  }
  return 6;
}

export type NumberFieldRules<Field extends string> = Readonly<Record<Field, NumberFieldRule>>;

export interface NumberFieldsCheck<Field extends string> {
  /** Every field's number, or null while any field has an error. */
  values: Record<Field, number> | null;
  /** Messages by field, only for the fields that have one. */
  errors: Partial<Record<Field, string>>;
}

/** checkNumberField over a whole form's text values. */
export function checkNumberFields<Field extends string>(
  texts: Readonly<Record<Field, string>>,
  rules: NumberFieldRules<Field>,
): NumberFieldsCheck<Field> {
  const values = {} as Record<Field, number>;
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const check = checkNumberField(texts[field] ?? "", rules[field]);
    if (check.error === null) values[field] = check.value;
    else errors[field] = check.error;
  }
  return { values: Object.keys(errors).length === 0 ? values : null, errors };
}

/** Large sums in words for headlines: 17500000 → "£17.5 million", 2500 → "£2,500". */
export function formatGbpShort(pounds: number): string {
  const safe = Number.isFinite(pounds) ? pounds : 0;
  const size = Math.abs(safe);
  const sign = safe < 0 ? "-" : "";
  const scaled = (divisor: number, word: string): string => {
    const value = Math.round((size / divisor) * 10) / 10;
    return `${sign}£${groupThousands(value, Number.isInteger(value) ? 0 : 1)} ${word}`;
  };
  if (size >= 999_950_000) return scaled(1_000_000_000, "billion");
  if (size >= 999_950) return scaled(1_000_000, "million");
  return formatGbp(safe);
}
