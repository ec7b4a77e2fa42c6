import { serviceTrail, SERVICES_INDEX_TRAIL } from "./breadcrumbs";
import {
  breadcrumbStructuredData,
  caseStudyListStructuredData,
  caseStudyStructuredData,
  jsonLdScript,
  serviceListStructuredData,
  serviceStructuredData,
  sitePublisher,
} from "./structured-data";

describe("serviceStructuredData", () => {
  it("describes the service, offered in the United Kingdom by the company", () => {
    const data = serviceStructuredData({
      url: "https://example.co.uk/services/cyber-security",
      name: "Cyber Security",
      description: "Layered protection.",
      providerName: "Northbridge IT",
      providerUrl: "https://example.co.uk/",
    });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Cyber Security",
      serviceType: "Cyber Security",
      description: "Layered protection.",
      url: "https://example.co.uk/services/cyber-security",
      areaServed: { "@type": "Country", name: "United Kingdom" },
      provider: { "@type": "Organization", name: "Northbridge IT", url: "https://example.co.uk/" },
    });
  });

  it("cannot close its script tag from inside a text", () => {
    expect(jsonLdScript({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

describe("breadcrumbStructuredData", () => {
  it("lists a service page's trail in order, every step but the page itself an absolute URL", () => {
    const trail = serviceTrail({
      title: "Monitoring & Backup",
      path: "/services/monitoring-&-backup",
    });
    expect(breadcrumbStructuredData("https://example.co.uk/", trail)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.co.uk/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Services",
          item: "https://example.co.uk/services",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Monitoring & Backup",
        },
      ],
    });
  });

  it("keeps the index's two steps", () => {
    const data = breadcrumbStructuredData("http://localhost:9000", SERVICES_INDEX_TRAIL);
    expect(data.itemListElement.map((step) => step.name)).toEqual(["Home", "Services"]);
    expect(data.itemListElement.map((step) => step.item)).toEqual([
      "http://localhost:9000/",
      undefined,
    ]);
  });
});

describe("serviceListStructuredData", () => {
  it("is an ItemList of the services, numbered from 1 in the order given", () => {
    const data = serviceListStructuredData({
      url: "https://example.co.uk/services",
      name: "Our Services",
      description: "Everything we do.",
      services: [
        {
          name: "Cyber Security",
          description: "Layers.",
          url: "https://example.co.uk/services/cyber-security",
        },
        {
          name: "Remote Support",
          description: "Desk.",
          url: "https://example.co.uk/services/remote-support",
        },
      ],
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Our Services",
      url: "https://example.co.uk/services",
      numberOfItems: 2,
    });
    expect(data.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        item: {
          "@type": "Service",
          name: "Cyber Security",
          description: "Layers.",
          url: "https://example.co.uk/services/cyber-security",
        },
      },
      {
        "@type": "ListItem",
        position: 2,
        item: {
          "@type": "Service",
          name: "Remote Support",
          description: "Desk.",
          url: "https://example.co.uk/services/remote-support",
        },
      },
    ]);
  });
});

describe("caseStudyStructuredData", () => {
  const data = caseStudyStructuredData({
    url: "https://example.co.uk/case-studies/greenomy",
    title: "ISO 27001 in nine months",
    description: "A software firm certified.",
    image: "https://example.co.uk/static/share.jpg",
    sector: "Sustainability software",
    services: [
      { name: "Governance & Risk", url: "https://example.co.uk/services/governance-&-risk" },
    ],
    publisher: {
      name: "Northbridge IT",
      url: "https://example.co.uk/",
      logo: "https://example.co.uk/apple-touch-icon.png",
    },
    datePublished: "2025-05-06",
    dateModified: "2025-06-01",
  });

  it("is an Article written and published by the company", () => {
    const company = {
      "@type": "Organization",
      name: "Northbridge IT",
      url: "https://example.co.uk/",
      logo: { "@type": "ImageObject", url: "https://example.co.uk/apple-touch-icon.png" },
    };
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      mainEntityOfPage: {
        "@type": "WebPage",
        "@id": "https://example.co.uk/case-studies/greenomy",
      },
      headline: "ISO 27001 in nine months",
      description: "A software firm certified.",
      image: ["https://example.co.uk/static/share.jpg"],
      datePublished: "2025-05-06",
      dateModified: "2025-06-01",
      author: company,
      publisher: company,
    });
  });

  it("is about the services used, each with its page", () => {
    expect(data.about).toEqual([
      {
        "@type": "Service",
        name: "Governance & Risk",
        url: "https://example.co.uk/services/governance-&-risk",
        provider: { "@type": "Organization", name: "Northbridge IT" },
      },
    ]);
  });

  it("describes the client only by sector", () => {
    expect(data.keywords).toBe("Sustainability software");
    expect(JSON.stringify(data)).not.toMatch(/"@type":"(Person|Corporation)"/);
  });
});

describe("sitePublisher", () => {
  it("is the brand with its home page and logo, as absolute URLs", () => {
    expect(
      sitePublisher({ siteUrl: "https://example.co.uk", brandName: "Northbridge IT" }),
    ).toEqual({
      name: "Northbridge IT",
      url: "https://example.co.uk/",
      logo: "https://example.co.uk/apple-touch-icon.png",
    });
  });
});

describe("caseStudyListStructuredData", () => {
  it("lists every case study's page in order on a collection page", () => {
    expect(
      caseStudyListStructuredData({
        url: "https://example.co.uk/case-studies",
        name: "Case Studies",
        description: "All of them.",
        studies: [
          { name: "A", url: "https://example.co.uk/case-studies/a" },
          { name: "B", url: "https://example.co.uk/case-studies/b" },
        ],
      }),
    ).toMatchObject({
      "@type": "CollectionPage",
      url: "https://example.co.uk/case-studies",
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: 2,
        itemListElement: [
          { "@type": "ListItem", position: 1, url: "https://example.co.uk/case-studies/a" },
          { "@type": "ListItem", position: 2, url: "https://example.co.uk/case-studies/b" },
        ],
      },
    });
  });
});
