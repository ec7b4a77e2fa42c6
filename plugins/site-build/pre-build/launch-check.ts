/**
 * Placeholder content must not go live by accident: in the UK, invented reviews are unlawful
 * (Digital Markets, Competition and Consumers Act 2024) and a company's website must show its
 * real registered details. Content marked `"sample"` (src/lib/content-model/sample-flag.ts) is
 * listed by `npm run check:launch`, and a production build stops on it unless
 * ALLOW_SAMPLE_CONTENT=1.
 */
import { isLoopbackUrl } from "../../../functions/settings";
import { loadContentFiles } from "./load-content";
import { sampleMarkOf } from "../../../src/lib/content-model/sample-flag";
import {
  articlesDueForReview,
  REVIEW_AFTER_MONTHS,
  type ReviewedArticle,
} from "../../../src/lib/blog/review-age";
import { BLOG_DIRECTORY } from "../../../src/lib/content-model/collections";
import type { ContentFile } from "../../../src/lib/content-model/validate-content";

/** What names a record in the list, by file (the first of these fields it has). */
const LABEL_FIELDS = ["name", "title", "alt", "question", "step", "slug"];

function recordLabel(record: Record<string, unknown>, index: number): string {
  const field = LABEL_FIELDS.find((name) => typeof record[name] === "string");
  return field ? `record ${index + 1} (${JSON.stringify(record[field])})` : `record ${index + 1}`;
}

/** One line per placeholder: the file, the record or the fields, as an editor finds them. */
export function sampleContent(files: readonly ContentFile[]): string[] {
  return files.flatMap((file) => {
    const records = Array.isArray(file.data) ? file.data : [file.data];
    return records.flatMap((record: unknown, index) => {
      const mark = sampleMarkOf(record);
      if (mark === null) return [];
      const where = Array.isArray(file.data)
        ? `${file.path}: ${recordLabel(record as Record<string, unknown>, index)}`
        : file.path;
      return mark === "record"
        ? [`${where} is sample content`]
        : [
            `${where}: ${mark.map((field) => `"${field}"`).join(", ")} ${mark.length === 1 ? "is" : "are"} sample content`,
          ];
    });
  });
}

export function sampleContentIn(contentDir: string): string[] {
  return sampleContent(loadContentFiles(contentDir));
}

/** One line per article whose last review is over twelve months before `today`: a warning. */
export function articlesToReview(files: readonly ContentFile[], today: Date): string[] {
  const articles = files
    .filter((file) => file.name.startsWith(`${BLOG_DIRECTORY}/`) && file.parseError === undefined)
    .map((file) => ({ ...(file.data as ReviewedArticle), path: file.path }));
  return articlesDueForReview(articles, today).map(
    (article) =>
      `${article.path}: last reviewed ${article.updated ?? article.date} ("${article.title}"), over ${REVIEW_AFTER_MONTHS} months ago: read it again, bring it up to date and set "updated" to the day you did`,
  );
}

export function articlesToReviewIn(contentDir: string, today = new Date()): string[] {
  return articlesToReview(loadContentFiles(contentDir), today);
}

type Env = Record<string, string | undefined>;

/** A build meant for the public: a SITE_URL others can reach, or a deploy target. */
export function isProductionBuild(env: Env): boolean {
  return (
    Boolean(env.DEPLOY_TARGET) || (Boolean(env.SITE_URL) && !isLoopbackUrl(env.SITE_URL ?? ""))
  );
}

/** Why this build must stop, or null: a production build with sample content not allowed. */
export function launchBlock(samples: readonly string[], env: Env): string | null {
  if (samples.length === 0 || !isProductionBuild(env) || env.ALLOW_SAMPLE_CONTENT === "1") {
    return null;
  }
  return [
    `This build is for the public (${env.DEPLOY_TARGET ? `DEPLOY_TARGET=${env.DEPLOY_TARGET}` : `SITE_URL=${env.SITE_URL}`}) but the content still holds ${samples.length} placeholder${samples.length === 1 ? "" : "s"} marked "sample":`,
    ...samples.map((line) => `  ${line}`),
    'Replace each with the real content and delete its "sample" flag (content/README.md, "Sample content"). ALLOW_SAMPLE_CONTENT=1 builds anyway, for a test site only.',
  ].join("\n");
}
