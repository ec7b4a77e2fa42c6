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

function warning(where: string, title: string): string {
  return `${where}: field "title" is ${title.length} characters; search results show about ${TITLE_MAX}, so they will cut it. A title of ${TITLE_MAX} characters or fewer reads whole.`;
}

/** One warning per record whose page title is longer than search results show. */
export function titleWarnings(files: readonly ContentFile[]): string[] {
  return files.flatMap((file) => {
    if (file.name.startsWith(`${BLOG_DIRECTORY}/`)) {
      const title = (file.data as { title?: unknown } | null)?.title;
      return typeof title === "string" && title.length > TITLE_MAX
        ? [warning(file.path, title)]
        : [];
    }
    if (!TITLED_FILES.includes(file.name) || !Array.isArray(file.data)) return [];
    return file.data.flatMap((record: unknown, index) => {
      const title = (record as { title?: unknown } | null)?.title;
      return typeof title === "string" && title.length > TITLE_MAX
        ? [warning(`${file.path}: record ${index + 1} (${JSON.stringify(title)})`, title)]
        : [];
    });
  });
}
