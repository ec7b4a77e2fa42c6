/**
 * Phone input helpers for the contact form. Pure: bundled for the browser and used by tests.
 */

export interface DialPrefix {
  readonly code: string;
  readonly country: string;
}

export const DEFAULT_DIAL_PREFIX = "+44";

/** Common prefixes for a UK provider's clients; the UK first because it is the default. */
export const DIAL_PREFIXES: readonly DialPrefix[] = [
  { code: "+44", country: "United Kingdom" },
  { code: "+353", country: "Ireland" },
  { code: "+1", country: "United States / Canada" },
  { code: "+33", country: "France" },
  { code: "+49", country: "Germany" },
  { code: "+31", country: "Netherlands" },
  { code: "+32", country: "Belgium" },
  { code: "+34", country: "Spain" },
  { code: "+39", country: "Italy" },
  { code: "+41", country: "Switzerland" },
  { code: "+46", country: "Sweden" },
  { code: "+61", country: "Australia" },
  { code: "+91", country: "India" },
];

/**
 * What the phone field keeps of what the visitor typed: digits only, without the one leading
 * zero of a national number (the dial prefix replaces it).
 */
export function normalisePhoneInput(raw: string): string {
  const digits = String(raw).replace(/\D+/g, "");
  return digits.startsWith("0") ? digits.slice(1) : digits;
}

/** The value sent to the server: prefix + local number, or "" when no number was entered. */
export function composePhone(prefix: string, localNumber: string): string {
  const number = localNumber.trim();
  if (number === "") return "";
  return `${prefix.trim()}${number}`;
}
