/**
 * Where a visitor came from (campaign tags, the external page that linked here, the page they
 * landed on), so an enquiry can say which campaign brought it. Read on arrival and kept in
 * sessionStorage for the visit, and only with the visitor's consent to analytics: without it
 * nothing is stored, and withdrawing consent removes what was kept.
 */
import { stripUnsafeSingleLineCharacters } from "../contact/unsafe-characters";
import { parseConsentCookie } from "./consent-cookie";

export const ATTRIBUTION_STORAGE_KEY = "attribution";
export const UTM_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
/** Every stored value is cut to this length (the contact call accepts no more). */
export const ATTRIBUTION_VALUE_MAX_LENGTH = 200;

export type UtmParameter = (typeof UTM_PARAMETERS)[number];

export type Attribution = Partial<Record<UtmParameter, string>> & {
  /** Origin and path of the external page that linked here (never its query). */
  referrer?: string;
  /** Path of the first page of the visit, e.g. "/services/cyber-security". */
  landingPage: string;
};

export interface Arrival {
  /** The address of the first page of the visit (location.href). */
  href: string;
  /** document.referrer on that page ("" when none). */
  referrer: string;
}

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const clip = (value: string) => value.slice(0, ATTRIBUTION_VALUE_MAX_LENGTH);

/**
 * A value as it is kept: one line, nothing hidden. A link can carry anything (`?utm_source=%00`),
 * and a control character or a lone surrogate is nothing a campaign name needs; NUL and lone
 * surrogates would also make the database refuse every enquiry of the visit.
 */
const cleanValue = (value: string) => stripUnsafeSingleLineCharacters(value).trim();

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The external page the visitor came from: origin and path, or nothing for this site. */
function externalReferrer(referrer: string, landing: URL): string | undefined {
  const from = parseUrl(referrer);
  if (!from || (from.protocol !== "https:" && from.protocol !== "http:")) return undefined;
  if (from.hostname === landing.hostname) return undefined;
  return clip(`${from.origin}${from.pathname === "/" ? "" : from.pathname}`);
}

/** What the arrival says, before anything is stored (pure). */
export function attributionFromArrival({ href, referrer }: Arrival): Attribution | null {
  const landing = parseUrl(href);
  if (!landing) return null;
  const attribution: Attribution = { landingPage: clip(landing.pathname || "/") };
  for (const name of UTM_PARAMETERS) {
    const value = cleanValue(landing.searchParams.get(name) ?? "");
    if (value) attribution[name] = clip(value);
  }
  const from = externalReferrer(referrer, landing);
  if (from) attribution.referrer = from;
  return attribution;
}

const ALLOWED_KEYS = new Set<string>([...UTM_PARAMETERS, "referrer", "landingPage"]);

/** Reads a stored record back; anything malformed is ignored. */
export function parseStoredAttribution(raw: string | null): Attribution | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return cleanAttribution(value);
}

/**
 * An attribution record as the contact call accepts it, or null: only the known keys, each a
 * non-empty text of at most ATTRIBUTION_VALUE_MAX_LENGTH, with a landing page. Hidden characters
 * are taken out of each value (a value left empty goes). The server drops anything else rather
 * than refusing the enquiry it came with.
 */
export function cleanAttribution(value: unknown): Attribution | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  const valid = entries.every(
    ([key, field]) =>
      ALLOWED_KEYS.has(key) &&
      typeof field === "string" &&
      field.length > 0 &&
      field.length <= ATTRIBUTION_VALUE_MAX_LENGTH,
  );
  if (!valid) return null;
  const cleaned: Record<string, string> = {};
  for (const [key, field] of entries as Array<[string, string]>) {
    const text = cleanValue(field);
    if (text !== "") cleaned[key] = text;
  }
  return typeof cleaned.landingPage === "string" ? (cleaned as Attribution) : null;
}

function sessionStore(): SessionStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

function readStored(storage: SessionStore): Attribution | null {
  try {
    return parseStoredAttribution(storage.getItem(ATTRIBUTION_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * Keeps the arrival's attribution for this visit when the visitor consents to analytics.
 * The first record of a visit wins (later pages are not arrivals). Returns what is stored.
 */
export function captureAttribution({
  arrival,
  consented,
  storage = sessionStore(),
}: {
  arrival: Arrival;
  consented: boolean;
  storage?: SessionStore | null;
}): Attribution | null {
  if (!consented || !storage) return null;
  const existing = readStored(storage);
  if (existing) return existing;
  const attribution = attributionFromArrival(arrival);
  if (!attribution) return null;
  try {
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    return null;
  }
  return attribution;
}

/** Forgets the stored attribution (consent refused or withdrawn). */
export function clearAttribution(storage: SessionStore | null = sessionStore()): void {
  try {
    storage?.removeItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    // Storage blocked: there is nothing stored either.
  }
}

/**
 * The attribution to send with an enquiry: null unless analytics consent is given right now
 * (the cookie is read again, so a choice changed in another tab counts) and something was kept.
 */
export function readAttribution(
  storage: SessionStore | null = sessionStore(),
  cookieHeader: string = typeof document === "undefined" ? "" : document.cookie,
): Attribution | null {
  if (!storage || parseConsentCookie(cookieHeader)?.analytics !== true) return null;
  return readStored(storage);
}
