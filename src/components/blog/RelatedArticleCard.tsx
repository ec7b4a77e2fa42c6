import styled from "@emotion/styled";
import { useId } from "react";
import { graphql, Link } from "gatsby";
import { readTimeLabel } from "../../lib/blog/read-time";
import { formatBritishDate } from "../../lib/british-date";
import { color, fontSize, space } from "../../theme/tokens";
import { cardCoveringLinkStyle, liftingCardStyle, stackedCardStyle } from "../ui/cardStyles";
import { CategoryBadge } from "./CategoryBadge";

/**
 * What a related-article card shows. No cover or excerpt: the article above already has the
 * reader's attention, and three more cards' pictures and summaries would push the article's
 * own HTML past the first network round trip (about 14 KB compressed), delaying its cover.
 */
export interface RelatedArticle {
  slug: string;
  path: string;
  title: string;
  category: { name: string };
  /** ISO date, for <time datetime> and shown the British way ("3 July 2025"). */
  datePublished: string;
  readTimeMinutes: number;
}

const Card = styled.article`
  ${stackedCardStyle};
  padding: ${space[24]} ${space[24]};
  ${liftingCardStyle};
  ${cardCoveringLinkStyle};
  h3 {
    flex: 1;
    margin: 0;
    font-size: ${fontSize.lead};
    line-height: 1.35;
  }
  p {
    margin: 0;
    font-size: ${fontSize.small};
    color: ${color.textMuted};
  }
`;

/** One article to read next: category, title (the card's one link), date and read time. */
export function RelatedArticleCard({ post }: { post: RelatedArticle }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CategoryBadge category={post.category.name} />
      <h3 id={titleId}>
        <Link to={post.path}>{post.title}</Link>
      </h3>
      <p>
        <time dateTime={post.datePublished}>{formatBritishDate(post.datePublished)}</time>
        {` · ${readTimeLabel(post.readTimeMinutes)}`}
      </p>
    </Card>
  );
}

export const query = graphql`
  fragment RelatedArticle on BlogPost {
    slug
    path
    title
    category {
      name
    }
    datePublished
    readTimeMinutes
  }
`;
