import { graphql, type HeadFC, type PageProps } from "gatsby";
import { BlogArticle } from "../components/blog/BlogArticle";
import { Seo } from "../components/Seo";
import { imageSrc } from "../lib/image-src";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { absoluteUrl } from "../lib/seo";
import { articleStructuredData, jsonLdScript } from "../lib/structured-data";

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostBySlugQuery>) {
  const post = data.blogPost;
  if (!post) return null;
  return (
    <BlogArticle post={{ ...post, image: post.image?.childImageSharp?.article ?? undefined }} />
  );
}

export const Head: HeadFC<Queries.BlogPostBySlugQuery> = ({ data }) => {
  const site = useSiteSettings();
  const post = data.blogPost;
  if (!post) return <Seo title="Blog metadata not found" path="/blogs" noindex />;
  const share = imageSrc(post.image?.childImageSharp?.share) ?? "/og-image.png";
  const url = absoluteUrl(site.siteUrl, post.path);
  const jsonLd = articleStructuredData({
    url,
    title: post.title,
    description: post.description,
    image: absoluteUrl(site.siteUrl, share),
    datePublished: post.datePublished,
    authorName: post.author.name,
    publisherName: site.brandName,
    publisherLogo: absoluteUrl(site.siteUrl, "/apple-touch-icon.png"),
  });
  return (
    <Seo
      title={post.title}
      titleSuffix={site.blogName}
      description={post.description}
      path={post.path}
      image={share}
      imageAlt={post.title}
      type="article"
    >
      <meta property="article:published_time" content={post.datePublished} />
      <meta property="article:author" content={post.author.name} />
      <meta property="article:section" content={post.category} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }}
      />
    </Seo>
  );
};

export const query = graphql`
  query BlogPostBySlug($slug: String!) {
    blogPost(slug: { eq: $slug }) {
      slug
      path
      title
      excerpt
      description
      category
      date
      datePublished
      readTime
      author {
        name
        role
        bio
      }
      body {
        type
        text
        items
      }
      image {
        childImageSharp {
          article: gatsbyImageData(width: 780, aspectRatio: 1.7778)
          share: gatsbyImageData(width: 1200, height: 630, formats: [JPG], layout: FIXED)
        }
      }
    }
  }
`;
