/** JSON-LD for articles (schema.org BlogPosting with author and publisher). */
export interface ArticleStructuredDataInput {
  url: string;
  title: string;
  description: string;
  image: string;
  datePublished: string;
  authorName: string;
  publisherName: string;
  publisherLogo: string;
}

export function articleStructuredData(input: ArticleStructuredDataInput) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    headline: input.title,
    description: input.description,
    image: [input.image],
    datePublished: input.datePublished,
    dateModified: input.datePublished,
    author: { "@type": "Person", name: input.authorName },
    publisher: {
      "@type": "Organization",
      name: input.publisherName,
      logo: { "@type": "ImageObject", url: input.publisherLogo },
    },
  };
}

/** Serialises JSON-LD so that "</script>" inside text cannot end the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** JSON-LD for a service page (schema.org Service offered in the United Kingdom). */
export interface ServiceStructuredDataInput {
  url: string;
  name: string;
  description: string;
  providerName: string;
  providerUrl: string;
}

export function serviceStructuredData(input: ServiceStructuredDataInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: input.url,
    areaServed: { "@type": "Country", name: "United Kingdom" },
    provider: { "@type": "Organization", name: input.providerName, url: input.providerUrl },
  };
}
