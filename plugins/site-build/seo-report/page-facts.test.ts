import { countWords, readPageFacts } from "./page-facts";

const origin = "https://www.example.co.uk";

const html = `<!DOCTYPE html><html lang="en-GB"><head>
<title>About us | Brand</title>
<meta name="description" content=" About the company. "/>
<meta name="robots" content="noindex, follow"/>
<link rel="canonical" href="${origin}/about"/>
<meta property="og:title" content="About"/><meta property="og:image" content="${origin}/card.png"/>
<meta property="og:site_name" content="Brand"/>
<script type="application/ld+json">{"@type":"AboutPage"}</script>
</head><body><nav><a href="/">Home</a><a href="/about">Self</a><a href="/services/">Services</a>
<a href="https://elsewhere.example/">Out</a><a href="#main">Skip</a></nav>
<main><h1>About <em>us</em></h1><p>We keep small firms   running.</p>
<script>var notWords = 1;</script><noscript><img src="/x.png"></noscript>
<img src="/team.webp"/><img src="/line.svg" alt=""/></main><h1>Second</h1></body></html>`;

describe("readPageFacts", () => {
  const facts = readPageFacts(html, { path: "/about", siteOrigin: origin });

  it("reads the head's tags as written", () => {
    expect(facts).toMatchObject({
      title: "About us | Brand",
      titleCount: 1,
      description: "About the company.",
      robots: "noindex, follow",
      canonical: `${origin}/about`,
      twitterCard: null,
    });
    expect(facts.openGraph).toMatchObject({
      title: "About",
      image: `${origin}/card.png`,
      siteName: "Brand",
      description: null,
    });
    expect(facts.jsonLd).toEqual(['{"@type":"AboutPage"}']);
  });

  it("reads headings, the main content's words and images without alt", () => {
    expect(facts.h1).toEqual(["About us", "Second"]);
    expect(facts.wordCount).toBe(7);
    expect(facts.imagesWithoutAlt).toEqual(["/team.webp"]);
  });

  it("lists the site pages it links to, itself and other sites left out", () => {
    expect(facts.links).toEqual(["/", "/services"]);
  });

  it("says when a page has no description", () => {
    const bare = readPageFacts("<title>x</title><p>y</p>", { path: "/x", siteOrigin: origin });
    expect(bare.description).toBeNull();
    expect(bare.canonical).toBeNull();
  });
});

describe("countWords", () => {
  it("counts runs with a letter or digit", () => {
    expect(countWords("IT — for 24/7 support, £40 a month")).toBe(7);
  });
});
