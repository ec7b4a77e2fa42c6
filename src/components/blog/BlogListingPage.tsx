import styled from "@emotion/styled";
import { navigate } from "gatsby";
import { useEffect } from "react";
import { legacyCategoryPath } from "../../lib/blog/legacy-category-link";
import { articleCountLabel } from "../../lib/blog/listing";
import { color, fontSize, media, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { PageHero } from "../ui/PageHero";
import type { BlogCardPost } from "./blog-card-post";
import { BlogPostGrid, EAGER_COVERS } from "./BlogPostGrid";
import { CategoryLinks, type CategoryLink } from "./CategoryLinks";
import { ListingPager } from "./ListingPager";
import { PAGES } from "../../lib/routes";

export const BLOG_INDEX_HEADING = "Latest Insights & News";

const Listing = styled.section`
  padding: ${space[48]} 0 ${space[88]};
  ${media.mobile} {
    padding: ${space[32]} 0 ${space[64]};
  }
`;

const Count = styled.p`
  margin: ${space[20]} 0 ${space[28]};
  text-align: center;
  color: ${color.textMuted};
  font-size: ${fontSize.body};
`;

export interface BlogListingPageProps {
  eyebrow: string;
  heading: string;
  lead: string;
  /** This page's articles, newest first. */
  posts: readonly BlogCardPost[];
  /** The categories that have articles, in the editors' order. */
  categories: readonly CategoryLink[];
  /** The listing's own first page when it is the index or a category's; null for an author's. */
  currentCategoryLink: string | null;
  /** The listing's first page, this page's number, how many pages and articles it has. */
  paging: { basePath: string; pageNumber: number; pageCount: number; total: number; first: number };
}

/**
 * A listing of the blog (the index, a category or an author): heading, links to the
 * categories' pages, how many articles are shown, their cards and links to the other pages.
 */
export function BlogListingPage(props: BlogListingPageProps) {
  const { eyebrow, heading, lead, posts, categories, currentCategoryLink, paging } = props;
  const isIndex = paging.basePath === PAGES.blogs.path && paging.pageNumber === 1;
  useEffect(() => {
    if (!isIndex) return;
    const categoryPage = legacyCategoryPath(window.location.search, categories);
    if (categoryPage) void navigate(categoryPage, { replace: true });
  }, [isIndex, categories]);
  return (
    <>
      <PageHero eyebrow={eyebrow} title={heading} lead={lead} />
      <Listing aria-label="Articles">
        <Container>
          <CategoryLinks
            categories={categories}
            current={currentCategoryLink}
            firstPage={paging.pageNumber === 1}
          />
          <Count>{articleCountLabel(posts.length, paging.total, paging.first)}</Count>
          <BlogPostGrid posts={posts} eagerCount={EAGER_COVERS} />
          <ListingPager
            basePath={paging.basePath}
            pageNumber={paging.pageNumber}
            pageCount={paging.pageCount}
          />
        </Container>
      </Listing>
    </>
  );
}
