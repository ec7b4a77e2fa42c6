import {
  contactPageStructuredData,
  organizationStructuredData,
  websiteStructuredData,
  type OrganizationFacts,
} from "./organization-structured-data";

const facts: OrganizationFacts = {
  siteUrl: "https://example.co.uk/",
  brandName: "Northbridge IT",
  legalName: "Northbridge IT Services Ltd",
  description: "Managed IT for UK SMEs.",
  logo: "/apple-touch-icon.png",
  address: {
    street: "4th Floor, 20 Eastcheap",
    locality: "London",
    postcode: "EC3M 1EB",
    country: "United Kingdom",
  },
  telephone: "+442079460958",
  email: "info@example.co.uk",
  sameAs: ["https://www.linkedin.com/company/x", "https://x.com/x"],
};

describe("organizationStructuredData", () => {
  const data = organizationStructuredData(facts);

  it("names the company with absolute url and logo", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toContain("Organization");
    expect(data.name).toBe("Northbridge IT");
    expect(data.legalName).toBe("Northbridge IT Services Ltd");
    expect(data.url).toBe("https://example.co.uk/");
    expect(data.logo).toBe("https://example.co.uk/apple-touch-icon.png");
  });

  it("gives the postal address with an ISO country code", () => {
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "4th Floor, 20 Eastcheap",
      addressLocality: "London",
      postalCode: "EC3M 1EB",
      addressCountry: "GB",
    });
  });

  it("has a UK sales contact point in British English", () => {
    expect(data.contactPoint).toEqual([
      {
        "@type": "ContactPoint",
        telephone: "+442079460958",
        email: "info@example.co.uk",
        contactType: "sales",
        areaServed: "GB",
        availableLanguage: "en-GB",
      },
    ]);
  });

  it("lists the social profiles as sameAs", () => {
    expect(data.sameAs).toEqual(facts.sameAs);
  });

  it("keeps an unknown country as written", () => {
    const other = organizationStructuredData({
      ...facts,
      address: { ...facts.address, country: "IE" },
    });
    expect(other.address.addressCountry).toBe("IE");
  });
});

describe("contactPageStructuredData", () => {
  it("describes the contact page about the same organisation", () => {
    const data = contactPageStructuredData({
      siteUrl: facts.siteUrl,
      path: "/contact",
      name: "Contact Us",
      description: "Talk to us.",
      brandName: facts.brandName,
      telephone: facts.telephone,
      email: facts.email,
    });
    expect(data["@type"]).toBe("ContactPage");
    expect(data.url).toBe("https://example.co.uk/contact");
    expect(data.about["@id"]).toBe(organizationStructuredData(facts)["@id"]);
    expect(data.about.contactPoint.contactType).toBe("sales");
  });
});

describe("websiteStructuredData", () => {
  it("names the site at its home page, published by the same organisation", () => {
    const site = websiteStructuredData(facts);
    expect(site).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": "https://example.co.uk/#website",
      url: "https://example.co.uk/",
      name: "Northbridge IT",
      description: "Managed IT for UK SMEs.",
      inLanguage: "en-GB",
      publisher: { "@id": organizationStructuredData(facts)["@id"] },
    });
  });
});
