import { css, keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { BlogPostCard } from "./BlogPostCard";
import type { BlogCardPost } from "./blog-card-post";

const COLUMNS_WIDE = 3;
/** Cards after this many share the last delay, so a long list never waits for seconds. */
const STAGGERED_CARDS = 24;
const STAGGER_SECONDS = 0.1;

const riseIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(18px);
  }
  to {
    opacity: 1;
    transform: none;
  }
`;

/**
 * Cards rise in one after another, 0.1 s apart. Pure CSS on opacity and transform: it runs
 * from the prebuilt HTML without any script, moves nothing in the layout, and the first card
 * starts at once, so the first image still paints straight away.
 */
const staggeredEntrance = css`
  @media (prefers-reduced-motion: no-preference) {
    & > li {
      animation: ${riseIn} 0.5s ease-out both;
    }
    ${Array.from(
      { length: STAGGERED_CARDS },
      (_, index) =>
        `& > li:nth-of-type(${index + 1}) { animation-delay: ${(index * STAGGER_SECONDS).toFixed(1)}s; }`,
    ).join("\n")}
    & > li:nth-of-type(n + ${STAGGERED_CARDS + 1}) {
      animation-delay: ${(STAGGERED_CARDS * STAGGER_SECONDS).toFixed(1)}s;
    }
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(${COLUMNS_WIDE}, minmax(0, 1fr));
  gap: 28px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 1023px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 24px;
  }
  @media (max-width: 639px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  }
  ${staggeredEntrance};
`;

export interface BlogPostGridProps {
  posts: readonly BlogCardPost[];
  /** The first row's images load at once (they are on screen); the rest when scrolled near. */
  eagerCount?: number;
}

export function BlogPostGrid({ posts, eagerCount = 0 }: BlogPostGridProps) {
  return (
    <Grid>
      {posts.map((post, index) => (
        <li key={post.slug}>
          <BlogPostCard post={post} eager={index < eagerCount} />
        </li>
      ))}
    </Grid>
  );
}

export const FIRST_ROW = COLUMNS_WIDE;
