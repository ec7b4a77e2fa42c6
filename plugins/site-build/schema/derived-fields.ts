/**
 * The fields of the content types that the build computes and editors never type: a page's
 * path from its slug, an article's reading time from its words, dates as ISO dates, a social
 * network's published mark. Declared once here: the schema hook hands them to Gatsby with
 * their resolvers, and docs/schema.graphql prints them (schema-document.ts).
 */
import { parseBlogDate } from "../../../src/lib/blog-date";
import { isScheduled } from "../../../src/lib/blog/schedule";
import { countWords, readTimeMinutes } from "../../../src/lib/blog/read-time";
import { findBrandMark } from "../../../src/lib/brand-marks";
import {
  blogAuthorPath,
  blogCategoryPath,
  blogPostPath,
  caseStudyPath,
  servicePath,
} from "../../../src/lib/routes";
import { SOCIAL_BRAND_MARKS, type SocialIconName } from "../../../src/lib/social-icons";
import { buildDayOf } from "./build-day";
import type { NodeModelContext } from "./node-model-context";

export type { NodeModelContext };

export interface DerivedField {
  /** The field's GraphQL type, e.g. "String!". */
  type: string;
  /** What it holds, printed beside it in docs/schema.graphql. */
  description: string;
  resolve: (source: unknown, args: unknown, context: NodeModelContext) => unknown;
}

/** A derived field whose resolver reads the record's fields it names. */
function derived<Source>(
  type: string,
  description: string,
  resolve: (source: Source, args: unknown, context: NodeModelContext) => unknown,
): DerivedField {
  // Gatsby hands a resolver the record as stored on its node: the fields the content check
  // has already proven, so each resolver types only those it reads.
  return { type, description, resolve: resolve as DerivedField["resolve"] };
}

export interface DerivedFields {
  /** The content type the fields are added to. */
  type: string;
  /** Whether the type is a node type (a record of a collection) or an object inside one. */
  node: boolean;
  fields: Record<string, DerivedField>;
}

/** "July 3, 2025" as written in content -> "2025-07-03". */
const isoDate = (date: string) => parseBlogDate(date).toISOString().slice(0, 10);

type BlogBody = { text?: string | null; items?: string[] | null }[];

/** A routable record's address comes from its slug, never typed, so it cannot disagree with its page. */
const pathField = (pathOf: (slug: string) => string): DerivedField =>
  derived("String!", "The record's page, from its slug.", (source: { slug: string }) =>
    pathOf(source.slug),
  );

export const DERIVED_FIELDS: readonly DerivedFields[] = [
  {
    type: "BlogPost",
    node: true,
    fields: {
      datePublished: derived(
        "String!",
        "`date` as an ISO date (2025-07-03).",
        (source: { date: string }) => isoDate(source.date),
      ),
      dateModified: derived(
        "String!",
        "`updated` (or else `date`) as an ISO date: when the article was last reviewed.",
        (source: { date: string; updated?: string | null }) =>
          isoDate(source.updated ?? source.date),
      ),
      scheduled: derived(
        "Boolean!",
        "`date` is after the build's day (the UK's, src/lib/site-clock.ts): the article's page is built but listed nowhere until then (src/lib/blog/schedule.ts).",
        (source: { date: string }, _args: unknown, context: NodeModelContext) =>
          isScheduled(isoDate(source.date), buildDayOf(context)),
      ),
      path: pathField(blogPostPath),
      wordCount: derived("Int!", "Words in the body.", (source: { body: BlogBody }) =>
        countWords(source.body),
      ),
      readTimeMinutes: derived(
        "Int!",
        "Reading time at 200 words a minute, so it stays true as the text changes.",
        (source: { body: BlogBody }) => readTimeMinutes(countWords(source.body)),
      ),
    },
  },
  { type: "Service", node: true, fields: { path: pathField(servicePath) } },
  {
    type: "CaseStudy",
    node: true,
    fields: {
      path: pathField(caseStudyPath),
      datePublished: derived(
        "String!",
        "`published` as an ISO date, for search engines and the sitemap.",
        (source: { published: string }) => isoDate(source.published),
      ),
      dateModified: derived(
        "String!",
        "`updated` (or else `published`) as an ISO date.",
        (source: { published: string; updated?: string }) =>
          isoDate(source.updated ?? source.published),
      ),
    },
  },
  { type: "BlogCategory", node: true, fields: { path: pathField(blogCategoryPath) } },
  { type: "BlogAuthor", node: true, fields: { path: pathField(blogAuthorPath) } },
  {
    type: "SocialLink",
    node: false,
    fields: {
      markPath: derived(
        "String",
        "The SVG path of the brand's own mark (X), where the link is drawn with it.",
        (source: { icon: string }) => {
          const slug = SOCIAL_BRAND_MARKS[source.icon as SocialIconName];
          return slug ? (findBrandMark(slug)?.path ?? null) : null;
        },
      ),
    },
  },
  {
    type: "LegalDocument",
    node: true,
    fields: {
      slug: derived(
        "String!",
        "The file's name (privacy-policy), by which a page finds its text.",
        (source: { parent: string }, _args: unknown, context: NodeModelContext) =>
          String(context.nodeModel.getNodeById({ id: source.parent })?.name ?? ""),
      ),
    },
  },
];
