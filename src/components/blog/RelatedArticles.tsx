import styled from "@emotion/styled";
import { media } from "../../theme/tokens";
import { PageSection } from "../ui/PageSection";
import { type RelatedArticle, RelatedArticleCard } from "./RelatedArticleCard";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

/** Three more articles to read next: the same category first. */
export function RelatedArticles({ posts }: { posts: readonly RelatedArticle[] }) {
  if (posts.length === 0) return null;
  return (
    <PageSection
      id="related-articles"
      heading="Related articles"
      intro="More practical guidance from our team."
      tone="tinted"
    >
      <Grid>
        {posts.map((post) => (
          <li key={post.slug}>
            <RelatedArticleCard post={post} />
          </li>
        ))}
      </Grid>
    </PageSection>
  );
}
