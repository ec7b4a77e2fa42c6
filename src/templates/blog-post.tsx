import { graphql, type HeadFC, type PageProps } from "gatsby";
import { BlogArticle } from "../components/blog/BlogArticle";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { inSlugOrder } from "../lib/blog/article-order";
import { blogPostingStructuredData } from "../lib/blog/blog-structured-data";
import { imageSrc } from "../lib/image-src";
import { absoluteUrl } from "../lib/seo";
import { shareCardOf } from "../lib/share-image";
import { articleTrail } from "../lib/breadcrumbs";
import { breadcrumbList, sitePublisher } from "../lib/structured-data";

/**
 * Set in gatsby-node: the article's slug, the three related articles in order, and whether it
 * is scheduled (dated after the build's day: built, but kept out of search engines until then).
 */
interface BlogPostContext {
  slug: string;
  related: string[];
  scheduled: boolean;
}

type Data = Queries.BlogPostBySlugQuery;

/** Pages are created only for existing articles, so a missing record is a build error. */
function articleOf(data: Data, slug: string): NonNullable<Data["blogPost"]> {
  if (!data.blogPost) throw new Error(`No blog article with the slug "${slug}".`);
  return data.blogPost;
}

export default function BlogPostTemplate({ data, pageContext }: PageProps<Data, BlogPostContext>) {
  const post = articleOf(data, pageContext.slug);
  const related = inSlugOrder(data.related.nodes, pageContext.related);
  return (
    <BlogArticle
      post={{ ...post, image: post.image.childImageSharp?.article ?? undefined }}
      related={related}
      callToAction={data.homeContent?.cta}
    />
  );
}

export const Head: HeadFC<Data, BlogPostContext> = ({ data, pageContext }) => {
  const site = useSiteSettings();
  const post = articleOf(data, pageContext.slug);
  const card = shareCardOf(
    { kind: "blogs", ...post, category: post.category.name },
    site.brandName,
  );
  // The structured data names the article's own picture (16:9), the share card is for links.
  const picture = imageSrc(post.image.childImageSharp?.structuredData) ?? card.path;
  const url = absoluteUrl(site.siteUrl, post.path);
  const structuredData = blogPostingStructuredData(
    {
      url,
      headline: post.title,
      description: post.description,
      image: absoluteUrl(site.siteUrl, picture),
      datePublished: post.datePublished,
      dateModified: post.dateModified,
      breadcrumb: breadcrumbList(site.siteUrl, articleTrail(post, post.category)),
      author: {
        name: post.author.name,
        jobTitle: post.author.role,
        url: absoluteUrl(site.siteUrl, post.author.path),
      },
      category: post.category.name,
      wordCount: post.wordCount,
      readTimeMinutes: post.readTimeMinutes,
    },
    sitePublisher(site),
  );
  return (
    <Seo
      title={post.title}
      titleSuffix={site.blogName}
      keepSuffix
      description={post.description}
      path={post.path}
      image={card.path}
      imageAlt={card.alt}
      type="article"
      noindex={pageContext.scheduled}
    >
      <meta property="article:published_time" content={post.datePublished} />
      {post.updated && <meta property="article:modified_time" content={post.dateModified} />}
      <meta property="article:author" content={absoluteUrl(site.siteUrl, post.author.path)} />
      <meta property="article:section" content={post.category.name} />
      <JsonLd data={structuredData} />
    </Seo>
  );
};

export const query = graphql`
  query BlogPostBySlug($slug: String!, $related: [String!]!) {
    blogPost(slug: { eq: $slug }) {
      slug
      path
      title
      excerpt
      description
      category {
        name
        path
      }
      datePublished
      updated
      dateModified
      wordCount
      readTimeMinutes
      imageAlt
      author {
        name
        role
        bio
        path
      }
      body {
        type
        text
        items
      }
      image {
        childImageSharp {
          article: gatsbyImageData(
            width: 960
            aspectRatio: 1.7778
            layout: CONSTRAINED
            outputPixelDensities: [0.375, 0.5, 0.75, 1, 1.25]
            sizes: "(min-width: 992px) 960px, calc(100vw - 32px)"
          )
          structuredData: gatsbyImageData(width: 1200, height: 675, formats: [JPG], layout: FIXED)
        }
      }
    }
    related: allBlogPost(filter: { slug: { in: $related } }) {
      nodes {
        ...RelatedArticle
      }
    }
    homeContent {
      cta {
        ...CallToActionFields
      }
    }
  }
`;
