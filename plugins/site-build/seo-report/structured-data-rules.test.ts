import {
  judgeStructuredData,
  missingRecommended,
  missingStructuredDataTypes,
  STRUCTURED_DATA_RULES,
  structuredDataProblems,
} from "./structured-data-rules";

const json = (value: unknown) => JSON.stringify(value);

const posting = {
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: "A",
  datePublished: "2025-01-01",
  dateModified: "2025-02-01",
  author: { "@type": "Person", name: "B", url: "https://example.co.uk/blogs/author/b" },
  image: ["https://example.co.uk/a.png"],
};

describe("the rules", () => {
  it("name the page each comes from", () => {
    for (const rule of STRUCTURED_DATA_RULES) {
      expect(rule.source).toMatch(
        /^https:\/\/(developers\.google\.com\/search\/docs\/appearance\/structured-data\/|schema\.org\/)/,
      );
    }
  });

  it("mark a property required only where Google or the site requires it", () => {
    const article = judgeStructuredData(
      json({ "@context": "https://schema.org", "@type": "BlogPosting" }),
    );
    const properties = article.nodes[0].properties;
    expect(properties.find((p) => p.property === "image")).toMatchObject({
      google: "recommended",
      required: true,
      present: false,
    });
    expect(properties.find((p) => p.property === "author.url")).toMatchObject({
      google: "recommended",
      required: false,
    });
  });
});

describe("structuredDataProblems (what the gate fails on)", () => {
  it("accepts a complete BlogPosting", () => {
    expect(structuredDataProblems(json(posting))).toEqual([]);
  });

  it("names a BlogPosting without an image", () => {
    expect(structuredDataProblems(json({ ...posting, image: [] }))).toEqual([
      'BlogPosting is missing "image"',
    ]);
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

  it("requires a non-empty breadcrumb list, and names nothing under it again", () => {
    const crumbs = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [],
    };
    expect(structuredDataProblems(json(crumbs))).toEqual([
      'BreadcrumbList is missing "itemListElement"',
    ]);
  });

  it("judges a breadcrumb trail nested in its page: every step but the last names its page", () => {
    const page = {
      ...posting,
      "@type": "Article",
      mainEntityOfPage: {
        "@type": "WebPage",
        breadcrumb: {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Home" },
            { "@type": "ListItem", position: 2, name: "Here" },
          ],
        },
      },
    };
    const judged = judgeStructuredData(json(page));
    expect(judged.nodes.map((node) => [node.types[0], node.at])).toEqual([
      ["Article", ""],
      ["BreadcrumbList", "mainEntityOfPage > breadcrumb"],
    ]);
    expect(structuredDataProblems(json(page))).toEqual([
      'BreadcrumbList is missing "itemListElement.item (every step but the last)"',
    ]);
  });

  it("checks each node of an @graph", () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [{ "@type": "Service", name: "S" }, { name: "untyped" }],
    };
    expect(structuredDataProblems(json(graph))).toEqual([
      "JSON-LD node has no @type",
      'Service is missing "provider"',
    ]);
  });
});

describe("missingRecommended (what the report notes)", () => {
  it("names what Google recommends and the block leaves out", () => {
    const { author: _author, ...withoutAuthor } = posting;
    const judged = judgeStructuredData(
      json({ ...withoutAuthor, author: { "@type": "Person", name: "B" } }),
    );
    expect(missingRecommended(judged.nodes[0])).toEqual([
      'BlogPosting lacks recommended "author.url"',
    ]);
  });
});

describe("missingStructuredDataTypes", () => {
  const trail = { "@type": "BreadcrumbList", itemListElement: [] };

  it("finds an article's trail nested in its page", () => {
    const nested = { ...posting, mainEntityOfPage: { "@type": "WebPage", breadcrumb: trail } };
    expect(missingStructuredDataTypes("/blogs/iso-27001-benefits", [json(nested)])).toEqual([]);
  });

  it("names what a page of its kind lacks", () => {
    expect(
      missingStructuredDataTypes("/case-studies/greenomy", [json({ "@type": "Article" })]),
    ).toEqual([
      "JSON-LD has no BreadcrumbList (every page of this kind carries Article, BreadcrumbList)",
    ]);
    expect(missingStructuredDataTypes("/blogs/category/cloud-computing/page/2", [])).toHaveLength(
      2,
    );
    expect(missingStructuredDataTypes("/About", [json({ "@type": "AboutPage" })])).toEqual([
      "JSON-LD has no Organization (every page of this kind carries AboutPage, Organization)",
    ]);
  });

  it("asks nothing of the blog's index or pages it has no rule for", () => {
    expect(missingStructuredDataTypes("/blogs", [])).toEqual([]);
    expect(missingStructuredDataTypes("/blogs/page/2", [])).toEqual([]);
    expect(missingStructuredDataTypes("/contact", [])).toEqual([]);
  });
});
