import { absoluteUrl } from "./seo";
import { SITE_LOGO_PATH } from "./structured-data";

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

/** The company facts of the site's settings (content/site.json), as the company's JSON-LD names them. */
export function siteOrganizationFacts(site: {
  siteUrl: string;
  brandName: string;
  legalName: string;
  description: string;
  address: OrganizationFacts["address"];
  phone: { tel: string };
  emails: { info: string };
  social: readonly { url: string }[];
}): OrganizationFacts {
  return {
    siteUrl: site.siteUrl,
    brandName: site.brandName,
    legalName: site.legalName,
    description: site.description,
    logo: SITE_LOGO_PATH,
    address: site.address,
    telephone: site.phone.tel,
    email: site.emails.info,
    sameAs: site.social.map((profile) => profile.url),
  };
}

/** The About page: a schema.org AboutPage whose main entity is the company. */
export function aboutPageStructuredData(
  facts: OrganizationFacts,
  page: { path: string; name: string; description?: string },
) {
  const { "@context": _context, ...organization } = organizationStructuredData(facts);
  return {
    "@context": "https://schema.org",
    "@type": "AboutPage",
    url: absoluteUrl(facts.siteUrl, page.path),
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    inLanguage: "en-GB",
    mainEntity: organization,
  };
}

/** A page with nothing more specific to say of itself: a schema.org WebPage of the site. */
export function webPageStructuredData(page: {
  siteUrl: string;
  path: string;
  name: string;
  description: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    url: absoluteUrl(page.siteUrl, page.path),
    name: page.name,
    description: page.description,
    inLanguage: "en-GB",
    isPartOf: { "@id": `${absoluteUrl(page.siteUrl, "/")}#website` },
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
