import { contentLinks, linkPath } from "./content-links";

describe("contentLinks", () => {
  it("finds link-like fields that name a site path, at any depth", () => {
    const content = [
      { title: "Cloud", link: "/services/cloud-solutions" },
      { hero: { ctaLink: "/contact?plan=Standard", secondaryHref: "/assessment" } },
      { partner: { url: "https://www.microsoft.com" }, path: "//cdn.example.com/x" },
      { items: [{ to: "/blogs" }] },
    ];
    expect(contentLinks(content)).toEqual([
      { field: "[0].link", link: "/services/cloud-solutions" },
      { field: "[1].hero.ctaLink", link: "/contact?plan=Standard" },
      { field: "[1].hero.secondaryHref", link: "/assessment" },
      { field: "[3].items[0].to", link: "/blogs" },
    ]);
  });

  it("finds Markdown links to site paths in text, but not external ones", () => {
    const content = {
      intro: [
        "Read our [Privacy Policy](/PrivacyPolicy) and [Google's](https://policies.google.com).",
      ],
    };
    expect(contentLinks(content)).toEqual([{ field: "intro[0]", link: "/PrivacyPolicy" }]);
  });

  it("ignores text fields that merely start with a slash-free word", () => {
    expect(contentLinks({ link: "contact", label: "/ not a link field" })).toEqual([]);
  });
});

describe("linkPath", () => {
  it("drops query and fragment and decodes", () => {
    expect(linkPath("/services/governance-%26-risk?x=1#top")).toBe("/services/governance-&-risk");
  });
});
