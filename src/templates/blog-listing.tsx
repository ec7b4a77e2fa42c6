import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useMemo } from "react";
import { toBlogCardPost } from "../components/blog/blog-card-post";
import { BLOG_INDEX_HEADING, BlogListingPage } from "../components/blog/BlogListingPage";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { useSiteSettings, type SiteSettings } from "../hooks/useSiteSettings";
import { inSlugOrder } from "../lib/blog/article-order";
import {
  authorPageStructuredData,
  blogStructuredData,
  categoryPageStructuredData,
  type BlogPostingSummaryInput,
} from "../lib/blog/blog-structured-data";
import {
  fitDescription,
  pagedDescription,
  pagedTitle,
  type BlogListingContext,
} from "../lib/blog/listing";
import { imageSrc } from "../lib/image-src";
import { listingPagePath } from "../lib/routes";
import { absoluteUrl } from "../lib/seo";
import { blogListingTrail } from "../lib/breadcrumbs";
import { breadcrumbList, sitePublisher } from "../lib/structured-data";
import { PAGES } from "../lib/routes";

const INDEX_DESCRIPTION =
  "Practical guidance on cyber security, cloud, AI and IT support for UK small and medium-sized businesses, from the Northbridge IT team.";
const INDEX_LEAD =
  "Practical guidance on cyber security, cloud, AI and everyday IT support for UK businesses, written by the people who deliver it.";

type Data = Queries.BlogListingQuery;

/** What the page says of itself: its heading and lead, and its head's title and description. */
function describe(data: Data, context: BlogListingContext, site: SiteSettings) {
  const { kind, pageNumber, pageCount } = context;
  if (kind === "category" && data.blogCategory) {
    const { name, description } = data.blogCategory;
    return {
      eyebrow: site.blogName,
      heading: name,
      lead: description,
      title: pagedTitle(`${name} articles`, pageNumber),
      description: pagedDescription(description, pageNumber, pageCount),
    };
  }
  if (kind === "author" && data.blogAuthor) {
    const { name, role, bio } = data.blogAuthor;
    return {
      eyebrow: role,
      heading: name,
      lead: bio,
      title: pagedTitle(`${name}, ${role}`, pageNumber),
      description: pagedDescription(
        fitDescription(`Articles by ${name}, ${role} at ${site.brandName}. ${bio}`),
        pageNumber,
        pageCount,
      ),
    };
  }
  return {
    eyebrow: site.blogName,
    heading: BLOG_INDEX_HEADING,
    lead: INDEX_LEAD,
    title: pagedTitle(BLOG_INDEX_HEADING, pageNumber),
    description: pagedDescription(INDEX_DESCRIPTION, pageNumber, pageCount),
  };
}

/** The blog's index, a category's or an author's articles: one page of them (see gatsby-node). */
export default function BlogListing({ data, pageContext }: PageProps<Data, BlogListingContext>) {
  const site = useSiteSettings();
  const posts = useMemo(
    () => inSlugOrder(data.allBlogPost.nodes, pageContext.slugs).map(toBlogCardPost),
    [data.allBlogPost.nodes, pageContext.slugs],
  );
  const page = describe(data, pageContext, site);
  const currentCategoryLink =
    pageContext.kind === "author"
      ? null
      : pageContext.kind === "category"
        ? (data.blogCategory?.path ?? null)
        : PAGES.blogs.path;
  return (
    <BlogListingPage
      eyebrow={page.eyebrow}
      heading={page.heading}
      lead={page.lead}
      posts={posts}
      categories={data.allBlogCategory.nodes}
      currentCategoryLink={currentCategoryLink}
      paging={{
        basePath: pageContext.basePath,
        pageNumber: pageContext.pageNumber,
        pageCount: pageContext.pageCount,
        total: pageContext.total,
        first: pageContext.first,
      }}
    />
  );
}

export const Head: HeadFC<Data, BlogListingContext> = ({ data, pageContext }) => {
  const site = useSiteSettings();
  const page = describe(data, pageContext, site);
  const path = listingPagePath(pageContext.basePath, pageContext.pageNumber);
  const url = absoluteUrl(site.siteUrl, path);
  const blogUrl = absoluteUrl(site.siteUrl, PAGES.blogs.path);
  const publisher = sitePublisher(site);
  const posts: BlogPostingSummaryInput[] = inSlugOrder(
    data.allBlogPost.nodes,
    pageContext.slugs,
  ).map((post) => ({
    url: absoluteUrl(site.siteUrl, post.path),
    headline: post.title,
    image: absoluteUrl(
      site.siteUrl,
      imageSrc(post.image?.childImageSharp?.card) ?? "/og-image.png",
    ),
    datePublished: post.datePublished,
    author: { name: post.author.name, url: absoluteUrl(site.siteUrl, post.author.path) },
  }));
  // Home > Blogs > the category or the author: the record the listing is of.
  const record = pageContext.kind === "category" ? data.blogCategory : data.blogAuthor;
  const breadcrumb =
    pageContext.kind !== "index" && record
      ? breadcrumbList(site.siteUrl, blogListingTrail(record))
      : undefined;
  const listing = {
    url,
    name: page.title,
    description: page.description,
    blogUrl,
    posts,
    breadcrumb,
  };
  const structuredData =
    pageContext.kind === "category"
      ? categoryPageStructuredData(listing)
      : pageContext.kind === "author" && data.blogAuthor
        ? authorPageStructuredData(
            listing,
            {
              name: data.blogAuthor.name,
              jobTitle: data.blogAuthor.role,
              description: data.blogAuthor.bio,
            },
            publisher,
          )
        : blogStructuredData(
            { url: blogUrl, name: site.blogName, description: INDEX_DESCRIPTION, posts },
            publisher,
          );
  return (
    <Seo
      title={page.title}
      titleSuffix={pageContext.kind === "index" ? undefined : site.blogName}
      description={page.description}
      path={path}
    >
      <JsonLd data={structuredData} />
    </Seo>
  );
};

export const query = graphql`
  query BlogListing($slugs: [String!]!, $recordSlug: String!, $categories: [String!]!) {
    allBlogPost(filter: { slug: { in: $slugs } }) {
      nodes {
        ...BlogPostCard
      }
    }
    blogCategory(slug: { eq: $recordSlug }) {
      name
      description
      path
    }
    blogAuthor(slug: { eq: $recordSlug }) {
      name
      role
      bio
      path
    }
    allBlogCategory(filter: { slug: { in: $categories } }, sort: { position: ASC }) {
      nodes {
        name
        path
        formerSlugs
      }
    }
  }
`;
