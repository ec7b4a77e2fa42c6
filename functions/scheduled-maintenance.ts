/**
 * What Netlify's scheduled functions run (netlify/functions/leads-retry.ts every 15 minutes,
 * leads-purge.ts daily): the same `retry` and `purge` as `npm run leads`, against the lead store
 * in the function's own settings, read at each run. So a site on Netlify needs nothing outside
 * it to deliver pending leads and delete old ones; on an own server, cron runs `npm run leads`
 * (docs/operations.md, "Scheduled jobs").
 *
 * Netlify stops a scheduled function after 30 seconds: a retry run takes no new lead after
 * SCHEDULED_RUN_BUDGET_MS, leaving the rest for the next run; a lead it was working on when
 * stopped stays pending and its claim expires. Each run logs one JSON line (lead references and
 * counts, never a person's details) and answers with the same JSON.
 */
import { createLeadStore } from "./lead-store";
import {
  formatPurgeSummary,
  nothingToRetry,
  retryPendingLeads,
  type RetryOptions,
} from "./lead-maintenance";
import { logWebhookOff, stdoutWriter, type LogWriter } from "./log";
import { serverlessStoreProblem } from "./serverless";
import { readSettings, runtimeEnv, type Env, type Settings } from "./settings";

/** Time a retry run may take leads for, inside Netlify's 30 seconds (a post may take 10 more). */
export const SCHEDULED_RUN_BUDGET_MS = 15_000;

export interface ScheduledRunOptions {
  env?: Env;
  log?: LogWriter;
  clock?: () => Date;
  /** Tests: how mail and the webhook are sent. */
  createTransport?: RetryOptions["createTransport"];
  webhook?: RetryOptions["webhook"];
}

export interface ScheduledRunReport {
  event: "leads_retry" | "leads_purge";
  /** "done": it ran; "skipped": nothing to do with these settings; "failed": see `problem`. */
  outcome: "done" | "skipped" | "failed";
  problem?: string;
  [detail: string]: unknown;
}

/**
 * The settings to run with, or why not: never the outbox on a function's passing disk. A wrong
 * webhook setting is no reason: it is said once per process and the run goes on without it.
 */
function settingsFor(env: Env, log: LogWriter): Settings | string {
  const store = serverlessStoreProblem(env);
  if (store !== undefined) return store;
  try {
    const settings = readSettings(env);
    if (settings.webhookOff !== undefined) logWebhookOff(settings.webhookOff, log);
    return settings;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function finish(report: ScheduledRunReport, log: LogWriter, clock: () => Date) {
  try {
    log(JSON.stringify({ time: clock().toISOString(), ...report }));
  } catch {
    // Logging never breaks the run.
  }
  return report;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `leads retry`: pending mail (with SMTP_URL) and due webhooks (with LEADS_WEBHOOK_URL). */
export async function runScheduledRetry(
  options: ScheduledRunOptions = {},
): Promise<ScheduledRunReport> {
  const log = options.log ?? stdoutWriter;
  const clock = options.clock ?? (() => new Date());
  const event = "leads_retry";
  const settings = settingsFor(options.env ?? runtimeEnv(), log);
  if (typeof settings === "string") {
    return finish({ event, outcome: "failed", problem: settings }, log, clock);
  }
  if (settings.smtpUrl === undefined && settings.webhook === undefined) {
    const problem =
      settings.webhookOff === undefined
        ? "Neither SMTP_URL nor LEADS_WEBHOOK_URL is set: nothing to deliver."
        : nothingToRetry(settings);
    return finish({ event, outcome: "skipped", problem }, log, clock);
  }
  try {
    const summary = await retryPendingLeads({
      settings,
      createTransport: options.createTransport,
      webhook: options.webhook,
      deadline: new Date(clock().getTime() + SCHEDULED_RUN_BUDGET_MS),
    });
    const hook = summary.webhook;
    return finish(
      {
        event,
        outcome: "done",
        mail: summary.mail
          ? {
              sent: summary.sent,
              failed: summary.failed,
              skipped: summary.skipped.length,
              unreadable: summary.unreadable,
            }
          : "off",
        webhook: hook
          ? {
              delivered: hook.delivered,
              retrying: hook.retrying,
              failed: hook.failed,
              skipped: hook.skipped.length,
              unreadable: hook.unreadable,
            }
          : "off",
      },
      log,
      clock,
    );
  } catch (error) {
    return finish({ event, outcome: "failed", problem: messageOf(error) }, log, clock);
  }
}

/** `leads purge`: mailed leads past LEADS_RETENTION_DAYS, and leftovers. */
export async function runScheduledPurge(
  options: ScheduledRunOptions = {},
): Promise<ScheduledRunReport> {
  const log = options.log ?? stdoutWriter;
  const clock = options.clock ?? (() => new Date());
  const event = "leads_purge";
  const settings = settingsFor(options.env ?? runtimeEnv(), log);
  if (typeof settings === "string") {
    return finish({ event, outcome: "failed", problem: settings }, log, clock);
  }
  let store;
  try {
    store = await createLeadStore(settings);
    const days = settings.leadRetentionDays;
    const purged = await store.purgeSent({ now: clock(), days });
    return finish(
      {
        event,
        outcome: "done",
        days,
        deleted: purged.deleted,
        cleaned: purged.cleaned,
        keptPending: purged.keptPending,
        ...(purged.keptPending.length > 0
          ? { problem: formatPurgeSummary(purged, days).err.join(" ") }
          : {}),
      },
      log,
      clock,
    );
  } catch (error) {
    return finish({ event, outcome: "failed", problem: messageOf(error) }, log, clock);
  } finally {
    await store?.close().catch(() => undefined);
  }
}

/** The run's report as the function's answer (Netlify keeps it in the function's log). */
export function scheduledResponse(report: ScheduledRunReport): Response {
  return new Response(JSON.stringify(report), {
    status: report.outcome === "failed" ? 500 : 200,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
