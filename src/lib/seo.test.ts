import { absoluteUrl, pageTitle, TITLE_MAX, twitterHandle } from "./seo";
import { parseBlogDate } from "./blog-date";
import { jsonLdScript } from "./structured-data";

describe("absoluteUrl", () => {
  it("joins the site URL and path without doubled or trailing slashes", () => {
    expect(absoluteUrl("https://example.co.uk/", "/about/")).toBe("https://example.co.uk/about");
    expect(absoluteUrl("https://example.co.uk", "/")).toBe("https://example.co.uk/");
    expect(absoluteUrl("https://example.co.uk", "about")).toBe("https://example.co.uk/about");
  });
  it("keeps case and encodes special characters once", () => {
    expect(absoluteUrl("http://localhost:9000", "/services/upgrades-&-migrations")).toBe(
      "http://localhost:9000/services/upgrades-&-migrations",
    );
    expect(absoluteUrl("http://x", "/ServicePlans")).toBe("http://x/ServicePlans");
    expect(absoluteUrl("http://x", "/a%20b")).toBe("http://x/a%20b");
  });
  it("leaves absolute URLs alone", () => {
    expect(absoluteUrl("http://x", "https://cdn.example/img.png")).toBe(
      "https://cdn.example/img.png",
    );
  });
});

describe("pageTitle", () => {
  it("renders Page | Brand", () => {
    expect(pageTitle("About Us", "Northbridge IT")).toBe("About Us | Northbridge IT");
    expect(pageTitle("Northbridge IT", "Northbridge IT")).toBe("Northbridge IT");
  });

  it("drops the brand when it would take the title past 60 characters", () => {
    const fits = "x".repeat(60 - " | Northbridge Insights".length);
    expect(pageTitle(fits, "Northbridge Insights")).toBe(`${fits} | Northbridge Insights`);
    expect(pageTitle(`${fits}y`, "Northbridge Insights")).toBe(`${fits}y`);
    expect(
      pageTitle("How AI Is Changing IT Support for UK Small Businesses", "Northbridge Insights"),
    ).toBe("How AI Is Changing IT Support for UK Small Businesses");
    expect(TITLE_MAX).toBe(60);
  });

  it("keeps the suffix the requirements name (an article's blog name), however long", () => {
    const title = "How AI Is Changing IT Support for UK Small Businesses";
    expect(pageTitle(title, "Northbridge Insights", true)).toBe(`${title} | Northbridge Insights`);
  });
});

describe("twitterHandle", () => {
  it("reads the handle from the X or Twitter profile link", () => {
    expect(
      twitterHandle([
        { url: "https://www.linkedin.com/company/x" },
        { url: "https://x.com/northbridgeit" },
      ]),
    ).toBe("@northbridgeit");
    expect(twitterHandle([{ url: "https://twitter.com/Acme_IT/" }])).toBe("@Acme_IT");
  });

  it("is null without such a link", () => {
    expect(twitterHandle([{ url: "https://x.com/northbridgeit/status/1" }])).toBeNull();
    expect(twitterHandle([])).toBeNull();
  });
});

describe("parseBlogDate", () => {
  it("reads 'July 3, 2025'", () => {
    expect(parseBlogDate("July 3, 2025").toISOString()).toBe("2025-07-03T00:00:00.000Z");
  });
  it("rejects other shapes", () => {
    expect(() => parseBlogDate("3 July 2025")).toThrow();
    expect(() => parseBlogDate("Juli 3, 2025")).toThrow();
  });
});

describe("jsonLdScript", () => {
  it("cannot break out of its script tag", () => {
    const script = jsonLdScript({ headline: "A </script><script>alert(1)</script>" });
    expect(script).not.toContain("</script>");
    expect(JSON.parse(script).headline).toBe("A </script><script>alert(1)</script>");
  });
});
