import type { Crumb } from "./breadcrumbs";
import { absoluteUrl } from "./seo";

/** Serialises JSON-LD so that "</script>" inside text cannot end the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The square brand mark the company's structured data names as its logo. */
export const SITE_LOGO_PATH = "/apple-touch-icon.png";

/** The company as publisher of its articles and case studies; every URL absolute. */
export interface Publisher {
  name: string;
  /** The company's home page. */
  url: string;
  logo: string;
}

/** The site's own company as publisher, from its settings. */
export function sitePublisher(site: { siteUrl: string; brandName: string }): Publisher {
  return {
    name: site.brandName,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: absoluteUrl(site.siteUrl, SITE_LOGO_PATH),
  };
}

/** The publisher as a schema.org Organization with its logo. */
export function publisherStructuredData(publisher: Publisher) {
  return {
    "@type": "Organization",
    name: publisher.name,
    url: publisher.url,
    logo: { "@type": "ImageObject", url: publisher.logo },
  };
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

/**
 * A breadcrumb trail as a schema.org BreadcrumbList, to nest in a page's own node. Every step
 * but the last names its absolute URL; the last is the page itself, which search engines take
 * from the page (a URL fewer on every page that has a trail).
 */
export function breadcrumbList(siteUrl: string, trail: readonly Crumb[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(index < trail.length - 1 ? { item: absoluteUrl(siteUrl, crumb.path) } : {}),
    })),
  };
}

export type BreadcrumbList = ReturnType<typeof breadcrumbList>;

/** JSON-LD for a breadcrumb trail on its own (schema.org BreadcrumbList). */
export function breadcrumbStructuredData(siteUrl: string, trail: readonly Crumb[]) {
  return { "@context": "https://schema.org", ...breadcrumbList(siteUrl, trail) };
}

/** JSON-LD for the services index: an ItemList of the services, in the order shown. */
export interface ServiceListStructuredDataInput {
  url: string;
  name: string;
  description: string;
  services: readonly { name: string; description: string; url: string }[];
}

export function serviceListStructuredData(input: ServiceListStructuredDataInput) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: input.name,
    description: input.description,
    url: input.url,
    numberOfItems: input.services.length,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    itemListElement: input.services.map((service, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Service",
        name: service.name,
        description: service.description,
        url: service.url,
      },
    })),
  };
}

/**
 * JSON-LD for a case study: an Article about the services used for a client, written and
 * published by the company. The client appears as its sector, as the page describes it.
 */
export interface CaseStudyStructuredDataInput {
  url: string;
  title: string;
  description: string;
  image: string;
  sector: string;
  services: readonly { name: string; url: string }[];
  publisher: Publisher;
  /** ISO dates from the content ("2025-03-18"). */
  datePublished: string;
  dateModified: string;
  /** The page's trail (breadcrumbList), nested in the page it belongs to. */
  breadcrumb?: BreadcrumbList;
}

export function caseStudyStructuredData(input: CaseStudyStructuredDataInput) {
  const publisher = publisherStructuredData(input.publisher);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    mainEntityOfPage: {
      "@type": "WebPage",
      "@id": input.url,
      ...(input.breadcrumb ? { breadcrumb: input.breadcrumb } : {}),
    },
    url: input.url,
    headline: input.title,
    description: input.description,
    image: [input.image],
    articleSection: "Case studies",
    keywords: input.sector,
    about: input.services.map((service) => ({
      "@type": "Service",
      name: service.name,
      url: service.url,
      provider: { "@type": "Organization", name: input.publisher.name },
    })),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: publisher,
    publisher,
  };
}

/** JSON-LD for the case studies index: a collection page listing each case study's page. */
export interface CaseStudyListStructuredDataInput {
  url: string;
  name: string;
  description: string;
  studies: readonly { name: string; url: string }[];
}

export function caseStudyListStructuredData(input: CaseStudyListStructuredDataInput) {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": input.url,
    url: input.url,
    name: input.name,
    description: input.description,
    inLanguage: "en-GB",
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: input.studies.length,
      itemListElement: input.studies.map((study, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: study.url,
        name: study.name,
      })),
    },
  };
}
