/**
 * What Netlify's daily scheduled function netlify/functions/publish-scheduled.ts runs: a POST to
 * the site's build hook (NETLIFY_BUILD_HOOK_URL), so that an article scheduled for today
 * (src/lib/blog/schedule.ts) is published by a build on its day, with no commit needed; only
 * on a day the live site's list of publishing days says an article is due. The hook
 * is optional: without it the run logs that it did nothing, and a scheduled article appears with
 * the next build for another reason. On an own server, cron rebuilds instead (docs/operations.md,
 * "Scheduled articles").
 *
 * The hook's address is a secret (anyone holding it can start builds): it is never logged, only
 * the answer's status. Each run logs one JSON line and answers with the same JSON.
 */
import { hasDueArticle, PUBLISH_DAYS_PATH, publishDaysIn } from "../src/lib/blog/schedule";
import { londonDay } from "../src/lib/site-clock";
import { stdoutWriter, type LogWriter } from "./log";
import type { Env } from "./settings";

/** The setting that holds the build hook's address (Netlify: Build hooks). */
export const BUILD_HOOK_VARIABLE = "NETLIFY_BUILD_HOOK_URL";

/** How long the hook may take to answer: Netlify stops a scheduled function after 30 s. */
export const BUILD_HOOK_TIMEOUT_MS = 10_000;

/** The deploy's title in Netlify's list of deploys (the hook's `trigger_title`). */
export const REBUILD_TITLE = "Daily build: publishes articles scheduled for today";

/** How long the site may take to answer with its list of publishing days. */
export const PUBLISH_DAYS_TIMEOUT_MS = 5_000;

export interface RebuildReport {
  event: "scheduled_rebuild";
  /**
   * "done": a build was asked for; "skipped": no hook is set, or no article is due today;
   * "failed": see `problem`.
   */
  outcome: "done" | "skipped" | "failed";
  problem?: string;
  /** The hook's answer, when there was one. */
  status?: number;
}

export interface RebuildOptions {
  env?: Env;
  log?: LogWriter;
  clock?: () => Date;
  fetch?: typeof fetch;
}

function finish(report: RebuildReport, log: LogWriter, clock: () => Date): RebuildReport {
  try {
    log(JSON.stringify({ time: clock().toISOString(), ...report }));
  } catch {
    // Logging never breaks the run.
  }
  return report;
}

/**
 * Whether an article is due today by the list the deployed build published (PUBLISH_DAYS_PATH),
 * or null when the list cannot be read: the run then asks for a build anyway, so a scheduled
 * article is never left unpublished.
 */
async function articleDue(
  siteUrl: string,
  today: string,
  fetcher: typeof fetch,
): Promise<boolean | null> {
  try {
    const answer = await fetcher(new URL(PUBLISH_DAYS_PATH, siteUrl), {
      signal: AbortSignal.timeout(PUBLISH_DAYS_TIMEOUT_MS),
    });
    if (!answer.ok) return null;
    const days = publishDaysIn(await answer.json());
    return days === null ? null : hasDueArticle(days, today);
  } catch {
    return null;
  }
}

/**
 * Asks Netlify for a build through the build hook, if one is set and an article is due today
 * (the site's address: SITE_URL, or Netlify's URL).
 */
export async function runScheduledRebuild(options: RebuildOptions = {}): Promise<RebuildReport> {
  const log = options.log ?? stdoutWriter;
  const clock = options.clock ?? (() => new Date());
  const event = "scheduled_rebuild";
  const env = options.env ?? process.env;
  const hook = env[BUILD_HOOK_VARIABLE]?.trim();
  if (!hook) {
    const problem = `${BUILD_HOOK_VARIABLE} is not set: no build asked for; an article scheduled for today appears with the next build.`;
    return finish({ event, outcome: "skipped", problem }, log, clock);
  }
  let url: URL;
  try {
    url = new URL(hook);
  } catch {
    url = new URL("invalid:");
  }
  if (url.protocol !== "https:") {
    const problem = `${BUILD_HOOK_VARIABLE} is not an https:// address (Netlify: Project configuration > Build & deploy > Build hooks gives one).`;
    return finish({ event, outcome: "failed", problem }, log, clock);
  }
  const fetcher = options.fetch ?? fetch;
  const siteUrl = env.SITE_URL?.trim() || env.URL?.trim();
  if (siteUrl) {
    const today = londonDay(clock());
    if ((await articleDue(siteUrl, today, fetcher)) === false) {
      const problem = `No article is scheduled for ${today} or earlier: no build asked for.`;
      return finish({ event, outcome: "skipped", problem }, log, clock);
    }
  }
  url.searchParams.set("trigger_title", REBUILD_TITLE);
  try {
    const answer = await fetcher(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(BUILD_HOOK_TIMEOUT_MS),
    });
    return answer.ok
      ? finish({ event, outcome: "done", status: answer.status }, log, clock)
      : finish(
          {
            event,
            outcome: "failed",
            status: answer.status,
            problem: `The build hook answered ${answer.status}: check ${BUILD_HOOK_VARIABLE}.`,
          },
          log,
          clock,
        );
  } catch (error) {
    const reason = error instanceof Error ? error.name : "error";
    const problem = `The build hook could not be reached (${reason}); the next run tries again.`;
    return finish({ event, outcome: "failed", problem }, log, clock);
  }
}

/** The run's report as the function's answer (Netlify keeps it in the function's log). */
export function rebuildResponse(report: RebuildReport): Response {
  return new Response(JSON.stringify(report), {
    status: report.outcome === "failed" ? 500 : 200,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
