/**
 * Search results show about 60 characters of a page's title. A page made from a record
 * (an article, a service, a case study) is titled by the record's `title`, followed by the
 * blog's name on an article (always, as the requirements ask) and by the brand elsewhere only
 * while both fit (src/lib/seo.ts). A longer title is allowed, but the editor is warned: the
 * build goes on.
 */
import { TITLE_MAX } from "../seo";
import { BLOG_DIRECTORY } from "./collections";
import type { ContentFile } from "./validate-content";

const TITLED_FILES = ["services.json", "case-studies.json"];

/**
 * The records that came with the site whose titles are longer: the requirements fix those
 * titles, so nobody acts on their warnings and the build folds them into one line. Named by
 * file (an article) or by file and slug (a record of a list); a record added later is warned
 * about on its own line.
 */
export const LAUNCH_LONG_TITLES: readonly string[] = [
  "blog/azure-cloud-solutions.json",
  "blog/cloud-transformation-modernization-2025.json",
  "blog/enterprise-grade-security-2025.json",
  "blog/enterprise-security-2025.json",
  "blog/itil-framework-advantages.json",
  "blog/remote-it-support-evolution.json",
  "blog/seamless-cloud-migration-2025.json",
  "case-studies.json#meditech-solutions",
  "case-studies.json#greenomy",
  "case-studies.json#LocalExpressCFDRetail",
  "case-studies.json#shopsmart-retail",
];

/** A record whose page title search results would cut. */
export interface LongTitle {
  /** "blog/x.json", or "case-studies.json#slug" for a record of a list. */
  record: string;
  /** The file and record as the content check names them. */
  where: string;
  title: string;
}

function titleOf(record: unknown): string | undefined {
  const title = (record as { title?: unknown } | null)?.title;
  return typeof title === "string" ? title : undefined;
}

/** Every record whose page title is longer than search results show. */
export function longTitles(files: readonly ContentFile[]): LongTitle[] {
  return files.flatMap((file): LongTitle[] => {
    if (file.name.startsWith(`${BLOG_DIRECTORY}/`)) {
      const title = titleOf(file.data);
      return title !== undefined && title.length > TITLE_MAX
        ? [{ record: file.name, where: file.path, title }]
        : [];
    }
    if (!TITLED_FILES.includes(file.name) || !Array.isArray(file.data)) return [];
    return file.data.flatMap((record: unknown, index): LongTitle[] => {
      const title = titleOf(record);
      const slug = (record as { slug?: unknown } | null)?.slug;
      return title !== undefined && title.length > TITLE_MAX
        ? [
            {
              record: `${file.name}#${String(slug)}`,
              where: `${file.path}: record ${index + 1} (${JSON.stringify(title)})`,
              title,
            },
          ]
        : [];
    });
  });
}

function warning({ where, title }: LongTitle): string {
  return `${where}: field "title" is ${title.length} characters; search results show about ${TITLE_MAX}, so they will cut it. A title of ${TITLE_MAX} characters or fewer reads whole.`;
}

/** One warning per record whose page title is longer than search results show. */
export function titleWarnings(files: readonly ContentFile[]): string[] {
  return longTitles(files).map(warning);
}

/**
 * What the build says: a warning for each record an editor added, and the launch records' long
 * titles, which the requirements fix, as one line of information (null when there are none).
 */
export function buildTitleReport(files: readonly ContentFile[]): {
  warnings: string[];
  launchNote: string | null;
} {
  const all = longTitles(files);
  const launch = all.filter((long) => LAUNCH_LONG_TITLES.includes(long.record));
  return {
    warnings: all.filter((long) => !launch.includes(long)).map(warning),
    launchNote:
      launch.length === 0
        ? null
        : `${launch.length} page title${launch.length === 1 ? "" : "s"} of the launch content run past the ${TITLE_MAX} characters search results show, as the requirements wrote them (npm run validate-content lists them).`,
  };
}
