import { SHARE_IMAGE_SIZE, shareCardOf, shareImagePath } from "./share-image";

describe("shareImagePath", () => {
  it("publishes each page's card under /share/{kind}/{slug}.png", () => {
    expect(shareImagePath("services", "cloud-migration")).toBe(
      "/share/services/cloud-migration.png",
    );
    expect(shareImagePath("blogs", "ai-it-support")).toBe("/share/blogs/ai-it-support.png");
    expect(shareImagePath("case-studies", "greenomy")).toBe("/share/case-studies/greenomy.png");
  });
});

describe("shareCardOf", () => {
  it("labels a service page 'Service'", () => {
    const card = shareCardOf(
      { kind: "services", slug: "it-consulting", title: "IT Consulting" },
      "Acme",
    );
    expect(card).toEqual({
      path: "/share/services/it-consulting.png",
      title: "IT Consulting",
      kicker: "Service",
      alt: "Service: IT Consulting. Acme",
    });
  });

  it("labels a case study with its sector and an article with its category", () => {
    const study = {
      kind: "case-studies",
      slug: "x",
      title: "Fewer tickets",
      sector: "Retail",
    } as const;
    expect(shareCardOf(study, "Acme").kicker).toBe("Case study · Retail");
    const post = {
      kind: "blogs",
      slug: "y",
      title: "A guide",
      category: "Cloud Computing",
    } as const;
    expect(shareCardOf(post, "Acme")).toMatchObject({
      path: "/share/blogs/y.png",
      kicker: "Cloud Computing",
      alt: "Cloud Computing: A guide. Acme",
    });
  });

  it("cards are the large-image size the social networks expect", () => {
    expect(SHARE_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
  });
});
