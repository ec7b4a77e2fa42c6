/** JSON-LD for a legal page: a schema.org WebPage of the site, with when it last changed. */
export interface LegalPageStructuredDataInput {
  /** Absolute URL of the page. */
  url: string;
  name: string;
  description: string;
  /** ISO date of the text's "Last updated". */
  dateModified: string;
  siteName: string;
  siteUrl: string;
  /** The company that publishes the page (its registered name). */
  publisherName: string;
}

export function legalPageStructuredData(input: LegalPageStructuredDataInput) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": input.url,
    url: input.url,
    name: input.name,
    description: input.description,
    inLanguage: "en-GB",
    dateModified: input.dateModified,
    isPartOf: { "@type": "WebSite", name: input.siteName, url: input.siteUrl },
    publisher: { "@type": "Organization", name: input.publisherName, url: input.siteUrl },
  };
}
