/**
 * What the content check tells an editor about scheduled articles (src/lib/blog/schedule.ts):
 * one line per article dated after today, saying for when. Not a problem: the build goes on.
 */
import { parseBlogDate } from "../blog-date";
import { scheduleNote, isScheduled } from "../blog/schedule";
import { blogPostPath } from "../routes";
import { BLOG_DIRECTORY } from "./collections";
import type { ContentFile } from "./validate-content";

/** One line per article dated after `today` (ISO), naming its file and title. */
export function scheduledArticleNotes(files: readonly ContentFile[], today: string): string[] {
  return files.flatMap((file) => {
    if (!file.name.startsWith(`${BLOG_DIRECTORY}/`) || file.parseError !== undefined) return [];
    const { date, slug, title } = (file.data ?? {}) as Record<string, unknown>;
    if (typeof date !== "string" || typeof slug !== "string") return [];
    let datePublished: string;
    try {
      datePublished = parseBlogDate(date).toISOString().slice(0, 10);
    } catch {
      return []; // The date's own check names what is wrong with it.
    }
    if (!isScheduled(datePublished, today)) return [];
    const named = typeof title === "string" ? `${file.path} (${JSON.stringify(title)})` : file.path;
    return [`${named}: ${scheduleNote(datePublished, blogPostPath(slug))}`];
  });
}
