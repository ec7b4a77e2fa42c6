/**
 * An article names its category and its author by name; both live in their own files
 * (content/blog-categories.json, content/blog-authors.json). This check says which name is
 * unknown and what the names are, in an editor's words. It also keeps an article's slug off
 * the addresses the blog's own pages use under /blogs/.
 */
import { BLOG_LISTING_SEGMENTS } from "../routes";
import { isTodo } from "./field-spec";

interface ArticleFile {
  path: string;
  data: unknown;
}

const REFERENCES = [
  { field: "category", file: "content/blog-categories.json", what: "a category" },
  { field: "author", file: "content/blog-authors.json", what: "an author" },
] as const;

export function namesOf(records: unknown): string[] {
  if (!Array.isArray(records)) return [];
  return records.flatMap((record: unknown) => {
    const name = (record as { name?: unknown } | null)?.name;
    return typeof name === "string" ? [name] : [];
  });
}

/** One line per unknown name or reserved slug; empty when every article's names are known. */
export function blogReferenceProblems(
  articles: readonly ArticleFile[],
  known: { category: readonly string[]; author: readonly string[] },
): string[] {
  const problems: string[] = [];
  for (const article of articles) {
    if (typeof article.data !== "object" || article.data === null) continue;
    const record = article.data as Record<string, unknown>;
    for (const { field, file, what } of REFERENCES) {
      const value = record[field];
      // A placeholder from npm run new is reported by the field check already.
      if (typeof value !== "string" || isTodo(value) || known[field].includes(value)) continue;
      problems.push(
        `${article.path}: field "${field}": ${JSON.stringify(value)} is not the name of ${what} in ${file} (use one of: ${known[field].join(", ")}, or add it there)`,
      );
    }
    const slug = record.slug;
    if (typeof slug === "string" && BLOG_LISTING_SEGMENTS.includes(slug.toLowerCase())) {
      problems.push(
        `${article.path}: field "slug": ${JSON.stringify(slug)} is the address of the blog's own pages (/blogs/${slug}/...); choose another slug and file name`,
      );
    }
  }
  return problems;
}
