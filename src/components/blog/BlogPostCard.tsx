import styled from "@emotion/styled";
import { useId } from "react";
import { graphql, Link } from "gatsby";
import { ArrowRight, Clock } from "lucide-react";
import { readTimeLabel } from "../../lib/blog/read-time";
import { formatBritishDate } from "../../lib/british-date";
import { color, focusRing, fontSize, space } from "../../theme/tokens";
import { AuthorAvatar } from "./AuthorAvatar";
import type { BlogCardPost } from "./blog-card-post";
import { CategoryBadge } from "./CategoryBadge";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { liftingCardStyle } from "../ui/cardStyles";
import { VisuallyHidden } from "../ui/VisuallyHidden";

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${liftingCardStyle};
  /* The focus ring goes round the whole card, which is the link's click area. */
  &:has(a:focus-visible) {
    ${focusRing(color.focus, "3px")};
  }
`;

const Cover = styled.div`
  overflow: hidden;
  border-bottom: 1px solid ${color.border};
  background: ${color.heroBg};
  @media (prefers-reduced-motion: no-preference) {
    img {
      transition: transform 0.4s ease;
    }
    article:hover & img {
      transform: scale(1.04);
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[12]};
  padding: ${space[24]} ${space[24]} ${space[24]};
`;

const Title = styled.h2`
  font-size: ${fontSize.title};
  line-height: 1.35;
  margin: 0;
  color: ${color.text};
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${fontSize.body};
  line-height: 1.6;
`;

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[8]};
  margin-top: auto;
  padding-top: ${space[16]};
  border-top: 1px solid ${color.border};
  font-size: ${fontSize.small};
  color: ${color.textMuted};
  line-height: 1.4;
`;

const Author = styled.span`
  display: block;
  font-weight: 600;
  color: ${color.text};
`;

const Dot = styled.span`
  margin: 0 ${space[8]};
`;

const ReadTime = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[4]};
  white-space: nowrap;
`;

/** "Read More" is the card's one link; its ::after stretches over the whole card. */
const ReadMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  align-self: flex-start;
  font-weight: 700;
  color: ${color.primary};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:hover {
    color: ${color.primaryHover};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    outline: none;
  }
  svg {
    transition: transform 0.2s ease;
  }
  article:hover & svg {
    transform: translateX(3px);
  }
`;

export interface BlogPostCardProps {
  post: BlogCardPost;
  /** The image loads with the page (the first card), not when scrolled near. */
  eager?: boolean;
}

/** One article on a card: cover, category, title, excerpt, author, date, read time, Read More. */
export function BlogPostCard({ post, eager = false }: BlogPostCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      {post.image && (
        <Cover>
          <ResponsiveImage
            image={post.image}
            alt={post.imageAlt}
            loading={eager ? "eager" : "lazy"}
            // A thumbnail is never the largest paint: on a phone the listing's heading is.
            priority="low"
          />
        </Cover>
      )}
      <Body>
        <CategoryBadge category={post.category} />
        <Title id={titleId}>{post.title}</Title>
        <Excerpt>{post.excerpt}</Excerpt>
        <Byline>
          <AuthorAvatar name={post.authorName} />
          <span>
            <Author>{post.authorName}</Author>
            <time dateTime={post.datePublished}>{formatBritishDate(post.datePublished)}</time>
            <Dot aria-hidden="true">·</Dot>
            <ReadTime>
              <Clock size={14} aria-hidden="true" />
              {readTimeLabel(post.readTimeMinutes)}
            </ReadTime>
          </span>
        </Byline>
        <ReadMore to={post.path}>
          Read More<VisuallyHidden> about {post.title}</VisuallyHidden>
          <ArrowRight size={18} aria-hidden="true" />
        </ReadMore>
      </Body>
    </Card>
  );
}

/** The fields a card on the blog index needs. */
export const query = graphql`
  fragment BlogPostCard on BlogPost {
    slug
    path
    title
    excerpt
    category {
      name
    }
    datePublished
    readTimeMinutes
    imageAlt
    author {
      name
      path
    }
    image {
      childImageSharp {
        card: gatsbyImageData(
          width: 760
          aspectRatio: 1.7778
          layout: CONSTRAINED
          outputPixelDensities: [0.5, 1, 1.5]
          sizes: "(min-width: 1100px) 370px, (min-width: 700px) 48vw, 100vw"
          placeholder: DOMINANT_COLOR
        )
      }
    }
  }
`;
