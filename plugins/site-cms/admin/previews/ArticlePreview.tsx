import authors from "../../../../content/blog-authors.json";
import categories from "../../../../content/blog-categories.json";
import home from "../../../../content/home.json";
import { BlogArticle } from "../../../../src/components/blog/BlogArticle";
import type { ArticleBlock } from "../../../../src/components/blog/ArticleBody";
import { parseBlogDate } from "../../../../src/lib/blog-date";
import { countWords, readTimeMinutes } from "../../../../src/lib/blog/read-time";
import { isScheduled, scheduleNote } from "../../../../src/lib/blog/schedule";
import { blogAuthorPath, blogCategoryPath, blogPostPath } from "../../../../src/lib/routes";
import { siteToday } from "../../../../src/lib/site-clock";
import { slugify } from "../../../../src/lib/slug";
import type { PreviewProps } from "../decap";
import { PreviewFrame } from "../PreviewFrame";
import { withPreviewClaims } from "../preview-claims";
import { previewImage } from "../preview-image";
import { ScheduledNote } from "./ScheduledNote";
import { PAGES } from "../../../../src/lib/routes";

/** The cover's box on the article page (16:9 at 960 px wide). */
const COVER = { width: 960, height: 540 };

function isoDate(date: string): string {
  try {
    return parseBlogDate(date).toISOString().slice(0, 10);
  } catch {
    return "";
  }
}

/**
 * An article as a visitor will see it, drawn by the article page's own component with the
 * site's styles. The author's role and bio and the category's page come from the records the
 * admin page was built with; a writer added since shows with their name only.
 */
export function ArticlePreview({ entry, getAsset, fields, document }: PreviewProps) {
  const data = entry.get("data") as { toJS(): Record<string, unknown> };
  const post = data.toJS() as {
    slug?: string;
    title?: string;
    excerpt?: string;
    author?: string;
    date?: string;
    updated?: string;
    category?: string;
    image?: string;
    imageAlt?: string;
    body?: ArticleBlock[];
  };
  // The paragraphs' placeholders filled in, as the article page's query has them.
  const body = withPreviewClaims(
    (post.body ?? []).filter((block) => block && typeof block === "object"),
  );
  const author = authors.find((a) => a.name === post.author);
  const category = categories.find((c) => c.name === post.category);
  // The cover's path is relative to the article's file: its field says where that is.
  const imageField = fields.find((field) => field.get("name") === "image");
  const cover = post.image ? getAsset(post.image, imageField)?.toString() : undefined;
  const datePublished = isoDate(post.date ?? "");
  // A new article's address is made from its title when it is first saved.
  const path = blogPostPath(post.slug || slugify(post.title ?? ""));
  return (
    <PreviewFrame frame={document}>
      {datePublished !== "" && isScheduled(datePublished, siteToday()) && (
        <ScheduledNote note={scheduleNote(datePublished, path)} />
      )}
      <BlogArticle
        post={{
          title: post.title ?? "",
          excerpt: post.excerpt ?? "",
          datePublished: isoDate(post.date ?? ""),
          updated: post.updated,
          dateModified: isoDate(post.updated ?? ""),
          readTimeMinutes: readTimeMinutes(countWords(body)),
          category: {
            name: post.category ?? "",
            path: category ? blogCategoryPath(category.slug) : PAGES.blogs.path,
          },
          author: {
            name: post.author ?? "",
            role: author?.role ?? "",
            bio: author?.bio ?? "",
            path: author ? blogAuthorPath(author.slug) : PAGES.blogs.path,
          },
          body,
          image: cover ? previewImage(cover, COVER.width, COVER.height) : undefined,
          imageAlt: post.imageAlt ?? "",
        }}
        related={[]}
        callToAction={withPreviewClaims(home.cta)}
      />
    </PreviewFrame>
  );
}
