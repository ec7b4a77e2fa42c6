/**
 * Structured data for the plans page: one Service, "managed IT support", with each plan as
 * an Offer priced per month in pounds, VAT not included. Search engines read the prices
 * from here, so they come from the same plan records the visitor sees.
 */
import { contactPathWith } from "../contact/navigation-state";
import { absoluteUrl } from "../seo";
import type { ServicePlan } from "./plan";

const POUND_PRICE = /^£\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?$/;

/**
 * "£1,499" -> 1499; "£12.50" -> 12.5. Plan prices are written for people; structured data
 * needs the number. Content validation only lets "£" and digits with commas through, so a
 * price this cannot read is a content error: it throws, and the build stops naming it.
 */
export function parsePoundPrice(price: string): number {
  const match = POUND_PRICE.exec(price.trim());
  if (!match) throw new Error(`"${price}" is not a price in pounds such as "£399" or "£1,499"`);
  const pounds = Number(match[1].replace(/,/g, ""));
  const pence = match[2] === undefined ? 0 : Number(match[2]);
  return pounds + pence / 100;
}

/** The plan with the lowest price (the first of equals), or undefined when there is none. */
export function lowestPricedPlan<Plan extends { price: string }>(
  plans: readonly Plan[],
): Plan | undefined {
  return plans.reduce<Plan | undefined>(
    (low, plan) =>
      low === undefined || parsePoundPrice(plan.price) < parsePoundPrice(low.price) ? plan : low,
    undefined,
  );
}

/** A price as schema.org wants it: digits and a dot, no sign or grouping ("1499", "12.50"). */
export function schemaPrice(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

const UNITED_KINGDOM = { "@type": "Country", name: "United Kingdom" } as const;
/** UN/CEFACT code for a month: the plans are billed per month. */
const MONTH = "MON";

export interface PlanOffersInput {
  plans: readonly Pick<ServicePlan, "name" | "price" | "description">[];
  /** Absolute URL of the plans page. */
  pageUrl: string;
  /** The site's own address, for the links that choose a plan. */
  siteUrl: string;
  name: string;
  description: string;
  providerName: string;
  providerUrl: string;
}

export function planOffersStructuredData(input: PlanOffersInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    serviceType: "Managed IT services",
    description: input.description,
    url: input.pageUrl,
    areaServed: UNITED_KINGDOM,
    provider: { "@type": "Organization", name: input.providerName, url: input.providerUrl },
    offers: input.plans.map((plan) => {
      const price = schemaPrice(parsePoundPrice(plan.price));
      return {
        "@type": "Offer",
        name: `${plan.name} plan`,
        description: plan.description,
        url: absoluteUrl(input.siteUrl, contactPathWith({ selectedPlan: plan.name })),
        price,
        priceCurrency: "GBP",
        eligibleRegion: UNITED_KINGDOM,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: "GBP",
          unitCode: MONTH,
          unitText: "MONTH",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: MONTH },
          valueAddedTaxIncluded: false,
        },
      };
    }),
  };
}
