import {
  authorPageStructuredData,
  blogPostingStructuredData,
  blogStructuredData,
  categoryPageStructuredData,
  type BlogPostingInput,
} from "./blog-structured-data";

const PUBLISHER = {
  name: "Northbridge IT",
  url: "https://www.example.co.uk/",
  logo: "https://www.example.co.uk/apple-touch-icon.png",
};

const POST: BlogPostingInput = {
  url: "https://www.example.co.uk/blogs/ai-it-support",
  headline: "How AI Is Changing IT Support",
  description: "Where AI helps a service desk and where people still matter most.",
  image: "https://www.example.co.uk/static/share.jpg",
  datePublished: "2024-09-10",
  author: { name: "Priya Shah", jobTitle: "Service Delivery Director" },
  category: "AI & Innovation",
  wordCount: 994,
  readTimeMinutes: 5,
};

describe("blogPostingStructuredData", () => {
  const data = blogPostingStructuredData(POST, PUBLISHER);

  it("describes the article with headline, image, ISO date, author and publisher logo", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: POST.headline,
      description: POST.description,
      image: [POST.image],
      datePublished: "2024-09-10",
      dateModified: "2024-09-10",
      mainEntityOfPage: { "@type": "WebPage", "@id": POST.url },
      author: { "@type": "Person", name: "Priya Shah", jobTitle: "Service Delivery Director" },
      publisher: {
        "@type": "Organization",
        name: "Northbridge IT",
        logo: { "@type": "ImageObject", url: PUBLISHER.logo },
      },
    });
  });

  it("adds the section, length and reading time", () => {
    expect(data).toMatchObject({
      articleSection: "AI & Innovation",
      wordCount: 994,
      timeRequired: "PT5M",
      inLanguage: "en-GB",
    });
  });

  it("leaves optional fields out rather than writing empty ones", () => {
    const bare = blogPostingStructuredData(
      {
        ...POST,
        category: undefined,
        wordCount: undefined,
        readTimeMinutes: undefined,
        author: { name: "A" },
      },
      PUBLISHER,
    );
    expect(bare).not.toHaveProperty("articleSection");
    expect(bare).not.toHaveProperty("timeRequired");
    expect(bare.author).not.toHaveProperty("jobTitle");
  });
});

describe("blogStructuredData", () => {
  it("lists every article as a BlogPosting of the Blog", () => {
    const data = blogStructuredData(
      {
        url: "https://www.example.co.uk/blogs",
        name: "Northbridge Insights",
        description: "Practical IT advice.",
        posts: [POST, { ...POST, url: `${POST.url}-2`, headline: "Second" }],
      },
      PUBLISHER,
    );
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Blog",
      url: "https://www.example.co.uk/blogs",
      name: "Northbridge Insights",
      publisher: { name: "Northbridge IT" },
    });
    expect(data.blogPost).toHaveLength(2);
    expect(data.blogPost[1]).toMatchObject({
      "@type": "BlogPosting",
      headline: "Second",
      url: `${POST.url}-2`,
      datePublished: "2024-09-10",
      author: { name: "Priya Shah" },
    });
    expect(data.blogPost[0]).not.toHaveProperty("@context");
  });

  it("names each article by its page's @id and leaves the rest of it to that page", () => {
    const data = blogStructuredData(
      {
        url: "https://www.example.co.uk/blogs",
        name: "Blog",
        description: "Advice.",
        posts: [POST],
      },
      PUBLISHER,
    );
    const article = blogPostingStructuredData(POST, PUBLISHER);
    expect(article["@id"]).toBe(`${POST.url}#article`);
    expect(article.mainEntityOfPage["@id"]).toBe(POST.url);
    expect(data.blogPost[0]).toEqual({
      "@type": "BlogPosting",
      "@id": article["@id"],
      url: POST.url,
      headline: POST.headline,
      image: [POST.image],
      datePublished: POST.datePublished,
      author: { "@type": "Person", name: "Priya Shah" },
    });
  });
});

describe("listing pages", () => {
  const listing = {
    url: "https://www.example.co.uk/blogs/author/priya-shah",
    name: "Priya Shah, Service Delivery Director",
    description: "Articles by Priya Shah.",
    blogUrl: "https://www.example.co.uk/blogs",
    posts: [
      {
        url: POST.url,
        headline: POST.headline,
        image: POST.image,
        datePublished: POST.datePublished,
        author: { name: "Priya Shah", url: "https://www.example.co.uk/blogs/author/priya-shah" },
      },
    ],
  };

  it("a category's page is a collection page of the blog, naming each article by its @id", () => {
    expect(categoryPageStructuredData(listing)).toMatchObject({
      "@type": "CollectionPage",
      "@id": listing.url,
      isPartOf: { "@type": "Blog", "@id": listing.blogUrl },
      hasPart: [
        {
          "@type": "BlogPosting",
          "@id": `${POST.url}#article`,
          author: { "@type": "Person", name: "Priya Shah", url: listing.url },
        },
      ],
    });
  });

  it("an author's page is a profile page whose person has the page as url", () => {
    const data = authorPageStructuredData(
      listing,
      { name: "Priya Shah", jobTitle: "Service Delivery Director", description: "Runs the desk." },
      PUBLISHER,
    );
    expect(data).toMatchObject({
      "@type": "ProfilePage",
      mainEntity: {
        "@type": "Person",
        name: "Priya Shah",
        url: listing.url,
        jobTitle: "Service Delivery Director",
        worksFor: { "@type": "Organization", name: "Northbridge IT" },
      },
    });
    expect(data.hasPart).toHaveLength(1);
  });
});
