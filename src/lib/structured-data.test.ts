import { jsonLdScript, serviceStructuredData } from "./structured-data";

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
