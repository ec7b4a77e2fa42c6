import { jsonLdScript } from "../structured-data";
import { legalPageStructuredData } from "./legal-structured-data";

describe("legal page JSON-LD", () => {
  const data = legalPageStructuredData({
    url: "https://www.example.co.uk/CookiePolicy",
    name: "Cookie Policy",
    description: "Which cookies we use.",
    dateModified: "2026-11-23",
    siteName: "Northbridge IT",
    siteUrl: "https://www.example.co.uk/",
    publisherName: "Northbridge IT Services Ltd",
  });

  it("is a WebPage of the site, dated by its last update", () => {
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": "https://www.example.co.uk/CookiePolicy",
      url: "https://www.example.co.uk/CookiePolicy",
      name: "Cookie Policy",
      description: "Which cookies we use.",
      inLanguage: "en-GB",
      dateModified: "2026-11-23",
      isPartOf: { "@type": "WebSite", name: "Northbridge IT", url: "https://www.example.co.uk/" },
      publisher: {
        "@type": "Organization",
        name: "Northbridge IT Services Ltd",
        url: "https://www.example.co.uk/",
      },
    });
  });

  it("survives serialisation into a script tag", () => {
    expect(JSON.parse(jsonLdScript(data))).toEqual(data);
  });
});
