import plansContent from "../../../content/plans.json";
import { parsePoundPrice, planOffersStructuredData, schemaPrice } from "./plan-offers";

describe("parsePoundPrice", () => {
  it.each([
    ["£399", 399],
    ["£799", 799],
    ["£1,499", 1499],
    ["£12,345,678", 12345678],
    ["£1499", 1499],
    ["£12.50", 12.5],
    [" £ 1,499 ", 1499],
  ])("reads %s as %d", (text, amount) => {
    expect(parsePoundPrice(text)).toBe(amount);
  });

  it.each(["399", "$399", "£", "£1,49", "£1,4999", "£12.5", "£ten", "£-5", ""])(
    "refuses %p",
    (text) => {
      expect(() => parsePoundPrice(text)).toThrow("is not a price in pounds");
    },
  );

  it("reads every price in content/plans.json", () => {
    expect(plansContent.map((plan) => parsePoundPrice(plan.price))).toEqual([399, 799, 1499]);
  });
});

describe("schemaPrice", () => {
  it("writes whole pounds without decimals and pence with two", () => {
    expect(schemaPrice(1499)).toBe("1499");
    expect(schemaPrice(12.5)).toBe("12.50");
  });
});

describe("planOffersStructuredData", () => {
  const data = planOffersStructuredData({
    plans: plansContent,
    pageUrl: "https://example.co.uk/ServicePlans",
    siteUrl: "https://example.co.uk",
    name: "Managed IT support plans",
    description: "Three monthly plans.",
    providerName: "Northbridge IT Ltd",
    providerUrl: "https://example.co.uk/",
  });

  it("is a Service in the United Kingdom by the company, with one offer per plan in order", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Managed IT support plans",
      description: "Three monthly plans.",
      url: "https://example.co.uk/ServicePlans",
      areaServed: { "@type": "Country", name: "United Kingdom" },
      provider: {
        "@type": "Organization",
        name: "Northbridge IT Ltd",
        url: "https://example.co.uk/",
      },
    });
    expect(data.offers.map((offer) => offer.name)).toEqual([
      "Basic plan",
      "Standard plan",
      "Premium plan",
    ]);
  });

  it("prices each plan in pounds per month, VAT not included, as plain number strings", () => {
    expect(data.offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
      ["399", "GBP"],
      ["799", "GBP"],
      ["1499", "GBP"],
    ]);
    expect(data.offers[2].priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      price: "1499",
      priceCurrency: "GBP",
      unitCode: "MON",
      unitText: "MONTH",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      valueAddedTaxIncluded: false,
    });
  });

  it("links each offer to the contact page with the plan chosen", () => {
    expect(data.offers.map((offer) => offer.url)).toEqual([
      "https://example.co.uk/contact?plan=Basic",
      "https://example.co.uk/contact?plan=Standard",
      "https://example.co.uk/contact?plan=Premium",
    ]);
    expect(data.offers[0].description).toBe(plansContent[0].description);
  });

  it("stops on a price it cannot read instead of publishing a wrong one", () => {
    expect(() =>
      planOffersStructuredData({
        plans: [{ name: "Odd", price: "call us", description: "x" }],
        pageUrl: "https://example.co.uk/ServicePlans",
        siteUrl: "https://example.co.uk",
        name: "n",
        description: "d",
        providerName: "p",
        providerUrl: "https://example.co.uk/",
      }),
    ).toThrow('"call us" is not a price in pounds');
  });
});
