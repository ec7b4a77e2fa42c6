/**
 * JSON-LD for the free business tools: each is a web application anyone can use at no cost,
 * which search engines can show as such (schema.org WebApplication with a free offer).
 */
import { PAGES } from "../routes";

export interface ToolStructuredDataInput {
  /** Absolute address of the tool's page. */
  url: string;
  name: string;
  description: string;
  providerName: string;
  providerUrl: string;
  /** What the tool works out, one short phrase each. */
  featureList?: readonly string[];
}

export function toolStructuredData(input: ToolStructuredDataInput) {
  const features = (input.featureList ?? []).map((item) => item.trim()).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: input.name,
    description: input.description,
    url: input.url,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Any",
    browserRequirements: "Requires a web browser; results update as you type with JavaScript",
    inLanguage: "en-GB",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "GBP" },
    provider: { "@type": "Organization", name: input.providerName, url: input.providerUrl },
    ...(features.length > 0 ? { featureList: features } : {}),
  };
}

/** Home > IT Assessment Tools > {tool}: the tools sit under the assessment in the site's menu. */
export function toolBreadcrumbTrail(title: string, path: string): { name: string; path: string }[] {
  return [PAGES.home, PAGES.assessment, { name: title, path }];
}
