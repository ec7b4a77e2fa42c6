import { absoluteUrl } from "./seo";

/** The company facts search engines show in a knowledge panel (from content/site.json). */
export interface OrganizationFacts {
  siteUrl: string;
  brandName: string;
  legalName: string;
  description: string;
  /** Site-relative or absolute; written as an absolute URL. */
  logo: string;
  address: { street: string; locality: string; postcode: string; country: string };
  telephone: string;
  email: string;
  sameAs: readonly string[];
}

/** Countries as ISO 3166 codes, which search engines read more reliably than names. */
const COUNTRY_CODES: Record<string, string> = {
  "United Kingdom": "GB",
  "Great Britain": "GB",
  England: "GB",
};

function countryCode(country: string): string {
  return COUNTRY_CODES[country] ?? country;
}

function organizationId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, "/")}#organization`;
}

/** Where to reach the company's sales team, the same on the home and contact pages. */
function salesContactPoint(telephone: string, email: string) {
  return {
    "@type": "ContactPoint",
    telephone,
    email,
    contactType: "sales",
    areaServed: "GB",
    availableLanguage: "en-GB",
  };
}

/** The company as a schema.org ProfessionalService (an Organization with an address). */
export function organizationStructuredData(facts: OrganizationFacts) {
  const url = absoluteUrl(facts.siteUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "ProfessionalService"],
    "@id": organizationId(facts.siteUrl),
    name: facts.brandName,
    legalName: facts.legalName,
    description: facts.description,
    url,
    logo: absoluteUrl(facts.siteUrl, facts.logo),
    image: absoluteUrl(facts.siteUrl, facts.logo),
    telephone: facts.telephone,
    email: facts.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: facts.address.locality,
      postalCode: facts.address.postcode,
      addressCountry: countryCode(facts.address.country),
    },
    areaServed: { "@type": "Country", name: "United Kingdom" },
    contactPoint: [salesContactPoint(facts.telephone, facts.email)],
    sameAs: [...facts.sameAs],
  };
}

/** The contact page as a schema.org ContactPage about the company. */
export interface ContactPageFacts {
  siteUrl: string;
  path: string;
  name: string;
  description: string;
  brandName: string;
  telephone: string;
  email: string;
}

export function contactPageStructuredData(facts: ContactPageFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    url: absoluteUrl(facts.siteUrl, facts.path),
    name: facts.name,
    description: facts.description,
    inLanguage: "en-GB",
    about: {
      "@type": "Organization",
      "@id": organizationId(facts.siteUrl),
      name: facts.brandName,
      url: absoluteUrl(facts.siteUrl, "/"),
      contactPoint: salesContactPoint(facts.telephone, facts.email),
    },
  };
}

/** The site itself (schema.org WebSite), published by the company: the home page's JSON-LD. */
export function websiteStructuredData(facts: {
  siteUrl: string;
  brandName: string;
  description: string;
}) {
  const url = absoluteUrl(facts.siteUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${url}#website`,
    url,
    name: facts.brandName,
    description: facts.description,
    inLanguage: "en-GB",
    publisher: { "@id": organizationId(facts.siteUrl) },
  };
}
