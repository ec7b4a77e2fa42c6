import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useMemo } from "react";
import { toBlogCardPost } from "../components/blog/blog-card-post";
import { BLOG_INDEX_HEADING, BlogIndexPage } from "../components/blog/BlogIndexPage";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { newestFirst } from "../lib/blog/article-order";
import { blogStructuredData } from "../lib/blog/blog-structured-data";
import { BLOG_CATEGORIES } from "../lib/blog/categories";
import { imageSrc } from "../lib/image-src";
import { absoluteUrl } from "../lib/seo";
import { sitePublisher } from "../lib/structured-data";

const PATH = "/blogs";
const DESCRIPTION =
  "Practical guidance on cyber security, cloud, AI and IT support for UK small and medium-sized businesses, from the Northbridge IT team.";
const LEAD =
  "Practical guidance on cyber security, cloud, AI and everyday IT support for UK businesses, written by the people who deliver it.";

export default function Blogs({ data, location }: PageProps<Queries.BlogIndexQuery>) {
  const site = useSiteSettings();
  const posts = useMemo(
    () => newestFirst(data.allBlogPost.nodes.map(toBlogCardPost)),
    [data.allBlogPost.nodes],
  );
  return (
    <BlogIndexPage
      blogName={site.blogName}
      lead={LEAD}
      posts={posts}
      categories={BLOG_CATEGORIES}
      location={location}
    />
  );
}

export const Head: HeadFC<Queries.BlogIndexQuery> = ({ data }) => {
  const site = useSiteSettings();
  const structuredData = blogStructuredData(
    {
      url: absoluteUrl(site.siteUrl, PATH),
      name: site.blogName,
      description: DESCRIPTION,
      posts: newestFirst(data.allBlogPost.nodes).map((post) => ({
        url: absoluteUrl(site.siteUrl, post.path),
        headline: post.title,
        image: absoluteUrl(
          site.siteUrl,
          imageSrc(post.image?.childImageSharp?.card) ?? "/og-image.png",
        ),
        datePublished: post.datePublished,
        author: { name: post.author.name },
      })),
    },
    sitePublisher(site),
  );
  return (
    <Seo title={BLOG_INDEX_HEADING} description={DESCRIPTION} path={PATH}>
      <JsonLd data={structuredData} />
    </Seo>
  );
};

export const query = graphql`
  query BlogIndex {
    allBlogPost {
      nodes {
        ...BlogPostCard
      }
    }
  }
`;
