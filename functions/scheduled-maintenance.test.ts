/**
 * Netlify's scheduled functions (netlify/functions/), their handlers called as Netlify calls
 * them, with the settings in the environment, against a throw-away PostgreSQL server, a real SMTP
 * sink and the webhook receiver stand-in: the retry run delivers what is pending, the purge run
 * deletes what is past the retention period.
 */
import leadsPurge, { config as purgeConfig } from "../netlify/functions/leads-purge";
import leadsRetry, { config as retryConfig } from "../netlify/functions/leads-retry";
import { scheduleProblem } from "../scripts/check-deploy/scheduled-functions";
import type { ContactSubmission } from "../src/lib/contact/schema";
import { createLeadStore, type LeadStore } from "./lead-store";
import { createLeadRecord, type LeadRecord } from "./outbox";
import { runScheduledPurge, runScheduledRetry } from "./scheduled-maintenance";
import { readSettings } from "./settings";
import { NEW_WEBHOOK_STATE } from "./webhook-state";
import { startPostgres, type TestPostgres } from "../test-support/postgres";
import { startSmtpServer, type TestSmtpServer } from "../test-support/smtp-sink";
import { startWebhookReceiver, type WebhookReceiver } from "../test-support/webhook-receiver";

const DAY_MS = 24 * 60 * 60 * 1000;
const VARIABLES = [
  "NETLIFY",
  "LEADS_DATABASE_URL",
  "SMTP_URL",
  "LEADS_WEBHOOK_URL",
  "LEADS_WEBHOOK_SECRET",
  "LEADS_RETENTION_DAYS",
  "SITE_URL",
] as const;

let postgres: TestPostgres;
let smtp: TestSmtpServer;
let receiver: WebhookReceiver;
let store: LeadStore;
const saved = VARIABLES.map((name) => [name, process.env[name]] as const);

beforeAll(async () => {
  [postgres, smtp, receiver] = await Promise.all([
    startPostgres(),
    startSmtpServer(),
    startWebhookReceiver(),
  ]);
  Object.assign(process.env, {
    NETLIFY: "true",
    LEADS_DATABASE_URL: await postgres.createDatabase(),
    SMTP_URL: smtp.url,
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: "scheduled-function-test-secret",
    LEADS_RETENTION_DAYS: "180",
    SITE_URL: "https://www.northbridge.example",
  });
  store = await createLeadStore(readSettings());
}, 60_000);

afterAll(async () => {
  await store?.close();
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await Promise.all([postgres?.close(), smtp?.close(), receiver?.close()]);
});

const submission = (name: string): ContactSubmission => ({
  fullName: name,
  businessEmail: "jo@acme.co.uk",
  phone: "",
  jobTitle: "CTO",
  solutionType: ["managed-it"],
  industry: "retail",
  message: "Please call us about our servers.",
  assessmentResults: {},
  "g-recaptcha-response": "token",
});

const lead = (name: string, daysAgo: number): LeadRecord => ({
  ...createLeadRecord(submission(name), "203.0.113.7", new Date(Date.now() - daysAgo * DAY_MS)),
  webhook: { ...NEW_WEBHOOK_STATE },
});

describe("the scheduled functions", () => {
  it("are scheduled every 15 minutes (retry) and daily (purge), as Netlify reads them", () => {
    expect(retryConfig).toEqual({ schedule: "*/15 * * * *" });
    expect(purgeConfig).toEqual({ schedule: "@daily" });
    for (const config of [retryConfig, purgeConfig]) {
      expect(scheduleProblem(config.schedule)).toBeUndefined();
    }
    expect(scheduleProblem(undefined)).toBe("has no config.schedule");
    expect(scheduleProblem("every 15 minutes")).toMatch(/cannot read/);
    expect(scheduleProblem("*/15 * * *")).toMatch(/cannot read/);
  });

  it("retry delivers pending mail and webhooks; purge deletes what is past retention", async () => {
    const pending = lead("Pending Lead", 0);
    const old = lead("Old Lead", 200);
    await store.insert(pending);
    await store.insert(old);
    await store.withClaimedLead(old.id, (claimed) => claimed.markSent());
    await store.withClaimedWebhook(old.id, (claimed) =>
      claimed.update({ status: "delivered", attempts: 1 }),
    );

    const retried = await leadsRetry();
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({
      event: "leads_retry",
      outcome: "done",
      mail: { sent: [pending.id], failed: [] },
      webhook: { delivered: [pending.id], retrying: [], failed: [] },
    });
    expect(smtp.mails.map((mail) => mail.header("x-lead-id"))).toContain(pending.id);
    expect(receiver.requests.map((post) => post.headers["idempotency-key"])).toEqual([pending.id]);
    expect(await store.get(pending.id)).toMatchObject({
      status: "sent",
      webhook: { status: "delivered" },
    });

    const purged = await leadsPurge();
    expect(purged.status).toBe(200);
    expect(await purged.json()).toMatchObject({
      event: "leads_purge",
      outcome: "done",
      days: 180,
      deleted: [old.id],
      keptPending: [],
    });
    expect(await store.get(old.id)).toBeUndefined();
    expect(await store.get(pending.id)).toBeDefined();
  });

  it("retry and purge run with a wrong webhook setting: the webhook is off, said once", async () => {
    const secret = process.env.LEADS_WEBHOOK_SECRET;
    process.env.LEADS_WEBHOOK_SECRET = "fifteen-chars-x";
    const log: string[] = [];
    try {
      const pending = lead("Pending Too", 0);
      const old = { ...lead("Old Too", 200), webhook: undefined };
      await store.insert(pending);
      await store.insert(old);
      await store.withClaimedLead(old.id, (claimed) => claimed.markSent());
      const posted = receiver.requests.length;

      const retried = await runScheduledRetry({ log: (line) => log.push(line) });
      expect(retried).toMatchObject({
        outcome: "done",
        mail: { sent: [pending.id], failed: [] },
        webhook: "off",
      });
      expect(receiver.requests).toHaveLength(posted);
      const purged = await runScheduledPurge({ log: (line) => log.push(line) });
      expect(purged).toMatchObject({ outcome: "done", deleted: [old.id] });

      const lines = log.map((line) => JSON.parse(line) as Record<string, unknown>);
      const off = lines.filter((line) => line.event === "webhook_off");
      expect(off).toEqual([
        expect.objectContaining({
          level: "error",
          setting: "LEADS_WEBHOOK_SECRET",
          problem: expect.stringMatching(/^LEAD WEBHOOK OFF: LEADS_WEBHOOK_SECRET is shorter/),
        }),
      ]);
      expect(log.join("\n")).not.toContain("fifteen-chars-x");
    } finally {
      process.env.LEADS_WEBHOOK_SECRET = secret;
    }
  });

  it("refuses to run on the outbox of a function's disk, and says why", async () => {
    const url = process.env.LEADS_DATABASE_URL;
    delete process.env.LEADS_DATABASE_URL;
    try {
      const answer = await leadsRetry();
      expect(answer.status).toBe(500);
      expect(await answer.json()).toMatchObject({
        outcome: "failed",
        problem: expect.stringContaining("LEADS_DATABASE_URL is not set") as unknown,
      });
    } finally {
      process.env.LEADS_DATABASE_URL = url;
    }
  });
});
