import { jsonLdScript } from "../structured-data";
import { toolBreadcrumbTrail, toolStructuredData } from "./tool-structured-data";

const base = {
  url: "https://example.test/tools/uptime-guarantee",
  name: "Uptime Guarantee Calculator",
  description: "How much downtime an uptime percentage allows, and what it costs.",
  providerName: "Northbridge IT Ltd",
  providerUrl: "https://example.test/",
};

describe("toolStructuredData", () => {
  it("describes a free business web application offered in pounds", () => {
    expect(toolStructuredData(base)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: "Uptime Guarantee Calculator",
      description: "How much downtime an uptime percentage allows, and what it costs.",
      url: "https://example.test/tools/uptime-guarantee",
      applicationCategory: "BusinessApplication",
      operatingSystem: "Any",
      browserRequirements: "Requires a web browser; results update as you type with JavaScript",
      inLanguage: "en-GB",
      isAccessibleForFree: true,
      offers: { "@type": "Offer", price: "0", priceCurrency: "GBP" },
      provider: {
        "@type": "Organization",
        name: "Northbridge IT Ltd",
        url: "https://example.test/",
      },
    });
  });

  it("lists features only when there are some, trimmed and without blanks", () => {
    expect(
      toolStructuredData({ ...base, featureList: [" Allowed downtime ", "", "Downtime cost"] })
        .featureList,
    ).toEqual(["Allowed downtime", "Downtime cost"]);
    expect("featureList" in toolStructuredData({ ...base, featureList: [] })).toBe(false);
  });

  it("serialises safely inside a script tag", () => {
    const text = jsonLdScript(toolStructuredData({ ...base, name: "</script><b>" }));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><b>");
  });
});

describe("toolBreadcrumbTrail", () => {
  it("places a tool under the assessment tools", () => {
    expect(toolBreadcrumbTrail("Budget Calculator", "/tools/budget-calculator")).toEqual([
      { name: "Home", path: "/" },
      { name: "IT Assessment Tools", path: "/assessment" },
      { name: "Budget Calculator", path: "/tools/budget-calculator" },
    ]);
  });
});
