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

/** A record's long title that was accepted as written: the record, and its title word for word. */
export interface AcceptedLongTitle {
  /** "blog/x.json", or "case-studies.json#slug" for a record of a list. */
  record: string;
  title: string;
}

/**
 * The launch content's long titles, which the requirements wrote: nobody acts on their warnings,
 * so the check folds them into one line. Each is recorded with its exact text: a title an editor
 * changes (even by a word) is no longer this one and is warned about in full, as is a record
 * added later.
 */
export const LAUNCH_LONG_TITLES: readonly AcceptedLongTitle[] = [
  {
    record: "blog/azure-cloud-solutions.json",
    title: "Microsoft Azure Cloud Solutions for UK SMEs: A Practical Guide",
  },
  {
    record: "blog/cloud-transformation-modernization-2025.json",
    title: "Cloud Transformation in 2025: Modernising Beyond Lift-and-Shift",
  },
  {
    record: "blog/enterprise-grade-security-2025.json",
    title: "Enterprise-Grade Security on an SME Budget: A 90-Day Plan for 2025",
  },
  {
    record: "blog/enterprise-security-2025.json",
    title: "Cyber Risk in the Boardroom: What Directors of UK SMEs Should Ask in 2025",
  },
  {
    record: "blog/itil-framework-advantages.json",
    title: "ITIL 4 Explained: The Advantages of a Proven IT Service Framework",
  },
  {
    record: "blog/remote-it-support-evolution.json",
    title: "The Evolution of Remote IT Support: From Call-Outs to the Cloud",
  },
  {
    record: "blog/seamless-cloud-migration-2025.json",
    title: "Seamless Cloud Migration in 2025: A Step-by-Step Plan for SMEs",
  },
  {
    record: "case-studies.json#meditech-solutions",
    title: "NHS-ready security and 38% fewer support tickets for a medical technology firm",
  },
  {
    record: "case-studies.json#greenomy",
    title:
      "ISO 27001 in nine months and a 22% smaller cloud bill for a sustainability software firm",
  },
  {
    record: "case-studies.json#LocalExpressCFDRetail",
    title: "62% fewer picking and dispatch stoppages for a retail logistics firm",
  },
  {
    record: "case-studies.json#shopsmart-retail",
    title: "A smooth Black Friday and PCI DSS-ready stores for a multi-channel retailer",
  },
];

/** How `npm run validate-content` is asked to list every long title, the launch ones too. */
export const ALL_TITLES_FLAG = "--all-titles";

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

const isAccepted = (long: LongTitle, accepted: readonly AcceptedLongTitle[]) =>
  accepted.some((known) => known.record === long.record && known.title === long.title);

/**
 * What the content check says: a warning for each long title an editor wrote (a record added,
 * or a launch title changed), and the launch content's long titles, which the requirements
 * fix, as one line of information (null when there are none).
 */
export function titleReport(
  files: readonly ContentFile[],
  accepted: readonly AcceptedLongTitle[] = LAUNCH_LONG_TITLES,
): { warnings: string[]; launchNote: string | null } {
  const all = longTitles(files);
  const launch = all.filter((long) => isAccepted(long, accepted));
  return {
    warnings: all.filter((long) => !launch.includes(long)).map(warning),
    launchNote:
      launch.length === 0
        ? null
        : `${launch.length} page title${launch.length === 1 ? "" : "s"} of the launch content run past the ${TITLE_MAX} characters search results show, as the requirements wrote them (npm run validate-content -- ${ALL_TITLES_FLAG} lists them).`,
  };
}
