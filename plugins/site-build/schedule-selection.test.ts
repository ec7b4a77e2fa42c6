/**
 * A scheduled article, with a fixed clock: the build's day decides, through the BlogPost's
 * `scheduled` field, what the pages (createPages: listings, related articles, the article's own
 * page), the RSS feed, the sitemap and /search list. The launch articles are read from content/;
 * the build's day is put a day before the newest one's date, so that one is scheduled.
 */
import fs from "node:fs";
import path from "node:path";
import { parseBlogDate } from "../../src/lib/blog-date";
import { newestFirst } from "../../src/lib/blog/article-order";
import { withoutScheduled } from "../../src/lib/blog/schedule";
import { blogPostPath } from "../../src/lib/routes";
import { feedItems } from "./feed/feed-items";
import { createPages } from "./node/create-pages";
import { BUILD_DAY_NODE_ID } from "./schema/build-day";
import { DERIVED_FIELDS, type NodeModelContext } from "./schema/derived-fields";
import { sitemapPages } from "./sitemap/lastmod";

const CONTENT = path.join(__dirname, "..", "..", "content");
const read = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(path.join(CONTENT, name), "utf8")) as T;

interface ArticleRecord {
  slug: string;
  title: string;
  description: string;
  date: string;
  category: string;
  author: string;
}

const RECORDS = fs
  .readdirSync(path.join(CONTENT, "blog"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => read<ArticleRecord>(`blog/${name}`));
const isoDate = (date: string) => parseBlogDate(date).toISOString().slice(0, 10);
const NEWEST = newestFirst(
  RECORDS.map((record) => ({ ...record, datePublished: isoDate(record.date) })),
)[0];

/** The day before a date, ISO. */
const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const blogPostFields = DERIVED_FIELDS.find((type) => type.type === "BlogPost")?.fields;
if (!blogPostFields) throw new Error("BlogPost has no derived fields");

/** The articles as the build's queries see them on `today`. */
function articlesOn(today: string) {
  const context: NodeModelContext = {
    nodeModel: {
      getNodeById: ({ id }) => (id === BUILD_DAY_NODE_ID ? { today } : null),
    },
  };
  return RECORDS.map((record) => ({
    slug: record.slug,
    title: record.title,
    description: record.description,
    datePublished: isoDate(record.date),
    dateModified: isoDate(record.date),
    path: blogPostPath(record.slug),
    category: { name: record.category },
    author: { name: record.author },
    scheduled: blogPostFields?.scheduled.resolve(record, {}, context) as boolean,
  }));
}

/** The pages createPages makes from these articles (the other records as in content/). */
async function pagesFrom(articles: ReturnType<typeof articlesOn>) {
  const pages: { path: string; context: Record<string, unknown> }[] = [];
  const data = {
    allService: { nodes: [] },
    allBlogPost: { nodes: articles },
    allBlogCategory: {
      nodes: read<{ slug: string; name: string }[]>("blog-categories.json").map((c) => ({
        ...c,
        formerSlugs: null,
      })),
    },
    allBlogAuthor: { nodes: read<{ slug: string; name: string }[]>("blog-authors.json") },
    allCaseStudy: { nodes: [] },
  };
  const args = {
    graphql: () => Promise.resolve({ data }),
    actions: {
      createPage: (page: { path: string; context: Record<string, unknown> }) => pages.push(page),
      createRedirect: () => undefined,
    },
    reporter: { panicOnBuild: (message: string) => Promise.reject(new Error(message)) },
  } as unknown as Parameters<NonNullable<typeof createPages>>[0];
  await createPages?.(args, {} as never, () => undefined);
  return pages;
}

/** Every article slug a page lists or links (listings' slugs, an article's related ones). */
const linkedSlugs = (pages: { context: Record<string, unknown> }[]) =>
  pages.flatMap(({ context }) => [
    ...((context.slugs as string[] | undefined) ?? []),
    ...((context.related as string[] | undefined) ?? []),
  ]);

describe("an article dated after the build's day", () => {
  const before = dayBefore(NEWEST.datePublished);
  const soon = blogPostPath(NEWEST.slug);

  it("is scheduled the day before its date, and published on its day", () => {
    expect(
      articlesOn(before)
        .filter((a) => a.scheduled)
        .map((a) => a.slug),
    ).toEqual([NEWEST.slug]);
    expect(articlesOn(NEWEST.datePublished).some((a) => a.scheduled)).toBe(false);
  });

  it("gets its own page, hidden from search engines, that no listing or article links", async () => {
    const pages = await pagesFrom(articlesOn(before));
    const own = pages.find((page) => page.path === soon);
    expect(own?.context).toMatchObject({ slug: NEWEST.slug, scheduled: true });
    expect(linkedSlugs(pages)).not.toContain(NEWEST.slug);
    // Every other article is still listed on the blog's index.
    const index = pages.filter((page) => page.context.kind === "index");
    expect(linkedSlugs(index).sort()).toEqual(
      RECORDS.map((r) => r.slug)
        .filter((slug) => slug !== NEWEST.slug)
        .sort(),
    );
  });

  it("is listed, linked and no longer hidden on its day", async () => {
    const pages = await pagesFrom(articlesOn(NEWEST.datePublished));
    expect(pages.find((page) => page.path === soon)?.context.scheduled).toBe(false);
    expect(linkedSlugs(pages)).toContain(NEWEST.slug);
  });

  it("is left out of the RSS feed, the sitemap and /search's list until its day", () => {
    for (const [today, listed] of [
      [before, false],
      [NEWEST.datePublished, true],
    ] as const) {
      const articles = articlesOn(today);
      const feed = feedItems(articles, "https://example.org").map((item) => item.url);
      expect(feed.includes(`https://example.org${soon}`)).toBe(listed);
      const sitemap = sitemapPages({
        allSitePage: { nodes: articles.map((a) => ({ path: a.path })) },
        allBlogPost: { nodes: articles },
        allCaseStudy: { nodes: [] },
        allLegalDocument: { nodes: [] },
      }).map((page) => page.path);
      expect(sitemap.includes(soon)).toBe(listed);
      const searchList = newestFirst(withoutScheduled(articles)).map((a) => a.path);
      expect(searchList.includes(soon)).toBe(listed);
    }
  });
});
