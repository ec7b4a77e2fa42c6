import { PageSection } from "../ui/PageSection";
import type { BlogCardPost } from "./blog-card-post";
import { BlogPostGrid } from "./BlogPostGrid";

/** Three more articles to read next: the same category first. */
export function RelatedArticles({ posts }: { posts: readonly BlogCardPost[] }) {
  if (posts.length === 0) return null;
  return (
    <PageSection
      id="related-articles"
      heading="Related articles"
      intro="More practical guidance from our team."
      tone="tinted"
    >
      <BlogPostGrid posts={posts} headingLevel={3} />
    </PageSection>
  );
}
