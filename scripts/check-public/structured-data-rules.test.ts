import { structuredDataProblems } from "./structured-data-rules";

const json = (value: unknown) => JSON.stringify(value);

describe("structuredDataProblems", () => {
  it("accepts a complete BlogPosting", () => {
    const posting = {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "A",
      datePublished: "2025-01-01",
      author: { "@type": "Person", name: "B" },
      image: ["https://example.co.uk/a.png"],
    };
    expect(structuredDataProblems(json(posting))).toEqual([]);
  });

  it("reports text that does not parse", () => {
    expect(structuredDataProblems("{nope")[0]).toMatch(/does not parse/);
  });

  it("requires @context and @type", () => {
    expect(structuredDataProblems(json({ name: "x" }))).toEqual([
      "JSON-LD block has no @context",
      "JSON-LD node has no @type",
    ]);
  });

  it("names the missing fields of a top-level type, including in a type list", () => {
    const organization = {
      "@context": "https://schema.org",
      "@type": ["Organization", "ProfessionalService"],
      name: "N",
      url: "",
    };
    expect(structuredDataProblems(json(organization))).toEqual([
      'Organization is missing "url"',
      'Organization is missing "logo"',
    ]);
  });

  it("does not hold nested organisations to the top-level rules", () => {
    const service = {
      "@context": "https://schema.org",
      "@type": "Service",
      name: "S",
      provider: { "@type": "Organization", name: "N" },
    };
    expect(structuredDataProblems(json(service))).toEqual([]);
  });

  it("checks offers wherever they appear", () => {
    const app = {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      offers: [{ "@type": "Offer", price: "0" }],
    };
    expect(structuredDataProblems(json(app))).toEqual(['Offer is missing "priceCurrency"']);
  });

  it("requires a non-empty breadcrumb list", () => {
    const crumbs = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [],
    };
    expect(structuredDataProblems(json(crumbs))).toEqual([
      'BreadcrumbList is missing "itemListElement"',
    ]);
  });

  it("checks each node of an @graph", () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [{ "@type": "Service", name: "S" }, { name: "untyped" }],
    };
    expect(structuredDataProblems(json(graph))).toEqual([
      'Service is missing "provider"',
      "JSON-LD node has no @type",
    ]);
  });
});
