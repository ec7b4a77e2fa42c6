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
