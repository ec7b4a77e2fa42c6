/**
 * Contact details and company facts appear in the legal texts as placeholders such as
 * {privacyEmail}, filled from content/site.json so they are kept in one place.
 */
export const PLACEHOLDER_NAMES = [
  "privacyEmail",
  "infoEmail",
  "phone",
  "cookiePolicyPhone",
  "address",
  "registeredOffice",
  "legalName",
  "companyNumber",
  "vatNumber",
  "brandName",
] as const;

export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

/** What a placeholder becomes: plain text, or an email address or phone number to link. */
export type PlaceholderValue =
  | { kind: "text"; text: string }
  | { kind: "email"; address: string }
  | { kind: "phone"; display: string; tel: string };

export type PlaceholderValues = Record<PlaceholderName, PlaceholderValue>;

export interface PostalAddress {
  street: string;
  locality: string;
  postcode: string;
  country: string;
}

export interface PhoneNumber {
  display: string;
  tel: string;
}

/** The facts of content/site.json the legal texts use. */
export interface LegalSiteFacts {
  brandName: string;
  legalName: string;
  companyNumber: string;
  vatNumber: string;
  address: PostalAddress;
  registeredOffice: PostalAddress;
  phone: PhoneNumber;
  cookiePolicyPhone: PhoneNumber;
  emails: { info: string; privacy: string };
}

/** "4th Floor, 20 Eastcheap, London EC3M 1EB, United Kingdom" */
export function formatPostalAddress(address: PostalAddress): string {
  return `${address.street}, ${address.locality} ${address.postcode}, ${address.country}`;
}

export function placeholderValues(site: LegalSiteFacts): PlaceholderValues {
  const text = (value: string): PlaceholderValue => ({ kind: "text", text: value });
  return {
    privacyEmail: { kind: "email", address: site.emails.privacy },
    infoEmail: { kind: "email", address: site.emails.info },
    phone: { kind: "phone", ...site.phone },
    cookiePolicyPhone: { kind: "phone", ...site.cookiePolicyPhone },
    address: text(formatPostalAddress(site.address)),
    registeredOffice: text(formatPostalAddress(site.registeredOffice)),
    legalName: text(site.legalName),
    companyNumber: text(site.companyNumber),
    vatNumber: text(site.vatNumber),
    brandName: text(site.brandName),
  };
}

export function isPlaceholderName(name: string): name is PlaceholderName {
  return (PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/**
 * Anything in braces that looks like a name is meant as a placeholder, so a typo such
 * as "{privacy Email}" is reported rather than shown; JSON in the text ({"analytics":true})
 * is not a name and stays as it is.
 */
export const PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9 _-]*)\}/g;

/** The placeholders a text names that the site does not know, in order, each once. */
export function unknownPlaceholders(text: string): string[] {
  const unknown: string[] = [];
  for (const [, name] of text.matchAll(PLACEHOLDER_PATTERN)) {
    if (!isPlaceholderName(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

export function knownPlaceholderList(): string {
  return PLACEHOLDER_NAMES.map((name) => `{${name}}`).join(", ");
}
