import { promises as fs } from "node:fs";
import path from "node:path";
import type { ContactSubmission } from "../src/lib/contact/schema";
import { leadsToCsv, runLeadsCli } from "./leads-cli";
import { createLeadRecord, markSent, writeLead, type LeadRecord } from "./outbox";
import { startSmtpServer, type TestSmtpServer } from "../test-support/smtp-sink";
import { closedPort, makeTempDir, removeDir } from "../test-support/temp";

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
      "id,receivedAt,status,attempts,sentAt,lastError,fullName,businessEmail,phone,jobTitle,industry,solutions,selectedPlan,assessmentResults,message",
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
