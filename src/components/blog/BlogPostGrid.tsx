import { css, keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { BlogPostCard } from "./BlogPostCard";
import type { BlogCardPost } from "./blog-card-post";
import { media, space } from "../../theme/tokens";

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

/** About a card's height, until it has been rendered once (then its real height is kept). */
const CARD_HEIGHT_ESTIMATE_PX = 600;
/** How far a card's shadow, hover lift and focus ring reach outside its box. */
const PAINT_OUTSIDE_CARD_PX = 40;

/**
 * Cards far from the viewport are not laid out or painted until the visitor scrolls near them,
 * so their lazy covers are not fetched while the first screen loads (a phone fetched five
 * 18 KB covers before its first paint). The skipped box clips its paint, so the clip margin
 * keeps shadows and focus rings whole; a browser without that margin renders every card.
 */
const renderWhenNear = css`
  @supports (overflow-clip-margin: 1px) {
    & > li {
      content-visibility: auto;
      contain-intrinsic-size: auto ${CARD_HEIGHT_ESTIMATE_PX}px;
      overflow-clip-margin: ${PAINT_OUTSIDE_CARD_PX}px;
    }
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(${COLUMNS_WIDE}, minmax(0, 1fr));
  gap: ${space[28]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.below("laptop")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space[24]};
  }
  ${media.below("smallTablet")} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[20]};
  }
  ${staggeredEntrance};
  ${renderWhenNear};
`;

export interface BlogPostGridProps {
  posts: readonly BlogCardPost[];
  /** How many of the first cards load their images with the page; the rest when scrolled near. */
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

/**
 * Cards whose cover loads with the page: the first may be the largest paint on a wide screen.
 * On a phone the heading's text is, and the row's other covers, fetched with the document,
 * took the first round trips from it (Lighthouse's simulated phone put a listing's largest
 * paint at 1.07 s); they are fetched from the first layout instead.
 */
export const EAGER_COVERS = 1;
