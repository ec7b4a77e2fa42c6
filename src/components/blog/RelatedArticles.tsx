import { PageSection } from "../ui/PageSection";
import { ThreeColumnList } from "../ui/ThreeColumnList";
import { type RelatedArticle, RelatedArticleCard } from "./RelatedArticleCard";

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
      {/* Other articles' titles: site search finds them on their own pages, not here. */}
      <ThreeColumnList data-pagefind-ignore="">
        {posts.map((post) => (
          <li key={post.slug}>
            <RelatedArticleCard post={post} />
          </li>
        ))}
      </ThreeColumnList>
    </PageSection>
  );
}
