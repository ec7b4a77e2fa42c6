/**
 * Operator tool for the lead store: PostgreSQL when LEADS_DATABASE_URL is set, otherwise the
 * filesystem outbox (LEADS_DIR):
 *
 *   npm run leads -- list            every lead, oldest first
 *   npm run leads -- show ID         one lead in full (JSON)
 *   npm run leads -- export --csv    all leads as CSV on stdout (--json for JSON)
 *   npm run leads -- retry           mail every pending lead (with SMTP_URL) and post every
 *                                    pending webhook whose backoff has passed (with
 *                                    LEADS_WEBHOOK_URL)
 *   npm run leads -- purge           delete mailed leads older than LEADS_RETENTION_DAYS
 *                                    (180 by default; run it daily)
 *   npm run leads -- purge --older-than 90d
 *   npm run leads -- erase --email ADDRESS   delete every lead sent from ADDRESS, pending or
 *                                            sent, with every trace (a UK GDPR erasure request)
 *   npm run leads -- erase ID                ... the one lead with this reference
 *
 * (or `npx tsx functions/leads-cli.ts ...`). Exit codes: 0 done, 1 something failed or was not
 * found, 2 wrong usage. Visitor text is printed with control and bidi characters escaped, so
 * a lead cannot drive the operator's terminal. `retry`, `purge` and `erase` claim each lead as
 * the contact call does, so they are safe to run on several machines at once. On Netlify the
 * scheduled functions (scheduled-maintenance.ts) run the same `retry` and `purge`
 * (lead-maintenance.ts).
 */
import { createLeadStore, type LeadStore } from "./lead-store";
import {
  formatPurgeSummary,
  formatRetrySummary,
  nothingToRetry,
  retryLeftFailures,
  retryPendingLeads,
} from "./lead-maintenance";
import type { MailTransportFactory } from "./mailer";
import {
  isLeadId,
  isUnverified,
  LEAD_RETENTION_DAYS,
  type EraseSelector,
  type LeadRecord,
} from "./outbox";
import {
  parseRetentionDays,
  readSettings,
  type Env,
  type Settings,
  type WebhookOff,
} from "./settings";
import { escapeForTerminal, jsonForTerminal } from "./terminal-text";
import { industryLabel, solutionLabel } from "../src/lib/contact/schema";

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

const consoleIo: CliIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

const CSV_COLUMNS = [
  "id",
  "receivedAt",
  "status",
  "verification",
  "attempts",
  "sentAt",
  "lastError",
  "fullName",
  "businessEmail",
  "phone",
  "jobTitle",
  "industry",
  "solutions",
  "selectedPlan",
  "assessmentResults",
  "message",
] as const;

function csvCell(value: string): string {
  // A leading = + - @ makes spreadsheets run the cell as a formula (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  // Line breaks stay (quoted cells hold them); whatever a terminal would act on is escaped.
  return `"${escapeForTerminal(safe, { keepLineBreaks: true }).replace(/"/g, '""')}"`;
}

function verificationLabel(lead: LeadRecord): string {
  return isUnverified(lead) ? "unverified" : "verified";
}

/** The webhook's state in a word and its attempts: "pending (3)", or "-" without a webhook. */
function webhookLabel(lead: LeadRecord): string {
  const webhook = lead.webhook;
  if (webhook === undefined) return "-";
  return webhook.status === "delivered" ? "delivered" : `${webhook.status} (${webhook.attempts})`;
}

export function leadsToCsv(leads: LeadRecord[]): string {
  const rows = leads.map((lead) => {
    const s = lead.submission;
    const answers = Object.keys(s.assessmentResults ?? {})
      .sort()
      .map((key) => `Question ${key}: ${s.assessmentResults[key]}`)
      .join("; ");
    const cells: Record<(typeof CSV_COLUMNS)[number], string> = {
      id: lead.id,
      receivedAt: lead.receivedAt,
      status: lead.status,
      verification: verificationLabel(lead),
      attempts: String(lead.attempts),
      sentAt: lead.sentAt ?? "",
      lastError: lead.lastError ?? "",
      fullName: s.fullName ?? "",
      businessEmail: s.businessEmail ?? "",
      phone: s.phone ?? "",
      jobTitle: s.jobTitle ?? "",
      industry: industryLabel(s.industry ?? ""),
      solutions: (s.solutionType ?? []).map(solutionLabel).join("; "),
      selectedPlan: s.selectedPlan ?? "",
      assessmentResults: answers,
      message: s.message ?? "",
    };
    return CSV_COLUMNS.map((column) => csvCell(cells[column])).join(",");
  });
  // RFC 4180 line endings.
  return [CSV_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}

function pad(value: string, width: number): string {
  return value.length >= width ? `${value} ` : value.padEnd(width);
}

function formatList(leads: LeadRecord[], store: LeadStore): string[] {
  if (leads.length === 0) {
    return [store.kind === "filesystem" ? "The outbox is empty." : "No leads are stored."];
  }
  const lines = [
    pad("ID", 24) +
      pad("RECEIVED", 22) +
      pad("STATUS", 9) +
      pad("HUMAN CHECK", 13) +
      pad("TRIES", 7) +
      pad("WEBHOOK", 15) +
      "NAME (INDUSTRY)",
  ];
  for (const lead of leads) {
    const s = lead.submission;
    const who = `${s.fullName ?? "?"} (${industryLabel(s.industry ?? "")})`;
    lines.push(
      pad(escapeForTerminal(lead.id), 24) +
        pad(escapeForTerminal(lead.receivedAt.slice(0, 19).replace("T", " ")), 22) +
        pad(lead.status, 9) +
        pad(verificationLabel(lead), 13) +
        pad(String(lead.attempts), 7) +
        pad(webhookLabel(lead), 15) +
        escapeForTerminal(who),
    );
  }
  const pending = leads.filter((lead) => lead.status === "pending").length;
  lines.push("", `${leads.length} lead(s): ${pending} pending, ${leads.length - pending} sent.`);
  const hooks = leads.filter((lead) => lead.webhook !== undefined);
  if (hooks.length > 0) {
    const count = (status: string) => hooks.filter((lead) => lead.webhook?.status === status);
    const failed = count("failed");
    lines.push(
      `Webhook: ${count("delivered").length} delivered, ${count("pending").length} pending, ` +
        `${failed.length} failed (refused by the receiver, not tried again).`,
    );
    for (const lead of failed) {
      lines.push(
        `  failed ${escapeForTerminal(lead.id)}: ${escapeForTerminal(lead.webhook?.lastError ?? "")}`,
      );
    }
  }
  const unverified = leads.filter(isUnverified).length;
  if (unverified > 0) {
    lines.push(
      `${unverified} unverified: stored while the human verification could not be checked.`,
    );
  }
  return lines;
}

/** `--older-than <N>d` from the purge arguments; undefined without it; an error for nonsense. */
export function parsePurgeArguments(
  args: string[],
): { days: number | undefined } | { error: string } {
  if (args.length === 0) return { days: undefined };
  const [flag, value, ...extra] = args;
  const match = value === undefined ? null : /^(\d+)d$/.exec(value);
  const days = match ? parseRetentionDays(match[1]) : undefined;
  if (flag !== "--older-than" || days === undefined || extra.length > 0) {
    return { error: "purge takes --older-than <N>d, e.g. --older-than 180d (N from 1 to 36500)" };
  }
  return { days };
}

/** `--email ADDRESS` or a lead id from the erase arguments; an error for anything else. */
export function parseEraseArguments(args: string[]): EraseSelector | { error: string } {
  const [first, second, ...extra] = args;
  if (first === "--email" && second !== undefined && second.includes("@") && extra.length === 0) {
    return { email: second };
  }
  if (first !== undefined && isLeadId(first) && second === undefined) return { id: first };
  return { error: "erase takes --email ADDRESS or a lead id, e.g. erase NB-20250703-7K3QX9MD" };
}

const USAGE = [
  "Usage: npm run leads -- <command>",
  "  list            list every lead, oldest first",
  "  show ID         print one lead in full",
  "  export --csv    print all leads as CSV (--json for JSON)",
  "  retry           mail every pending lead (SMTP_URL) and post every pending webhook",
  "                  whose backoff has passed (LEADS_WEBHOOK_URL)",
  `  purge           delete mailed leads older than LEADS_RETENTION_DAYS (${LEAD_RETENTION_DAYS})`,
  "  purge --older-than 90d   ... older than 90 days instead",
  "  erase --email ADDRESS    delete every lead sent from ADDRESS, with every trace",
  "  erase ID                 delete the lead with this id, with every trace",
  "Reads LEADS_DATABASE_URL when set, else LEADS_DIR (default .data/leads).",
];

const STORE_COMMANDS: ReadonlySet<string> = new Set([
  "list",
  "show",
  "export",
  "retry",
  "purge",
  "erase",
]);

export interface CliOptions {
  env?: Env;
  io?: CliIo;
  createTransport?: MailTransportFactory;
}

/** Every lead, oldest first (the store lists newest first). */
async function leadsOldestFirst(
  store: LeadStore,
): Promise<{ leads: LeadRecord[]; unreadable: string[] }> {
  const { leads, unreadable } = await store.list();
  return { leads: [...leads].reverse(), unreadable };
}

/** Runs one command that needs the store; resolves to the process exit code. */
async function runStoreCommand(
  command: string,
  rest: string[],
  settings: Settings,
  store: LeadStore,
  io: CliIo,
  options: CliOptions,
): Promise<number> {
  switch (command) {
    case "list": {
      const { leads, unreadable } = await leadsOldestFirst(store);
      io.out(`Leads: ${store.description}`);
      if (settings.webhookOff !== undefined) io.out(webhookOffLine(settings.webhookOff));
      formatList(leads, store).forEach((line) => io.out(line));
      unreadable.forEach((name) => io.err(`Could not read ${name}; it is not a lead record.`));
      return unreadable.length > 0 ? 1 : 0;
    }
    case "show": {
      const id = rest[0];
      if (id === undefined || !isLeadId(id)) {
        io.err("show needs a lead id, e.g. show NB-20250703-7K3QX9MD");
        return 2;
      }
      const lead = await store.get(id);
      if (!lead) {
        io.err(`No lead ${id} in ${store.description}.`);
        return 1;
      }
      io.out(jsonForTerminal(lead));
      return 0;
    }
    case "export": {
      const format = rest[0] ?? "--csv";
      if (format !== "--csv" && format !== "--json") {
        io.err("export takes --csv or --json");
        return 2;
      }
      const { leads, unreadable } = await leadsOldestFirst(store);
      unreadable.forEach((name) => io.err(`Skipped ${name}: not a lead record.`));
      if (format === "--json") io.out(jsonForTerminal(leads));
      else io.out(leadsToCsv(leads).replace(/\r\n$/, ""));
      return 0;
    }
    case "retry": {
      if (settings.smtpUrl === undefined && settings.webhook === undefined) {
        io.err(nothingToRetry(settings));
        return 1;
      }
      const summary = await retryPendingLeads({
        settings,
        store,
        createTransport: options.createTransport,
      });
      formatRetrySummary(summary).forEach((line) => io.out(line));
      return retryLeftFailures(summary) ? 1 : 0;
    }
    case "erase": {
      const selector = parseEraseArguments(rest);
      if ("error" in selector) {
        io.err(selector.error);
        return 2;
      }
      const { erased, busy, unreadable } = await store.erase(selector);
      const what = "id" in selector ? selector.id : escapeForTerminal(selector.email);
      io.out(`Erased ${erased.length} lead(s) of ${what} from ${store.description}.`);
      erased.forEach((id) => io.out(`  erased   ${id}`));
      if (erased.length > 0) {
        io.out(
          "Their mails are not in this store: delete them from the sales mailbox too " +
            "(search for the references above).",
        );
      }
      busy.forEach((id) =>
        io.err(`Not erased ${id}: it is being mailed right now. Run erase again in a minute.`),
      );
      unreadable.forEach((name) =>
        io.err(`Could not read ${name}, so could not check it: look at it by hand.`),
      );
      return busy.length > 0 || unreadable.length > 0 ? 1 : 0;
    }
    default: {
      const parsed = parsePurgeArguments(rest);
      if ("error" in parsed) {
        io.err(parsed.error);
        return 2;
      }
      const days = parsed.days ?? settings.leadRetentionDays;
      const purged = await store.purgeSent({ now: new Date(), days });
      const report = formatPurgeSummary(purged, days);
      report.out.forEach((line) => io.out(line));
      report.err.forEach((line) => io.err(line));
      return purged.keptPending.length > 0 ? 1 : 0;
    }
  }
}

/** What list says of a wrong webhook setting (never its value). */
function webhookOffLine(off: WebhookOff): string {
  return (
    `Webhook: off. ${off.message} Leads are still stored and mailed; those stored meanwhile ` +
    "are posted by retry once it is fixed."
  );
}

// Commands that say the webhook is off in their own report.
const REPORTS_WEBHOOK: ReadonlySet<string> = new Set(["list", "retry"]);

/** Runs one CLI command; resolves to the process exit code. */
export async function runLeadsCli(argv: string[], options: CliOptions = {}): Promise<number> {
  const io = options.io ?? consoleIo;
  const [command, ...rest] = argv;
  if (command === "help" || command === "--help" || command === "-h") {
    USAGE.forEach((line) => io.out(line));
    return 0;
  }
  if (command === undefined || !STORE_COMMANDS.has(command)) {
    if (command !== undefined) io.err(`Unknown command: ${command}`);
    USAGE.forEach((line) => io.err(line));
    return 2;
  }
  // One store for the whole command (one connection pool), closed however the command ends.
  let store: LeadStore | undefined;
  try {
    const settings = readSettings(options.env);
    // The webhook is optional: a wrong setting of it is said, and the command goes on.
    if (settings.webhookOff !== undefined && !REPORTS_WEBHOOK.has(command)) {
      io.err(webhookOffLine(settings.webhookOff));
    }
    store = await createLeadStore(settings);
    return await runStoreCommand(command, rest, settings, store, io, options);
  } catch (error) {
    io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await store?.close().catch(() => undefined);
  }
}

if (require.main === module) {
  runLeadsCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
