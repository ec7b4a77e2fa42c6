import { missingStructuredDataTypes } from "./structured-data-types";

const json = (value: unknown) => JSON.stringify(value);
const trail = { "@type": "BreadcrumbList", itemListElement: [] };

describe("missingStructuredDataTypes", () => {
  it("finds an article's trail nested in its page", () => {
    const posting = {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      mainEntityOfPage: { "@type": "WebPage", breadcrumb: trail },
    };
    expect(missingStructuredDataTypes("/blogs/iso-27001-benefits", [json(posting)])).toEqual([]);
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
