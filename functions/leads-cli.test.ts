import { promises as fs } from "node:fs";
import path from "node:path";
import type { ContactSubmission } from "../src/lib/contact/schema";
import { createLeadStore, type LeadStore } from "./lead-store";
import { leadsToCsv, runLeadsCli } from "./leads-cli";
import {
  createLeadRecord,
  insertLead,
  markSent,
  readLead,
  writeLead,
  writeWebhookState,
  type LeadRecord,
} from "./outbox";
import { NEW_WEBHOOK_STATE } from "./webhook-state";
import { startPostgres, type TestPostgres } from "../test-support/postgres";
import { startSmtpServer, type TestSmtpServer } from "../test-support/smtp-sink";
import { closedPort, makeTempDir, removeDir } from "../test-support/temp";
import { startWebhookReceiver } from "../test-support/webhook-receiver";

const submission = (fullName: string): ContactSubmission => ({
  fullName,
  businessEmail: "jo@acme.co.uk",
  phone: "+447123456789",
  jobTitle: "CTO",
  solutionType: ["cloud-migration", "it-consulting"],
  industry: "finance",
  message: 'Line one\nLine "two", with a comma',
  assessmentResults: { "2": "Basic" },
  selectedPlan: "Basic",
  "g-recaptcha-response": "t",
});

let dir: string;
let smtp: TestSmtpServer;
let out: string[];
let err: string[];
const io = { out: (t: string) => out.push(t), err: (t: string) => err.push(t) };
const run = (argv: string[], env: Record<string, string> = {}) =>
  runLeadsCli(argv, { env: { LEADS_DIR: dir, ...env }, io });

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  dir = await makeTempDir("cli-");
  out = [];
  err = [];
  smtp.mails.length = 0;
});
afterEach(async () => {
  await removeDir(dir);
});

async function seed(): Promise<[LeadRecord, LeadRecord]> {
  const a = createLeadRecord(submission("Ann Pending"), null, new Date("2025-07-01T09:00:00Z"));
  const b = createLeadRecord(submission('=HYPERLINK("x")'), null, new Date("2025-07-02T09:00:00Z"));
  await writeLead(dir, a);
  await writeLead(dir, b);
  return [a, await markSent(dir, b.id)];
}

describe("leads CLI", () => {
  it("list shows every lead and a summary", async () => {
    const [a, b] = await seed();
    expect(await run(["list"])).toBe(0);
    const text = out.join("\n");
    expect(text).toContain(a.id);
    expect(text).toContain(b.id);
    expect(text).toContain("Ann Pending (Finance)");
    expect(text).toContain("2 lead(s): 1 pending, 1 sent.");
  });

  it("list shows each lead's webhook and lists the failed ones with their error", async () => {
    const [a, b] = await seed();
    const hooked = { ...a, id: "NB-20250703-HOOKFAIL", webhook: { ...NEW_WEBHOOK_STATE } };
    await insertLead(dir, hooked);
    await writeWebhookState(dir, hooked.id, {
      status: "failed",
      attempts: 5,
      lastError: "HTTP_400: HTTP 400: bad field",
    });
    await insertLead(dir, { ...b, id: "NB-20250704-HOOKWAIT", webhook: { ...NEW_WEBHOOK_STATE } });
    expect(await run(["list"])).toBe(0);
    const lines = out.join("\n").split("\n");
    expect(lines[1]).toMatch(/TRIES\s+WEBHOOK\s+NAME/);
    expect(lines.find((line) => line.startsWith(a.id))).toMatch(/\s-\s+Ann Pending/);
    expect(lines.find((line) => line.startsWith(hooked.id))).toContain("failed (5)");
    expect(lines.find((line) => line.startsWith("NB-20250704-HOOKWAIT"))).toContain("pending (0)");
    expect(lines).toContain(
      "Webhook: 0 delivered, 1 pending, 1 failed (refused by the receiver, not tried again).",
    );
    expect(lines).toContain(`  failed ${hooked.id}: HTTP_400: HTTP 400: bad field`);
    out.length = 0;
    expect(await run(["show", hooked.id])).toBe(0);
    expect(JSON.parse(out.join("\n"))).toMatchObject({
      webhook: { status: "failed", attempts: 5 },
    });
  });

  it("retry posts pending webhooks without SMTP_URL, naming the receiver by its origin only", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const [a] = await seed();
      await insertLead(dir, {
        ...a,
        id: "NB-20250703-HOOKSEND",
        webhook: { ...NEW_WEBHOOK_STATE },
      });
      const env = { LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: "cli-test-secret-0123" };
      expect(await run(["retry"], env)).toBe(0);
      const text = out.join("\n");
      expect(text).toContain("Mail: SMTP_URL is not set, so no lead was mailed.");
      expect(text).toContain(`Webhook (${new URL(receiver.url).origin}): delivered now: 1.`);
      expect(text).not.toContain("hooks/catch");
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it("list says so when the outbox is empty", async () => {
    expect(await run(["list"])).toBe(0);
    expect(out.join("\n")).toContain("The outbox is empty.");
  });

  it("show prints one lead, and fails clearly for unknown or malformed ids", async () => {
    const [a] = await seed();
    expect(await run(["show", a.id])).toBe(0);
    expect(JSON.parse(out.join("\n"))).toMatchObject({ id: a.id, status: "pending" });
    expect(await run(["show", "NB-20990101-AAAAAAAA"])).toBe(1);
    expect(err.join("\n")).toContain("No lead NB-20990101-AAAAAAAA");
    expect(await run(["show", "../../etc/passwd"])).toBe(2);
    expect(await run(["show"])).toBe(2);
  });

  it("export --csv writes quoted, formula-safe CSV", async () => {
    const [a, b] = await seed();
    expect(await run(["export", "--csv"])).toBe(0);
    const csv = out.join("\n");
    const [header] = csv.split("\r\n");
    expect(header).toBe(
      "id,receivedAt,status,verification,attempts,sentAt,lastError,fullName,businessEmail,phone,jobTitle,industry,solutions,selectedPlan,assessmentResults,message",
    );
    expect(csv).toContain(`"${a.id}"`);
    expect(csv).toContain('"Line one\nLine ""two"", with a comma"');
    expect(csv).toContain('"Cloud Migration; IT Consulting"');
    expect(csv).toContain('"Question 2: Basic"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"'+447123456789"`);
    expect(leadsToCsv([a, b]).endsWith("\r\n")).toBe(true);
  });

  it("export --json prints the records", async () => {
    await seed();
    expect(await run(["export", "--json"])).toBe(0);
    expect(JSON.parse(out.join("\n"))).toHaveLength(2);
    expect(await run(["export", "--xml"])).toBe(2);
  });

  it("retry needs SMTP_URL", async () => {
    await seed();
    expect(await run(["retry"])).toBe(1);
    expect(err.join("\n")).toContain("SMTP_URL is not set");
  });

  it("retry sends pending leads once and reports it; a second run sends nothing", async () => {
    const [a] = await seed();
    expect(await run(["retry"], { SMTP_URL: smtp.url })).toBe(0);
    expect(out[0]).toBe("Pending leads: 1. Sent now: 1. Failed: 0. Skipped: 0.");
    expect(out).toContain(`  sent     ${a.id}`);
    expect(smtp.mails).toHaveLength(2); // lead + acknowledgement
    out = [];
    expect(await run(["retry"], { SMTP_URL: smtp.url })).toBe(0);
    expect(out[0]).toBe("Pending leads: 0. Sent now: 0. Failed: 0. Skipped: 0.");
    expect(smtp.mails).toHaveLength(2);
  });

  it("retry exits 1 and keeps leads pending when the mail server is down", async () => {
    const [a] = await seed();
    expect(await run(["retry"], { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` })).toBe(1);
    expect(out.join("\n")).toMatch(new RegExp(`failed   ${a.id} \\(E[A-Z]+\\)`));
    const stored = JSON.parse(
      await fs.readFile(path.join(dir, `${a.id}.json`), "utf8"),
    ) as LeadRecord;
    expect(stored).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("prints usage for no or unknown commands (exit 2) and for help (exit 0)", async () => {
    expect(await run([])).toBe(2);
    expect(await run(["frobnicate"])).toBe(2);
    expect(err.join("\n")).toContain("Unknown command: frobnicate");
    expect(await run(["help"])).toBe(0);
    expect(out.join("\n")).toContain("Usage: npm run leads");
  });
});

describe("leads CLI and hostile lead text", () => {
  const ESC = "\u001b";

  async function seedHostile(): Promise<LeadRecord> {
    const record = createLeadRecord(
      {
        ...submission(`Eve${ESC}]0;owned${ESC}\\${ESC}[2J\u202eRLO\u009b31m`),
        jobTitle: `CTO${ESC}[1A`,
        message: `Hello\nline two${ESC}[2K\u0085end`,
      },
      null,
      new Date("2025-07-05T09:00:00Z"),
      "unverified",
    );
    await writeLead(dir, record);
    return record;
  }

  // eslint-disable-next-line no-control-regex -- the point of the check
  const TERMINAL_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/;

  it("list shows control and bidi characters as escapes", async () => {
    await seedHostile();
    expect(await run(["list"])).toBe(0);
    const text = out.join("\n");
    expect(text).not.toMatch(TERMINAL_CONTROLS);
    expect(text).toContain("Eve\\x1b]0;owned\\x1b\\\\x1b[2J\\u202eRLO\\x9b31m (Finance)");
  });

  it("export --csv escapes them too, keeping the message's line breaks", async () => {
    await seedHostile();
    expect(await run(["export", "--csv"])).toBe(0);
    const csv = out.join("\n");
    expect(csv.replace(/\r?\n/g, "")).not.toMatch(TERMINAL_CONTROLS);
    expect(csv).toContain('"CTO\\x1b[1A"');
    expect(csv).toContain('"Hello\nline two\\x1b[2K\\x85end"');
  });

  it("show and export --json print JSON with nothing a terminal would act on", async () => {
    const record = await seedHostile();
    expect(await run(["show", record.id])).toBe(0);
    const shown = out.join("\n");
    expect(shown).not.toMatch(TERMINAL_CONTROLS);
    expect(JSON.parse(shown)).toEqual(await readLead(dir, record.id));
    out = [];
    expect(await run(["export", "--json"])).toBe(0);
    expect(out.join("\n")).not.toMatch(TERMINAL_CONTROLS);
  });

  it("keeps formula protection on escaped cells", () => {
    const record = createLeadRecord(submission(`@SUM(1)${ESC}`), null);
    expect(leadsToCsv([record])).toContain(`"'@SUM(1)\\x1b"`);
  });
});

describe("leads CLI and unverified leads", () => {
  it("list and export show which leads were not checked by the human verification", async () => {
    const [a, b] = await seed();
    const unverified = createLeadRecord(
      submission("Una Checked"),
      null,
      new Date("2025-07-03T09:00:00Z"),
      "unverified",
    );
    await writeLead(dir, unverified);
    expect(await run(["list"])).toBe(0);
    const lines = out.join("\n").split("\n");
    expect(lines.find((line) => line.includes(unverified.id))).toMatch(/unverified/);
    expect(lines.find((line) => line.includes(a.id))).not.toMatch(/unverified/);
    expect(out.join("\n")).toContain("1 unverified");

    out = [];
    expect(await run(["export", "--csv"])).toBe(0);
    const rows = out.join("\n").split("\r\n");
    expect(rows.find((row) => row.includes(unverified.id))).toContain('"pending","unverified"');
    expect(rows.find((row) => row.includes(b.id))).toContain('"sent","verified"');
  });
});

describe("leads CLI with a wrong webhook setting", () => {
  const SHORT_SECRET = "fifteen-chars-x";
  const badWebhook = {
    LEADS_WEBHOOK_URL: "https://hooks.example/catch/1/",
    LEADS_WEBHOOK_SECRET: SHORT_SECRET,
  };
  const everything = () => [...out, ...err].join("\n");

  it("list says the webhook is off and why, never the secret", async () => {
    const [a] = await seed();
    expect(await run(["list"], badWebhook)).toBe(0);
    expect(out[1]).toMatch(/^Webhook: off\. LEADS_WEBHOOK_SECRET is shorter than 16 characters/);
    expect(out[1]).toContain("posted by retry once it is fixed");
    expect(out.join("\n")).toContain(a.id);
    expect(everything()).not.toContain(SHORT_SECRET);
    out = [];
    expect(
      await run(["list"], { ...badWebhook, LEADS_WEBHOOK_URL: "http://hooks.example/x/" }),
    ).toBe(0);
    expect(out.join("\n")).toMatch(/Webhook: off\. LEADS_WEBHOOK_URL is an http:\/\/ address/);
  });

  it("retry still mails, and says the webhook is off", async () => {
    const [a] = await seed();
    expect(await run(["retry"], { ...badWebhook, SMTP_URL: smtp.url })).toBe(0);
    expect(out).toContain(`  sent     ${a.id}`);
    expect(smtp.mails).toHaveLength(2);
    expect(out.join("\n")).toMatch(/Webhook: off, nothing was posted\. LEADS_WEBHOOK_SECRET/);
    expect(everything()).not.toContain(SHORT_SECRET);
  });

  it("erase and purge still work", async () => {
    const [pending, sent] = await seed();
    expect(await run(["erase", pending.id], badWebhook)).toBe(0);
    expect(await readLead(dir, pending.id)).toBeUndefined();
    expect(await run(["purge", "--older-than", "1d"], badWebhook)).toBe(0);
    expect(await readLead(dir, sent.id)).toBeUndefined();
    expect(out.join("\n")).toContain("Deleted 1 lead(s) older than 1 days.");
    // Said once per run, on stderr, where cron's mail shows it.
    expect(err.filter((line) => line.includes("LEADS_WEBHOOK_SECRET"))).toHaveLength(2);
    expect(everything()).not.toContain(SHORT_SECRET);
  });
});

describe("leads purge", () => {
  const DAY = 24 * 60 * 60 * 1000;

  async function seedAges(): Promise<Record<string, LeadRecord>> {
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const records = {
      sent40: createLeadRecord(submission("Sent Forty"), null, at(40)),
      sent20: createLeadRecord(submission("Sent Twenty"), null, at(20)),
      pending40: createLeadRecord(submission("Pending Forty"), null, at(40)),
      sent200: createLeadRecord(submission("Sent Two Hundred"), null, at(200)),
    };
    for (const record of Object.values(records)) await writeLead(dir, record);
    for (const key of ["sent40", "sent20", "sent200"] as const) {
      records[key] = await markSent(dir, records[key].id);
    }
    return records;
  }

  it("--older-than 30d deletes sent leads older than 30 days, never pending ones", async () => {
    const r = await seedAges();
    expect(await run(["purge", "--older-than", "30d"])).toBe(1);
    expect(await readLead(dir, r.sent40.id)).toBeUndefined();
    expect(await readLead(dir, r.sent200.id)).toBeUndefined();
    expect(await readLead(dir, r.sent20.id)).toBeDefined();
    expect(await readLead(dir, r.pending40.id)).toBeDefined();
    expect(out.join("\n")).toContain("Deleted 2 lead(s) older than 30 days.");
    expect(err.join("\n")).toContain(`Kept ${r.pending40.id}`);
  });

  it("defaults to 180 days", async () => {
    const r = await seedAges();
    expect(await run(["purge"])).toBe(0);
    expect(await readLead(dir, r.sent200.id)).toBeUndefined();
    expect(await readLead(dir, r.sent40.id)).toBeDefined();
    expect(out.join("\n")).toContain("Deleted 1 lead(s) older than 180 days.");
  });

  it("takes the default from LEADS_RETENTION_DAYS", async () => {
    const r = await seedAges();
    expect(await run(["purge"], { LEADS_RETENTION_DAYS: "30" })).toBe(1);
    expect(await readLead(dir, r.sent40.id)).toBeUndefined();
  });

  it.each([
    [["purge", "--older-than"]],
    [["purge", "--older-than", "30"]],
    [["purge", "--older-than", "0d"]],
    [["purge", "--older-than", "-5d"]],
    [["purge", "--older-than", "1.5d"]],
    [["purge", "--older-than", "30days"]],
    [["purge", "--older-than", "99999999d"]],
    [["purge", "--newer-than", "30d"]],
  ])("refuses %j with usage (exit 2) and deletes nothing", async (argv) => {
    const r = await seedAges();
    expect(await run(argv)).toBe(2);
    expect(err.join("\n")).toMatch(/--older-than/);
    expect(await readLead(dir, r.sent200.id)).toBeDefined();
  });
});

describe("leads erase", () => {
  it("--email erases every lead sent from the address, pending or sent, and names them", async () => {
    const [pending, sent] = await seed();
    const other = createLeadRecord(
      { ...submission("Bo Other"), businessEmail: "bo@elsewhere.example" },
      null,
      new Date("2025-07-03T09:00:00Z"),
    );
    await writeLead(dir, other);
    expect(await run(["erase", "--email", "JO@acme.co.uk"])).toBe(0);
    expect(await readLead(dir, pending.id)).toBeUndefined();
    expect(await readLead(dir, sent.id)).toBeUndefined();
    expect(await readLead(dir, other.id)).toEqual(other);
    const text = out.join("\n");
    expect(text).toContain("Erased 2 lead(s) of JO@acme.co.uk");
    expect(text).toContain(`  erased   ${pending.id}`);
    expect(text).toContain("delete them from the sales mailbox too");
    expect(await fs.readdir(dir)).toEqual([`${other.id}.json`]);
  });

  it("erases one lead by its id; finding nothing is not a failure", async () => {
    const [pending, sent] = await seed();
    expect(await run(["erase", pending.id])).toBe(0);
    expect(await readLead(dir, pending.id)).toBeUndefined();
    expect(await readLead(dir, sent.id)).toBeDefined();
    out = [];
    expect(await run(["erase", pending.id])).toBe(0);
    expect(out[0]).toContain("Erased 0 lead(s)");
  });

  it.each([
    [["erase"]],
    [["erase", "--email"]],
    [["erase", "--email", "not-an-address"]],
    [["erase", "../x"]],
  ])("refuses %j with usage (exit 2) and erases nothing", async (argv) => {
    const [pending] = await seed();
    expect(await run(argv)).toBe(2);
    expect(err.join("\n")).toMatch(/--email ADDRESS or a lead id/);
    expect(await readLead(dir, pending.id)).toBeDefined();
  });
});

describe("leads CLI on the PostgreSQL store (LEADS_DATABASE_URL)", () => {
  const DAY = 24 * 60 * 60 * 1000;
  let postgres: TestPostgres;
  let databaseUrl: string;
  let store: LeadStore;
  const runOnDatabase = (argv: string[], env: Record<string, string> = {}) =>
    run(argv, { LEADS_DATABASE_URL: databaseUrl, ...env });

  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await postgres?.close();
  });
  beforeEach(async () => {
    databaseUrl = await postgres.createDatabase();
    store = await createLeadStore({ leadsDir: dir, leadsDatabaseUrl: databaseUrl });
  });
  afterEach(async () => {
    await store.close();
  });

  /** A pending lead received `days` days ago, mailed when `sent`. */
  async function stored(name: string, days: number, sent = false): Promise<LeadRecord> {
    const record = createLeadRecord(submission(name), null, new Date(Date.now() - days * DAY));
    await store.insert(record);
    if (sent) await store.withClaimedLead(record.id, (claimed) => claimed.markSent());
    return (await store.get(record.id)) ?? record;
  }

  it("list shows the database's leads oldest first, and never its password", async () => {
    const newer = await stored("Nia Newer", 1, true);
    const older = await stored("Olu Older", 2);
    expect(await runOnDatabase(["list"])).toBe(0);
    const text = out.join("\n");
    expect(text).toContain(`Leads: PostgreSQL postgres@127.0.0.1:${postgres.port}/`);
    expect(text.indexOf(older.id)).toBeLessThan(text.indexOf(newer.id));
    expect(text).toContain("Olu Older (Finance)");
    expect(text).toContain("2 lead(s): 1 pending, 1 sent.");
    // The outbox folder is not used at all.
    expect(await fs.readdir(dir)).toEqual([]);

    out = [];
    expect(await runOnDatabase(["show", older.id])).toBe(0);
    expect(JSON.parse(out.join("\n"))).toEqual(older);
  });

  it("retry mails each pending lead once and marks it sent in the database", async () => {
    const pending = await stored("Pat Pending", 1);
    await stored("Sam Sent", 2, true);
    expect(await runOnDatabase(["retry"], { SMTP_URL: smtp.url })).toBe(0);
    expect(out[0]).toBe("Pending leads: 1. Sent now: 1. Failed: 0. Skipped: 0.");
    expect(out).toContain(`  sent     ${pending.id}`);
    expect(smtp.mails).toHaveLength(2); // lead + acknowledgement
    expect(await store.get(pending.id)).toMatchObject({ status: "sent", attempts: 1 });

    out = [];
    expect(await runOnDatabase(["retry"], { SMTP_URL: smtp.url })).toBe(0);
    expect(out[0]).toBe("Pending leads: 0. Sent now: 0. Failed: 0. Skipped: 0.");
    expect(smtp.mails).toHaveLength(2);
  });

  it("purge --older-than 30d deletes mailed leads past it and keeps pending ones", async () => {
    const sent40 = await stored("Sent Forty", 40, true);
    const sent20 = await stored("Sent Twenty", 20, true);
    const pending40 = await stored("Pending Forty", 40);
    expect(await runOnDatabase(["purge", "--older-than", "30d"])).toBe(1);
    expect(out.join("\n")).toContain("Deleted 1 lead(s) older than 30 days.");
    expect(err.join("\n")).toContain(`Kept ${pending40.id}`);
    expect(await store.get(sent40.id)).toBeUndefined();
    expect(await store.get(sent20.id)).toBeDefined();
    expect(await store.get(pending40.id)).toBeDefined();
  });

  it("erase --email deletes the address's leads from the database", async () => {
    const pending = await stored("Pat Pending", 1);
    const sent = await stored("Sam Sent", 2, true);
    expect(await runOnDatabase(["erase", "--email", "jo@acme.co.uk"])).toBe(0);
    expect(out.join("\n")).toContain("Erased 2 lead(s) of jo@acme.co.uk from PostgreSQL");
    expect(await store.get(pending.id)).toBeUndefined();
    expect(await store.get(sent.id)).toBeUndefined();
    expect((await store.list()).leads).toEqual([]);
  });

  it("fails clearly, exit 1, when the database cannot be reached", async () => {
    await postgres.stop();
    try {
      expect(await runOnDatabase(["list"])).toBe(1);
      expect(err.join("\n")).toContain("Failed: The lead database is unavailable (ECONNREFUSED)");
    } finally {
      await postgres.start();
    }
  });
});
