/**
 * The visitor's cookie choice, kept in the first-party cookie `consent` as URL-encoded JSON
 * `{"analytics":true}` or `{"analytics":false}`. Anything else (a cookie edited by hand,
 * written by an older version, encoded twice) counts as no choice: the banner asks again and
 * nothing optional runs until it has an answer.
 */
export const CONSENT_COOKIE_NAME = "consent";

/** How long a choice is remembered before the banner asks again. */
export const CONSENT_MAX_AGE_DAYS = 180;
const SECONDS_PER_DAY = 24 * 60 * 60;

export interface ConsentChoice {
  analytics: boolean;
}

function isConsentChoice(value: unknown): value is ConsentChoice {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 1 &&
    keys[0] === "analytics" &&
    typeof (value as Record<string, unknown>).analytics === "boolean"
  );
}

/** The raw value of the first cookie with this name in a `Cookie` header or `document.cookie`. */
function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The stored choice, or null when there is none or it cannot be read. */
export function parseConsentCookie(cookieHeader: string | null | undefined): ConsentChoice | null {
  if (!cookieHeader) return null;
  const raw = cookieValue(cookieHeader, CONSENT_COOKIE_NAME);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  return isConsentChoice(parsed) ? { analytics: parsed.analytics } : null;
}

/** A `document.cookie` assignment (or Set-Cookie value) that stores the choice for 180 days. */
export function serializeConsentCookie(
  choice: ConsentChoice,
  { secure }: { secure: boolean },
): string {
  const value = encodeURIComponent(JSON.stringify({ analytics: choice.analytics === true }));
  const attributes = [
    `${CONSENT_COOKIE_NAME}=${value}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_DAYS * SECONDS_PER_DAY}`,
    "SameSite=Lax",
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
