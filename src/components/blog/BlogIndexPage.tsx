import styled from "@emotion/styled";
import { useMemo } from "react";
import { articleCountLabel, filterByCategory } from "../../lib/blog/category-filter";
import { color, media, radius } from "../../theme/tokens";
import { Button } from "../ui/ButtonLink";
import { Container } from "../ui/Container";
import { PageHero } from "../ui/PageHero";
import type { BlogCardPost } from "./blog-card-post";
import { BlogPostGrid, FIRST_ROW } from "./BlogPostGrid";
import { CategoryFilter } from "./CategoryFilter";
import { useCategoryFilter } from "./useCategoryFilter";

export const BLOG_INDEX_HEADING = "Latest Insights & News";

const Listing = styled.section`
  padding: 48px 0 88px;
  ${media.mobile} {
    padding: 32px 0 64px;
  }
`;

const Count = styled.p`
  margin: 20px 0 28px;
  text-align: center;
  color: ${color.textMuted};
  font-size: 0.95rem;
`;

const Empty = styled.div`
  padding: 48px 24px;
  border: 1px dashed ${color.border};
  border-radius: ${radius.lg};
  text-align: center;
  color: ${color.textMuted};
  h2 {
    color: ${color.text};
    font-size: 1.3rem;
  }
`;

export interface BlogIndexPageProps {
  blogName: string;
  lead: string;
  /** Newest first. */
  posts: readonly BlogCardPost[];
  categories: readonly string[];
  location: { key?: string; search: string };
}

/** The blog index: heading, category filter with a live count, and the grid of article cards. */
export function BlogIndexPage({ blogName, lead, posts, categories, location }: BlogIndexPageProps) {
  const [category, chooseCategory] = useCategoryFilter(categories, location);
  const shown = useMemo(() => filterByCategory(posts, category), [posts, category]);
  return (
    <>
      <PageHero eyebrow={blogName} title={BLOG_INDEX_HEADING} lead={lead} />
      <Listing aria-label="Articles">
        <Container>
          <CategoryFilter categories={categories} selected={category} onSelect={chooseCategory} />
          <Count role="status">{articleCountLabel(shown.length)}</Count>
          {shown.length > 0 ? (
            <BlogPostGrid posts={shown} eagerCount={FIRST_ROW} />
          ) : (
            <Empty>
              <h2>No articles in {category} yet</h2>
              <p>
                New articles are on their way. In the meantime, browse everything we have published.
              </p>
              <Button type="button" onClick={() => chooseCategory(null)}>
                Show all articles
              </Button>
            </Empty>
          )}
        </Container>
      </Listing>
    </>
  );
}
