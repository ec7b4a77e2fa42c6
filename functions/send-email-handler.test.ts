import { promises as fs } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { Client } from "pg";
import { CONTACT_MESSAGES as M, type ContactSubmission } from "../src/lib/contact/schema";
import site from "../content/site.json";
import { closeSharedLeadStores, createLeadStore, LeadRejectedError } from "./lead-store";
import { CLAIM_TIMEOUT_MS, MAX_CONCURRENT_CLAIMS } from "./claim-slots";
import { storedIdempotencyKey } from "./enquiry-key";
import { retryPendingLeads } from "./lead-maintenance";
import { createLeadRecord, listLeads, readLead, writeLead } from "./outbox";
import {
  type HandlerRequest,
  type HandlerResponse,
  type SendEmailHandlerDeps,
} from "./send-email-handler";
import { RECAPTCHA_TEST_SECRET } from "./settings";
import { startVerifyServer, type FakeVerifyServer } from "../test-support/fake-verify-server";
import { startPostgres, type TestPostgres } from "../test-support/postgres";
import {
  startHangingSmtpServer,
  startSmtpServer,
  type TestSmtpServer,
} from "../test-support/smtp-sink";
import { closedPort, makeTempDir, removeDir } from "../test-support/temp";
import { makeTestHandler } from "../test-support/test-handler";

const REAL_SECRET = "6Lc-not-the-test-secret-000000000000000";

let smtp: TestSmtpServer;
let verify: FakeVerifyServer;
let leadsDir: string;
let env: Record<string, string | undefined>;
let logLines: string[];

beforeAll(async () => {
  [smtp, verify] = await Promise.all([startSmtpServer(), startVerifyServer()]);
});

afterAll(async () => {
  await Promise.all([smtp.close(), verify.close(), closeSharedLeadStores()]);
});

beforeEach(async () => {
  leadsDir = await makeTempDir();
  smtp.mails.length = 0;
  verify.requests.length = 0;
  verify.mode = "success";
  verify.hostname = "localhost";
  logLines = [];
  env = {
    SMTP_URL: smtp.url,
    LEADS_TO: "sales@northbridge.test",
    LEADS_FROM: "website@northbridge.test",
    LEADS_DIR: leadsDir,
    RECAPTCHA_VERIFY_URL: verify.url,
    SITE_URL: "http://localhost:9000",
  };
});

afterEach(async () => {
  await removeDir(leadsDir);
});

const makeHandler = (extra: Partial<SendEmailHandlerDeps> = {}) =>
  makeTestHandler(env, logLines, extra);

/**
 * `count` enquiries at once while the SMTP relay hangs (it would hold each mail for a minute),
 * answered after at most `mailWaitMs`; then the relay drops its connections and the mails still
 * under way fail, as they would after the SMTP timeout. Resolves once they are recorded.
 */
async function sendWhileRelayHangs(count: number, mailWaitMs: number) {
  const relay = await startHangingSmtpServer();
  const stillMailing: Array<Promise<unknown>> = [];
  try {
    env.SMTP_URL = relay.url;
    const handle = makeHandler({
      mailWaitMs,
      smtpTimeoutMs: 60_000,
      background: (work) => stillMailing.push(work),
    });
    return await Promise.all(
      Array.from({ length: count }, (_, i) => handle(request({ remoteAddress: `192.0.2.${i}` }))),
    );
  } finally {
    await relay.close();
    await Promise.all(stillMailing);
  }
}

const validBody = () => ({
  fullName: "Jo Bloggs",
  businessEmail: "jo.bloggs@acme-engineering.co.uk",
  phone: "+447123456789",
  jobTitle: "Operations Director",
  solutionType: ["cyber-security", "monitoring-backup"],
  industry: "manufacturing",
  message: "Our backups fail every night; can you take over monitoring?",
  assessmentResults: { "1": "11-50 employees", "3": "Data security" },
  selectedPlan: "Standard",
  "g-recaptcha-response": "token-abc",
});

function request(overrides: Partial<HandlerRequest> = {}): HandlerRequest {
  return {
    method: "POST",
    headers: {
      "content-type": "application/json",
      host: "localhost:9000",
      origin: "http://localhost:9000",
    },
    body: validBody(),
    remoteAddress: "203.0.113.7",
    ...overrides,
  };
}

function withHeaders(headers: HandlerRequest["headers"], body: unknown = validBody()) {
  return request({
    headers: { "content-type": "application/json", host: "localhost:9000", ...headers },
    body,
  });
}

function expectJsonHeaders(response: HandlerResponse) {
  expect(response.headers).toMatchObject({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
}

function expectErrors(response: HandlerResponse, status: number, errors?: string[]) {
  expect(response.status).toBe(status);
  expectJsonHeaders(response);
  expect("errors" in response.body).toBe(true);
  if (errors && "errors" in response.body) expect(response.body.errors).toEqual(errors);
}

async function leadFiles(): Promise<string[]> {
  return (await fs.readdir(leadsDir).catch(() => [] as string[])).filter((n) =>
    n.endsWith(".json"),
  );
}

function lastLog(): Record<string, unknown> {
  return JSON.parse(logLines[logLines.length - 1]) as Record<string, unknown>;
}

describe("a valid enquiry", () => {
  it("is stored, mailed to sales, marked sent and acknowledged", async () => {
    const response = await makeHandler()(request());
    expect(response).toEqual({
      status: 200,
      headers: expect.any(Object) as unknown,
      body: { ok: true },
    });
    expectJsonHeaders(response);

    const { leads } = await listLeads(leadsDir);
    expect(leads).toHaveLength(1);
    const lead = leads[0];
    expect(lead).toMatchObject({
      status: "sent",
      attempts: 1,
      clientAddress: "203.0.113.7",
      submission: { fullName: "Jo Bloggs", industry: "manufacturing", selectedPlan: "Standard" },
    });
    expect(lead.id).toMatch(/^NB-\d{8}-[0-9A-Z]{8}$/);
    expect(lead.sentAt).toEqual(expect.any(String));
    expect(lead.acknowledgedAt).toEqual(expect.any(String));
    expect(JSON.stringify(lead)).not.toContain("token-abc");

    expect(verify.requests).toEqual([
      { secret: RECAPTCHA_TEST_SECRET, response: "token-abc", remoteip: "203.0.113.7" },
    ]);

    expect(smtp.mails).toHaveLength(2);
    const [leadMail, ack] = smtp.mails;
    expect(leadMail.envelopeTo).toEqual(["sales@northbridge.test"]);
    expect(leadMail.envelopeFrom).toBe("website@northbridge.test");
    expect(leadMail.header("subject")).toBe(
      "New enquiry: Jo Bloggs (Manufacturing) - Standard plan",
    );
    expect(leadMail.header("reply-to")).toMatch(
      /^"?Jo Bloggs"? <jo\.bloggs@acme-engineering\.co\.uk>$/,
    );
    expect(leadMail.header("to")).toBe("sales@northbridge.test");
    expect(leadMail.header("from")).toContain("<website@northbridge.test>");
    expect(leadMail.header("x-lead-id")).toBe(lead.id);
    for (const part of [leadMail.text, leadMail.html]) {
      expect(part).toContain("Cyber Security");
      expect(part).toContain("Question 1: 11-50 employees");
      expect(part).toContain("Question 3: Data security");
      expect(part).toContain("Standard");
      expect(part).toContain("+447123456789");
      expect(part).toContain("Our backups fail every night; can you take over monitoring?");
    }

    expect(leadMail.text).toContain("Monitoring & Backup");
    expect(leadMail.html).toContain("Monitoring &amp; Backup");

    expect(ack.envelopeTo).toEqual(["jo.bloggs@acme-engineering.co.uk"]);
    expect(ack.envelopeFrom).toBe("website@northbridge.test");
    expect(ack.header("auto-submitted")).toBe("auto-generated");
    expect(ack.header("subject")).toContain(lead.id);
    for (const part of [ack.text, ack.html]) {
      expect(part).toContain(lead.id);
      expect(part).toContain(site.responseTime);
      expect(part).toContain(site.brandName);
      expect(part).toContain("Cyber Security");
      expect(part).toContain("http://localhost:9000/PrivacyPolicy");
      expect(part).not.toContain("Our backups fail");
    }

    const log = lastLog();
    expect(log).toMatchObject({ id: lead.id, outcome: "sent", status: 200 });
    expect(typeof log.ms).toBe("number");
    expect(typeof log.time).toBe("string");
    const allLogs = logLines.join("\n");
    expect(allLogs).not.toContain("jo.bloggs");
    expect(allLogs).not.toContain("Jo Bloggs");
    expect(allLogs).not.toContain("backups");
  });

  it("accepts http://127.0.0.1:PORT when the Host header names it, and no Origin at all", async () => {
    const handle = makeHandler();
    const local = await handle(
      withHeaders({ host: "127.0.0.1:8000", origin: "http://127.0.0.1:8000" }),
    );
    expect(local.status).toBe(200);
    const localhost = await handle(
      withHeaders({ host: "localhost:8000", origin: "http://localhost:8000" }),
    );
    expect(localhost.status).toBe(200);
    const noOrigin = await handle(withHeaders({}));
    expect(noOrigin.status).toBe(200);
    const siteOrigin = await handle(
      withHeaders({ host: "internal:3000", origin: "http://localhost:9000" }),
    );
    expect(siteOrigin.status).toBe(200);
  });

  it("accepts a JSON content type with parameters and any header-name case", async () => {
    const response = await makeHandler()(
      request({
        headers: { "Content-Type": "Application/JSON; charset=UTF-8", Host: "localhost:9000" },
      }),
    );
    expect(response.status).toBe(200);
  });

  it("sends only the lead mail when LEADS_ACK=false", async () => {
    env.LEADS_ACK = "false";
    const response = await makeHandler()(request());
    expect(response.status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].envelopeTo).toEqual(["sales@northbridge.test"]);
    const { leads } = await listLeads(leadsDir);
    expect(leads[0].status).toBe("sent");
    expect(leads[0].acknowledgedAt).toBeUndefined();
  });

  it("keeps the lead in the outbox and logs where, when SMTP_URL is unset", async () => {
    delete env.SMTP_URL;
    const response = await makeHandler()(request());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(smtp.mails).toHaveLength(0);
    const { leads } = await listLeads(leadsDir);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ status: "pending", attempts: 0 });
    expect(lastLog()).toMatchObject({
      outcome: "stored",
      status: 200,
      id: leads[0].id,
      leadFile: path.join(leadsDir, `${leads[0].id}.json`),
    });
  });
});

describe("text no store can keep", () => {
  it("cleans a crafted campaign tag in the outbox too, and refuses lone surrogates typed in a field", async () => {
    const handle = makeHandler();
    const tagged = await handle(
      request({
        body: { ...validBody(), attribution: { landingPage: "/", utm_source: "ads\u0000" } },
      }),
    );
    expect(tagged.status).toBe(200);
    const { leads } = await listLeads(leadsDir);
    expect(leads[0].submission.attribution).toEqual({ landingPage: "/", utm_source: "ads" });
    const typed = await handle(request({ body: { ...validBody(), fullName: "Jo \udc00" } }));
    expectErrors(typed, 400, [M.fullNameCharacters]);
  });

  it("answers 400, not 503, when the store itself refuses the text", async () => {
    const real = await createLeadStore({ leadsDir });
    const handle = makeHandler({
      leadStore: async () => ({
        ...real,
        insert: async () => {
          throw new LeadRejectedError("refused", "PG_22P05");
        },
      }),
    });
    expectErrors(await handle(request()), 400, [M.submissionInvalid]);
    expect(lastLog()).toMatchObject({ outcome: "invalid", status: 400, detail: "PG_22P05" });
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("a resend of the same enquiry (idempotency key)", () => {
  const KEY = "7K3QX9MD2H4P6R8T0V1W3Y5Z7A";
  const keyed = (extra: Record<string, unknown> = {}) =>
    request({ body: { ...validBody(), idempotencyKey: KEY, ...extra } });

  it("stores and mails nothing twice, under the key bound to the fields sent", async () => {
    const handle = makeHandler();
    const first = await handle(keyed());
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    // The visitor never saw that answer and sends again, with a new human check.
    const again = await handle(keyed({ "g-recaptcha-response": "token-def" }));
    expect(again).toMatchObject({ status: 200, body: { ok: true } });
    const { leads } = await listLeads(leadsDir);
    expect(leads).toHaveLength(1);
    expect(leads[0].idempotencyKey).toBe(storedIdempotencyKey(KEY, leads[0].submission));
    expect(smtp.mails).toHaveLength(2);
    expect(lastLog()).toMatchObject({ outcome: "duplicate", id: leads[0].id, detail: "sent" });
  });

  it("stores a corrected resend with the same key as an enquiry of its own, and mails it", async () => {
    const handle = makeHandler();
    await handle(keyed({ businessEmail: "jo.blogs@acme-engineering.co.uk" }));
    const corrected = await handle(keyed({ "g-recaptcha-response": "token-def" }));
    expect(corrected).toMatchObject({ status: 200, body: { ok: true } });
    const emails = (await listLeads(leadsDir)).leads.map((lead) => lead.submission.businessEmail);
    expect(emails).toEqual(["jo.blogs@acme-engineering.co.uk", "jo.bloggs@acme-engineering.co.uk"]);
    expect(lastLog()).toMatchObject({ outcome: "sent" });
    expect(smtp.mails.map((mail) => mail.envelopeTo).flat()).toContain(
      "jo.bloggs@acme-engineering.co.uk",
    );
  });

  it("never lets a caller who sent someone else's key first drop that person's enquiry", async () => {
    const handle = makeHandler();
    await handle(keyed({ fullName: "Mallory Prober", message: "Sent first with a stolen key." }));
    const victim = await handle(keyed());
    expect(victim).toMatchObject({ status: 200, body: { ok: true } });
    const names = (await listLeads(leadsDir)).leads.map((lead) => lead.submission.fullName);
    expect(names.sort()).toEqual(["Jo Bloggs", "Mallory Prober"]);
  });

  it("answers a duplicate alike whatever became of the first lead", async () => {
    const firstAnswers: HandlerResponse[] = [];
    const duplicates: HandlerResponse[] = [];
    const sendTwice = async (handle: ReturnType<typeof makeHandler>, key: string) => {
      firstAnswers.push(await handle(keyed({ idempotencyKey: key })));
      duplicates.push(
        await handle(keyed({ idempotencyKey: key, "g-recaptcha-response": "again" })),
      );
    };
    // Mailed.
    await sendTwice(makeHandler(), "MAILED0000MAILED0000MAILED");
    // Pending: the relay refused.
    const smtpUrl = env.SMTP_URL;
    env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    await sendTwice(makeHandler(), "PENDING000PENDING000PENDIN");
    env.SMTP_URL = smtpUrl;
    // Kept unverified: the verify service was down.
    verify.mode = "error500";
    await sendTwice(makeHandler(), "UNVERIFIED0UNVERIFIED0UNVE");
    verify.mode = "success";
    // Erased by an operator before the resend.
    const handle = makeHandler();
    const erasedKey = "ERASED0000ERASED0000ERASED";
    firstAnswers.push(await handle(keyed({ idempotencyKey: erasedKey })));
    const [erased] = (await listLeads(leadsDir)).leads.filter(
      (lead) => lead.idempotencyKey === storedIdempotencyKey(erasedKey, lead.submission),
    );
    await (await createLeadStore({ leadsDir })).erase({ id: erased.id });
    duplicates.push(
      await handle(keyed({ idempotencyKey: erasedKey, "g-recaptcha-response": "x" })),
    );

    // The first answers told each state; the duplicates tell none.
    expect(new Set(firstAnswers.map((answer) => answer.status))).toEqual(new Set([200, 202]));
    for (const duplicate of duplicates) expect(duplicate).toEqual(duplicates[0]);
    expect(duplicates[0]).toMatchObject({ status: 200, body: { ok: true } });
    expect((await listLeads(leadsDir)).leads).toHaveLength(3);
  });

  it("stores a new enquiry (a new key) as a lead of its own", async () => {
    const handle = makeHandler();
    await handle(keyed());
    await handle(
      request({ body: { ...validBody(), idempotencyKey: "ANOTHERKEY0ANOTHERKEY0ANOT" } }),
    );
    await handle(request());
    expect((await listLeads(leadsDir)).leads).toHaveLength(3);
  });

  it("refuses a key that is not one", async () => {
    const response = await makeHandler()(keyed({ idempotencyKey: "../../outbox" }));
    expectErrors(response, 400, [M.submissionInvalid]);
    expect(await leadFiles()).toHaveLength(0);
  });
});

describe("mail safety", () => {
  it("refuses line breaks and control characters in single-line fields", async () => {
    const response = await makeHandler()(
      request({
        body: {
          ...validBody(),
          fullName: "Jo\r\nBcc: victim@example.com\r\nX-Injected: yes",
          jobTitle: "CTO\u001b[2J\u202e",
        },
      }),
    );
    expectErrors(response, 400, [M.fullNameCharacters, M.jobTitleCharacters]);
    expect(response.body).toMatchObject({
      fieldErrors: { fullName: M.fullNameCharacters, jobTitle: M.jobTitleCharacters },
    });
    expect(smtp.mails).toHaveLength(0);
    expect(await leadFiles()).toHaveLength(0);
  });

  it("lets no CR/LF in a stored name inject a header when the lead is mailed", async () => {
    // A lead stored before line breaks were refused, mailed by `leads retry`.
    const record = createLeadRecord(
      {
        ...validBody(),
        fullName: "Jo\r\nBcc: victim@example.com\r\nX-Injected: yes",
        jobTitle: "CTO\r\nCc: other@example.com",
      } as ContactSubmission,
      "203.0.113.7",
    );
    await writeLead(leadsDir, record);
    const summary = await retryPendingLeads({ env });
    expect(summary.sent).toEqual([record.id]);
    expect(smtp.mails).toHaveLength(2);
    for (const mail of smtp.mails) {
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.headers.has("cc")).toBe(false);
      expect(mail.headers.has("x-injected")).toBe(false);
      const headerBlock = mail.raw.split(/\r?\n\r?\n/)[0];
      expect(headerBlock).not.toMatch(/^(Bcc|Cc|X-Injected):/im);
    }
    const [leadMail, ack] = smtp.mails;
    expect(leadMail.envelopeTo).toEqual(["sales@northbridge.test"]);
    expect(leadMail.text).toContain("Monitoring & Backup");
    expect(leadMail.html).toContain("Monitoring &amp; Backup");

    expect(ack.envelopeTo).toEqual(["jo.bloggs@acme-engineering.co.uk"]);
    expect(leadMail.header("subject")).toBe(
      "New enquiry: Jo Bcc: victim@example.com X-Injected: yes (Manufacturing) - Standard plan",
    );
    expect(leadMail.header("reply-to")).toContain("<jo.bloggs@acme-engineering.co.uk>");
    // Single-line fields stay on one line in the body too, so they cannot fake a label.
    expect(leadMail.text).toContain("Name: Jo Bcc: victim@example.com X-Injected: yes\n");
    expect(leadMail.text).not.toMatch(/^Bcc:/m);
  });

  it("escapes HTML in the HTML part", async () => {
    const response = await makeHandler()(
      request({
        body: {
          ...validBody(),
          fullName: "<script>alert(1)</script>",
          message: 'Hello <img src=x onerror="alert(2)"> & <script>steal()</script>',
          assessmentResults: { "2": "<b>bold</b>" },
        },
      }),
    );
    expect(response.status).toBe(200);
    const leadMail = smtp.mails[0];
    expect(leadMail.html).not.toContain("<script>");
    expect(leadMail.html).not.toContain("<img");
    expect(leadMail.html).not.toContain("<b>bold");
    expect(leadMail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(leadMail.html).toContain(
      "Hello &lt;img src=x onerror=&quot;alert(2)&quot;&gt; &amp; &lt;script&gt;steal()&lt;/script&gt;",
    );
    expect(leadMail.html).toContain("Question 2: &lt;b&gt;bold&lt;/b&gt;");
    // The text part carries the words as typed.
    expect(leadMail.text).toContain("<script>steal()</script>");
  });
});

describe("refusals", () => {
  it.each(["GET", "PUT", "DELETE", "OPTIONS", "HEAD", "post ", ""])(
    "answers %j with 405 and Allow: POST",
    async (method) => {
      const response = await makeHandler()(request({ method }));
      expectErrors(response, 405, [M.methodNotAllowed]);
      expect(response.headers.Allow).toBe("POST");
    },
  );

  it.each([
    ["PUT", "multipart/form-data; boundary=x"],
    ["DELETE", "text/plain"],
    ["GET", "multipart/form-data; boundary=x"],
  ])("answers %s with a %s body 405 before judging the body", async (method, type) => {
    const response = await makeHandler()(
      request({
        method,
        headers: { "content-type": type, "content-length": "104857600", host: "localhost:9000" },
      }),
    );
    expectErrors(response, 405, [M.methodNotAllowed]);
    expect(response.headers.Allow).toBe("POST");
  });

  it.each([
    undefined,
    "text/plain",
    "multipart/form-data",
    "application/jsonx",
    "application/json; charset=latin1",
  ])("answers content type %j with 415", async (type) => {
    const response = await makeHandler()(withHeaders({ "content-type": type }));
    expectErrors(response, 415, [M.unsupportedContentType]);
  });

  it("refuses from the headers alone, never reading the body of a refused request", async () => {
    const handle = makeHandler();
    let reads = 0;
    const readBody = async () => {
      reads += 1;
      return new TextEncoder().encode(JSON.stringify(validBody()));
    };
    const refused: Array<[HandlerRequest["headers"], number]> = [
      [{ "content-type": "multipart/form-data; boundary=x", "content-length": "104857600" }, 415],
      [{ "content-type": "application/json", "content-encoding": "gzip" }, 415],
      [{ "content-type": "application/json; charset=bogus" }, 415],
      [{ "content-type": "application/json", "content-length": "4194304" }, 413],
    ];
    for (const [headers, status] of refused) {
      const response = await handle({ ...withHeaders(headers), body: undefined, readBody });
      expectErrors(response, status);
    }
    expect(reads).toBe(0);
    const read = await handle({ ...request(), body: undefined, readBody });
    expect(read.status).toBe(200);
    expect(reads).toBe(1);
  });

  it("answers a body that grows past 32 KB while read with 413, and bytes that are not UTF-8 with 400", async () => {
    const handle = makeHandler();
    const tooLarge = await handle({
      ...request(),
      body: undefined,
      readBody: async () => "too_large",
    });
    expectErrors(tooLarge, 413, [M.tooLarge]);
    const latin1 = await handle({
      ...request(),
      body: undefined,
      readBody: async () => new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]),
    });
    expectErrors(latin1, 400, [M.submissionInvalid]);
    expect(await leadFiles()).toHaveLength(0);
  });

  it("sends a form posted without scripts to the page that says so, reading and keeping nothing", async () => {
    let reads = 0;
    const response = await makeHandler()({
      ...withHeaders({ "content-type": "application/x-www-form-urlencoded" }),
      body: undefined,
      readBody: async () => {
        reads += 1;
        return new TextEncoder().encode("fullName=Jo+Bloggs&message=Hello");
      },
    });
    expect(response.status).toBe(303);
    expect(response.headers.Location).toBe("/contact/no-scripts");
    expect(response.body).toEqual({ errors: [M.formNeedsScripts] });
    expect(reads).toBe(0);
    expect(verify.requests).toHaveLength(0);
    expect(await leadFiles()).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
    expect(lastLog()).toMatchObject({ outcome: "form_without_scripts", status: 303 });
  });

  it("answers a body over 32 KB with 413, by Content-Length or by size", async () => {
    const handle = makeHandler();
    const declared = await handle(withHeaders({ "content-length": String(32 * 1024 + 1) }));
    expectErrors(declared, 413, [M.tooLarge]);
    const big = await handle(request({ body: { ...validBody(), message: "x".repeat(33_000) } }));
    expectErrors(big, 413, [M.tooLarge]);
    const bigString = await handle(request({ body: "y".repeat(40_000) }));
    expectErrors(bigString, 413, [M.tooLarge]);
    const justUnder = await handle(withHeaders({ "content-length": String(32 * 1024) }));
    expect(justUnder.status).toBe(200);
    expect(smtp.mails).toHaveLength(2);
  });

  it.each([
    ["a string", "fullName=Jo"],
    ["an array", [validBody()]],
    ["null", null],
    ["a number", 7],
    ["nothing", undefined],
  ])("answers %s as body with 400", async (_label, body) => {
    const response = await makeHandler()(request({ body }));
    expectErrors(response, 400, [M.submissionInvalid]);
  });

  it.each([
    "https://evil.example",
    "http://localhost:9001",
    "null",
    "",
    "not a url",
    "file:///etc/passwd",
  ])("answers Origin %j with 403", async (origin) => {
    const response = await makeHandler()(withHeaders({ origin }));
    expectErrors(response, 403, [M.originNotAllowed]);
    expect(verify.requests).toHaveLength(0);
  });

  it("never trusts X-Forwarded-Host, even behind a trusted proxy", async () => {
    const forwarded = withHeaders({
      host: "internal:3000",
      "x-forwarded-host": "www.northbridge.test",
      origin: "https://www.northbridge.test",
    });
    expect((await makeHandler()(forwarded)).status).toBe(403);
    env.TRUSTED_PROXY_HOPS = "1";
    expect((await makeHandler()(forwarded)).status).toBe(403);
    env.ALLOWED_ORIGINS = "https://www.northbridge.test";
    expect((await makeHandler()(forwarded)).status).toBe(200);
  });

  it("answers validation failures with 400 and the schema's messages", async () => {
    const response = await makeHandler()(
      request({
        body: {
          fullName: "J",
          businessEmail: "jo@gmail.com",
          phone: "12",
          jobTitle: "",
          solutionType: [],
          industry: "banana",
          message: "short",
          "g-recaptcha-response": "token-abc",
        },
      }),
    );
    expectErrors(response, 400, [
      M.fullNameLength,
      M.businessEmailFreeMail,
      M.phoneInvalid,
      M.jobTitleRequired,
      M.solutionRequired,
      M.industryInvalid,
      M.messageLength,
    ]);
    expect(response.body).toMatchObject({
      fieldErrors: {
        fullName: M.fullNameLength,
        businessEmail: M.businessEmailFreeMail,
        phone: M.phoneInvalid,
        jobTitle: M.jobTitleRequired,
        solutionType: M.solutionRequired,
        industry: M.industryInvalid,
        message: M.messageLength,
      },
    });
    expect(verify.requests).toHaveLength(0);
    expect(await leadFiles()).toHaveLength(0);
  });

  it.each([undefined, "", "   ", 42])(
    "answers token %j with 400 'verify that you are human'",
    async (token) => {
      const response = await makeHandler()(
        request({ body: { ...validBody(), "g-recaptcha-response": token } }),
      );
      expectErrors(response, 400, [M.humanVerification]);
      expect(verify.requests).toHaveLength(0);
    },
  );

  it("answers a rejected token with 403 and stores nothing", async () => {
    verify.mode = "fail";
    const response = await makeHandler()(request());
    expectErrors(response, 403, [M.verificationFailed]);
    expect(await leadFiles()).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it("checks the hostname Google returns, except with the published test secret", async () => {
    verify.hostname = "evil.example";
    const withTestSecret = await makeHandler()(request());
    expect(withTestSecret.status).toBe(200);

    env.RECAPTCHA_SECRET_KEY = REAL_SECRET;
    const wrongHost = await makeHandler()(request());
    expectErrors(wrongHost, 403, [M.verificationFailed]);
    expect(lastLog()).toMatchObject({ outcome: "hostname_mismatch", status: 403 });
    expect(verify.requests[verify.requests.length - 1].secret).toBe(REAL_SECRET);

    verify.hostname = "localhost";
    const rightHost = await makeHandler()(request());
    expect(rightHost.status).toBe(200);
  });

  it("answers 503 when the outbox cannot be written, and mails nothing", async () => {
    const blocker = path.join(leadsDir, "not-a-dir");
    await fs.writeFile(blocker, "x");
    env.LEADS_DIR = blocker;
    const response = await makeHandler()(request());
    expectErrors(response, 503, [M.storageUnavailable]);
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("when the verify service cannot answer", () => {
  async function expectUnverifiedLead(response: HandlerResponse, reason: RegExp) {
    expect(response.status).toBe(202);
    // No acknowledgement will come, so the page must not promise one.
    expect(response.body).toEqual({ ok: true, acknowledgement: false });
    expectJsonHeaders(response);
    const { leads } = await listLeads(leadsDir);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ status: "sent", verification: "unverified" });
    expect(leads[0].acknowledgedAt).toBeUndefined();
    // The lead goes to sales, marked; the enquirer gets no acknowledgement.
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].envelopeTo).toEqual(["sales@northbridge.test"]);
    expect(smtp.mails[0].header("subject")).toMatch(/^\[unverified\] New enquiry: Jo Bloggs/);
    expect(smtp.mails[0].text).toContain("Human verification: not checked");
    const log = lastLog();
    expect(log).toMatchObject({ id: leads[0].id, outcome: "sent", status: 202 });
    expect(String(log.unverified)).toMatch(reason);
  }

  it.each([
    ["down (HTTP 500)", "error500", /^http_500$/],
    ["too slow", "slow", /^timeout$/],
  ] as const)("keeps the lead, unverified, when it is %s", async (_label, mode, reason) => {
    verify.mode = mode;
    const started = Date.now();
    const response = await makeHandler({ verifyTimeoutMs: 300 })(request());
    // The slow fake answers after 5 s; the handler must have given up long before.
    expect(Date.now() - started).toBeLessThan(4_000);
    await expectUnverifiedLead(response, reason);
  });

  it("keeps the lead, unverified, on a 503", async () => {
    verify.mode = "status";
    verify.status = 503;
    await expectUnverifiedLead(await makeHandler()(request()), /^http_503$/);
  });

  // A client can make the service answer 4xx (a huge token: 413, 414; a flood: 429): that is
  // no outage, and never a way past the check.
  it.each([400, 403, 413, 414, 429])(
    "refuses with 403, storing and mailing nothing, when it answers %i",
    async (status) => {
      verify.mode = "status";
      verify.status = status;
      expectErrors(await makeHandler()(request()), 403, [M.verificationFailed]);
      expect(lastLog()).toMatchObject({
        outcome: "verification_failed",
        status: 403,
        detail: `http_${status}`,
      });
      expect(await leadFiles()).toHaveLength(0);
      expect(smtp.mails).toHaveLength(0);
    },
  );

  it.each([
    ["answers garbage", "garbage", "invalid_response"],
    ["answers more than 64 KB", "oversized", "oversized_response"],
  ] as const)("refuses when it %s: no clear yes", async (_label, mode, detail) => {
    verify.mode = mode;
    expectErrors(await makeHandler()(request()), 403, [M.verificationFailed]);
    expect(lastLog()).toMatchObject({ outcome: "verification_failed", detail });
    expect(await leadFiles()).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it("refuses a token longer than Google's without sending it to the service", async () => {
    const token = "x".repeat(31 * 1024);
    const response = await makeHandler()(
      request({ body: { ...validBody(), "g-recaptcha-response": token } }),
    );
    expectErrors(response, 403, [M.verificationFailed]);
    expect(verify.requests).toHaveLength(0);
    expect(await leadFiles()).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it("keeps the lead, unverified, when it cannot be reached", async () => {
    env.RECAPTCHA_VERIFY_URL = `http://127.0.0.1:${await closedPort()}/siteverify`;
    await expectUnverifiedLead(await makeHandler()(request()), /^network_error$/);
  });

  it("still refuses a token it says is invalid, and a wrong hostname", async () => {
    verify.mode = "fail";
    expectErrors(await makeHandler()(request()), 403, [M.verificationFailed]);
    verify.mode = "success";
    verify.hostname = "evil.example";
    env.RECAPTCHA_SECRET_KEY = REAL_SECRET;
    expectErrors(await makeHandler()(request()), 403, [M.verificationFailed]);
    expect(await leadFiles()).toHaveLength(0);
  });

  it("still applies the rate limit", async () => {
    verify.mode = "error500";
    env.RATE_LIMIT_PER_MINUTE = "2";
    delete env.SMTP_URL;
    const handle = makeHandler();
    expect((await handle(request())).status).toBe(202);
    expect((await handle(request())).status).toBe(202);
    expectErrors(await handle(request()), 429, [M.rateLimited]);
    const { leads } = await listLeads(leadsDir);
    expect(leads.map((l) => l.verification)).toEqual(["unverified", "unverified"]);
  });

  it("never acknowledges an unverified lead, also not when `leads retry` mails it", async () => {
    verify.mode = "error500";
    env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    const response = await makeHandler()(request());
    expect(response.status).toBe(202);
    env.SMTP_URL = smtp.url;
    const summary = await retryPendingLeads({ env });
    expect(summary.sent).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].header("subject")).toMatch(/^\[unverified\]/);
  });
});

describe("on a public site", () => {
  const PUBLIC_SITE = "https://www.northbridge.test";

  beforeEach(() => {
    env.SITE_URL = PUBLIC_SITE;
    env.RECAPTCHA_SECRET_KEY = REAL_SECRET;
    verify.hostname = "www.northbridge.test";
  });

  const fromSite = (headers: HandlerRequest["headers"] = {}) =>
    withHeaders({ host: "www.northbridge.test", origin: PUBLIC_SITE, ...headers });

  it("works with a real secret", async () => {
    const response = await makeHandler()(fromSite());
    expect(response.status).toBe(200);
  });

  it.each([
    ["defaulted", undefined],
    ["set explicitly", RECAPTCHA_TEST_SECRET],
  ])("refuses every call while the test secret is %s, and says so loudly", async (_l, secret) => {
    env.RECAPTCHA_SECRET_KEY = secret;
    const handle = makeHandler();
    // Said once when the handler starts, before any call.
    expect(logLines).toHaveLength(1);
    const startup = JSON.parse(logLines[0]) as Record<string, unknown>;
    expect(startup).toMatchObject({ level: "error", event: "settings" });
    expect(String(startup.problem)).toContain("ALLOW_TEST_RECAPTCHA");

    for (let i = 0; i < 2; i += 1) {
      const response = await handle(fromSite());
      expectErrors(response, 503, [M.serviceUnavailable]);
      expect(lastLog()).toMatchObject({
        outcome: "misconfigured",
        status: 503,
        detail: "RECAPTCHA_TEST_KEYS",
      });
    }
    expect(verify.requests).toHaveLength(0);
    expect(await leadFiles()).toHaveLength(0);
  });

  it("accepts the test secret when ALLOW_TEST_RECAPTCHA=1 is set on purpose", async () => {
    env.RECAPTCHA_SECRET_KEY = RECAPTCHA_TEST_SECRET;
    env.ALLOW_TEST_RECAPTCHA = "1";
    const handle = makeHandler();
    expect(logLines).toHaveLength(0);
    expect((await handle(fromSite())).status).toBe(200);
  });

  it("accepts only SITE_URL's origin and ALLOWED_ORIGINS, whatever the Host header says", async () => {
    const handle = makeHandler();
    const attacker = await handle(
      withHeaders({ host: "attacker.example", origin: "https://attacker.example" }),
    );
    expectErrors(attacker, 403, [M.originNotAllowed]);
    const local = await handle(
      withHeaders({ host: "127.0.0.1:9000", origin: "http://127.0.0.1:9000" }),
    );
    expectErrors(local, 403, [M.originNotAllowed]);
    const staging = withHeaders({ host: "x", origin: "https://staging.northbridge.test" });
    expectErrors(await handle(staging), 403, [M.originNotAllowed]);

    env.ALLOWED_ORIGINS = "https://staging.northbridge.test, https://northbridge.test";
    expect((await handle(staging)).status).toBe(200);
    expect((await handle(fromSite({ host: "internal:3000" }))).status).toBe(200);
  });
});

describe("on serverless hosting", () => {
  it("refuses a made-up token under NODE_ENV=production with NETLIFY=true and nothing else set", async () => {
    env = { NETLIFY: "true", NODE_ENV: "production", RECAPTCHA_VERIFY_URL: verify.url };
    const handle = makeHandler();
    // One loud line at start-up (and the outbox warning), before any call.
    const startup = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(startup.every((line) => line.event === "settings")).toBe(true);
    expect(logLines.join("\n")).toMatch(/CONTACT FORM DISABLED: RECAPTCHA_SECRET_KEY.*NETLIFY/);
    const response = await handle(request({ remoteAddress: undefined }));
    expectErrors(response, 503, [M.serviceUnavailable]);
    expect(lastLog()).toMatchObject({ outcome: "misconfigured", detail: "RECAPTCHA_TEST_KEYS" });
    expect(verify.requests).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it("counts each visitor by the address Netlify's proxy appends, without TRUSTED_PROXY_HOPS", async () => {
    env.NETLIFY = "true";
    env.RECAPTCHA_SECRET_KEY = REAL_SECRET;
    delete env.SMTP_URL;
    const handle = makeHandler();
    const statuses: number[] = [];
    for (let client = 1; client <= 12; client += 1) {
      // A function has no socket address: only the header tells visitors apart.
      const response = await handle(
        request({
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `198.51.100.${client}`,
          },
          body: { fullName: "x" },
          remoteAddress: undefined,
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(12).fill(400));
  });

  it("stops with a loud line on a host whose proxies it does not know", async () => {
    env.VERCEL = "1";
    env.RECAPTCHA_SECRET_KEY = REAL_SECRET;
    const handle = makeHandler();
    expect(logLines.join("\n")).toContain("TRUSTED_PROXY_HOPS is not set on serverless hosting");
    expectErrors(await handle(request()), 503, [M.serviceUnavailable]);
    expect(lastLog()).toMatchObject({ detail: "TRUSTED_PROXY_HOPS_REQUIRED" });
  });
});

describe("settings that stop the contact call", () => {
  it.each([
    ["TRUST_PROXY", "1", "TRUST_PROXY_REMOVED", "TRUSTED_PROXY_HOPS"],
    ["TRUSTED_PROXY_HOPS", "lots", "TRUSTED_PROXY_HOPS_INVALID", "TRUSTED_PROXY_HOPS"],
    ["SMTP_URL", "smtp://sales:hunter2@", "SMTP_URL_INVALID", "SMTP_URL"],
  ])(
    "%s=%j: a loud line at start-up, then 503 for every call",
    async (name, value, code, named) => {
      env[name] = value;
      const handle = makeHandler();
      expect(logLines).toHaveLength(1);
      expect(JSON.parse(logLines[0])).toMatchObject({ level: "error", event: "settings" });
      expect(logLines[0]).toContain(named);
      const response = await handle(request());
      expectErrors(response, 503, [M.serviceUnavailable]);
      expect(lastLog()).toMatchObject({ outcome: "misconfigured", status: 503, detail: code });
      expect(logLines.join("\n")).not.toContain("hunter2");
      expect(verify.requests).toHaveLength(0);
      expect(await leadFiles()).toHaveLength(0);
    },
  );
  it("still answers a wrong method 405 and a form 303: they never depend on the settings", async () => {
    env.SMTP_URL = "smtp://sales:hunter2@";
    const handle = makeHandler();
    const put = await handle(request({ method: "PUT" }));
    expectErrors(put, 405, [M.methodNotAllowed]);
    expect(put.headers.Allow).toBe("POST");
    const form = await handle(
      request({ headers: { "content-type": "application/x-www-form-urlencoded" } }),
    );
    expect(form.status).toBe(303);
    const enquiry = await handle(request());
    expectErrors(enquiry, 503, [M.serviceUnavailable]);
  });
});

describe("a wrong webhook setting", () => {
  it.each([
    [
      "a secret of 15 characters",
      {
        LEADS_WEBHOOK_URL: "https://hooks.example/catch/1/",
        LEADS_WEBHOOK_SECRET: "fifteen-chars-x",
      },
      "LEADS_WEBHOOK_SECRET",
      /^LEAD WEBHOOK OFF: LEADS_WEBHOOK_SECRET is shorter than 16 characters/,
    ],
    [
      "an http:// address",
      {
        LEADS_WEBHOOK_URL: "http://hooks.example/catch/hunter2/",
        LEADS_WEBHOOK_SECRET: "fifteen-chars-x-and-more",
      },
      "LEADS_WEBHOOK_URL",
      /^LEAD WEBHOOK OFF: LEADS_WEBHOOK_URL is an http:\/\/ address/,
    ],
  ])(
    "%s: enquiries are stored and mailed (200), the webhook is off, said once",
    async (_, webhook, setting, problem) => {
      Object.assign(env, webhook);
      const handle = makeHandler();
      const first = await handle(request());
      const second = await handle(request({ remoteAddress: "203.0.113.8" }));
      for (const response of [first, second]) {
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ ok: true });
      }
      const { leads } = await listLeads(leadsDir);
      expect(leads.map((lead) => lead.status)).toEqual(["sent", "sent"]);
      expect(smtp.mails).toHaveLength(4);
      // A handler made again in this process (a warm start) says nothing more.
      makeHandler();
      const off = logLines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.event === "webhook_off");
      expect(off).toEqual([
        expect.objectContaining({
          level: "error",
          setting,
          problem: expect.stringMatching(problem) as unknown,
        }),
      ]);
      expect(lastLog()).toMatchObject({ outcome: "sent", webhook: `off:${setting}_INVALID` });
      expect(logLines.join("\n")).not.toMatch(/fifteen-chars|hunter2/);
    },
  );
});

describe("rate limit", () => {
  it("answers the 11th call of a minute from one address with 429 and Retry-After", async () => {
    delete env.SMTP_URL; // keeps it quick; the limit is checked before any mail
    let clock = 1_000_000;
    const handle = makeHandler({ now: () => clock });
    for (let i = 0; i < 10; i += 1) {
      expect((await handle(request())).status).toBe(200);
      clock += 1_000;
    }
    const limited = await handle(request());
    expectErrors(limited, 429, [M.rateLimited]);
    // The first call (10 s ago) leaves the window in 50 s.
    expect(Number(limited.headers["Retry-After"])).toBe(50);

    const other = await handle(request({ remoteAddress: "198.51.100.1" }));
    expect(other.status).toBe(200);

    clock += 50_000;
    expect((await handle(request())).status).toBe(200);
  });

  it("reads RATE_LIMIT_PER_MINUTE and, behind TRUSTED_PROXY_HOPS proxies, X-Forwarded-For", async () => {
    delete env.SMTP_URL;
    env.RATE_LIMIT_PER_MINUTE = "2";
    const handle = makeHandler();
    const viaProxy = (forwardedFor: string) =>
      handle(withHeaders({ origin: "http://localhost:9000", "x-forwarded-for": forwardedFor }));

    // Not trusted: every call counts against the proxy's own address.
    expect((await viaProxy("192.0.2.1")).status).toBe(200);
    expect((await viaProxy("192.0.2.2")).status).toBe(200);
    expect((await viaProxy("192.0.2.3")).status).toBe(429);

    // One trusted proxy: the client is the entry it appended, the rightmost.
    env.TRUSTED_PROXY_HOPS = "1";
    expect((await viaProxy("10.9.9.9, 192.0.2.4")).status).toBe(200);
    expect((await viaProxy("192.0.2.4")).status).toBe(200);
    expect((await viaProxy("10.9.9.8, 192.0.2.4")).status).toBe(429);
    expect((await viaProxy("192.0.2.4, 192.0.2.5")).status).toBe(200);
    const { leads } = await listLeads(leadsDir);
    expect(leads.map((l) => l.clientAddress)).toContain("192.0.2.5");
  });

  it("cannot be dodged by writing your own X-Forwarded-For entries", async () => {
    delete env.SMTP_URL;
    env.TRUSTED_PROXY_HOPS = "1";
    const handle = makeHandler();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      // The client writes any entries it likes; the trusted proxy appends the real address.
      const response = await handle(
        withHeaders(
          { "x-forwarded-for": `198.51.100.${i}, 10.0.${i}.1, 203.0.113.50` },
          validBody(),
        ),
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    // Another client behind the same proxy is not held back.
    const other = await handle(withHeaders({ "x-forwarded-for": "203.0.113.51" }));
    expect(other.status).toBe(200);
    const { leads } = await listLeads(leadsDir);
    expect(new Set(leads.map((l) => l.clientAddress))).toEqual(
      new Set(["203.0.113.50", "203.0.113.51"]),
    );
    expect(verify.requests.map((r) => r.remoteip)).toContain("203.0.113.50");
  });

  it("limits IPv6 clients by their /64 and IPv4-mapped clients as IPv4", async () => {
    delete env.SMTP_URL;
    env.RATE_LIMIT_PER_MINUTE = "2";
    const handle = makeHandler();
    const from = (remoteAddress: string) => handle(request({ remoteAddress }));
    expect((await from("2001:db8:1:2::1")).status).toBe(200);
    expect((await from("2001:db8:1:2:ffff::99")).status).toBe(200);
    expect((await from("2001:db8:1:2:abcd:1234:5678:9abc")).status).toBe(429);
    expect((await from("2001:db8:1:3::1")).status).toBe(200);

    expect((await from("::ffff:198.51.100.20")).status).toBe(200);
    expect((await from("198.51.100.20")).status).toBe(200);
    expect((await from("::ffff:198.51.100.20")).status).toBe(429);
    const { leads } = await listLeads(leadsDir);
    expect(leads.map((l) => l.clientAddress)).toContain("198.51.100.20");
    expect(leads.map((l) => l.clientAddress)).toContain("2001:db8:1:2::1");
  });
});

describe("honeypot", () => {
  it("answers 200, stores nothing and mails nothing", async () => {
    const response = await makeHandler()(
      request({ body: { ...validBody(), website: "http://spam.example" } }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(smtp.mails).toHaveLength(0);
    expect(verify.requests).toHaveLength(0);
    expect(await leadFiles()).toHaveLength(0);
    expect(lastLog()).toMatchObject({ outcome: "spam", status: 200 });
  });

  it("ignores an empty honeypot", async () => {
    const response = await makeHandler()(request({ body: { ...validBody(), website: "" } }));
    expect(response.status).toBe(200);
    expect(smtp.mails).toHaveLength(2);
  });
});

describe("SMTP outage", () => {
  it("answers 202, keeps the lead pending, and retry sends it exactly once", async () => {
    env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    const response = await makeHandler()(request());
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ ok: true, queued: true });
    expectJsonHeaders(response);

    const { leads } = await listLeads(leadsDir);
    expect(leads).toHaveLength(1);
    const id = leads[0].id;
    expect(leads[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(leads[0].lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(lastLog()).toMatchObject({ outcome: "queued", status: 202, id });

    // Still down: retry fails, the lead stays pending.
    const stillDown = await retryPendingLeads({ env });
    expect(stillDown).toMatchObject({ pending: 1, sent: [], skipped: [] });
    expect(stillDown.failed).toEqual([{ id, errorCode: expect.any(String) as unknown }]);
    expect((await readLead(leadsDir, id))?.attempts).toBe(2);

    // Back up: retry sends the lead and the acknowledgement.
    env.SMTP_URL = smtp.url;
    const first = await retryPendingLeads({ env });
    expect(first).toEqual({
      mail: true,
      pending: 1,
      sent: [id],
      failed: [],
      skipped: [],
      unreadable: [],
    });
    expect(smtp.mails).toHaveLength(2);
    expect(smtp.mails[0].header("x-lead-id")).toBe(id);
    const sent = await readLead(leadsDir, id);
    expect(sent).toMatchObject({ status: "sent", attempts: 3 });
    expect(sent?.lastError).toBeUndefined();

    // Twice: nothing is sent again.
    const second = await retryPendingLeads({ env });
    expect(second).toEqual({
      mail: true,
      pending: 0,
      sent: [],
      failed: [],
      skipped: [],
      unreadable: [],
    });
    expect(smtp.mails).toHaveLength(2);
  });

  it("says no acknowledgement will come when LEADS_ACK is off or the lead is unverified", async () => {
    env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    env.LEADS_ACK = "false";
    const noAck = await makeHandler()(request());
    expect(noAck).toMatchObject({
      status: 202,
      body: { ok: true, queued: true, acknowledgement: false },
    });
    delete env.LEADS_ACK;
    verify.mode = "error500";
    const unverified = await makeHandler()(request({ remoteAddress: "198.51.100.2" }));
    expect(unverified).toMatchObject({
      status: 202,
      body: { ok: true, queued: true, acknowledgement: false },
    });
  });

  it("answers 202, not 503, when the store fails after the lead is stored", async () => {
    const real = await createLeadStore({ leadsDir });
    const handle = makeHandler({
      leadStore: async () => ({
        ...real,
        withClaimedLead: async () => {
          throw Object.assign(new Error("the lead database is unavailable"), { code: "EPIPE" });
        },
      }),
    });
    const response = await handle(request());
    expect(response).toMatchObject({ status: 202, body: { ok: true, queued: true } });
    expect(smtp.mails).toHaveLength(0);
    const { leads } = await listLeads(leadsDir);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ status: "pending", attempts: 0 });
    expect(lastLog()).toMatchObject({ outcome: "queued", status: 202, detail: "EPIPE" });
  });

  it("answers within its bound while the relay hangs, and leaves the mail pending for retry", async () => {
    const answers = await sendWhileRelayHangs(5, 200);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 202, body: { ok: true, queued: true } });
    }
    expect(logLines.filter((line) => line.includes('"detail":"mail_later"'))).toHaveLength(5);
    const { leads } = await listLeads(leadsDir);
    // At most three were under way (and failed with the relay); the others never started.
    expect(leads.every((lead) => lead.status === "pending" && lead.attempts <= 1)).toBe(true);
    expect(leads.filter((lead) => lead.attempts === 0).length).toBeGreaterThanOrEqual(2);
    env.SMTP_URL = smtp.url;
    const retried = await retryPendingLeads({ env });
    expect(retried.sent).toHaveLength(5);
    // Each lead once, each acknowledgement once.
    expect(smtp.mails).toHaveLength(10);
    expect(new Set(smtp.mails.map((mail) => mail.header("x-lead-id"))).size).toBe(5);
  });

  it("opens at most three relay connections in a burst; a retry right after takes the rest", async () => {
    const relay = await startHangingSmtpServer();
    const stillMailing: Array<Promise<unknown>> = [];
    try {
      env.SMTP_URL = relay.url;
      const handle = makeHandler({
        mailWaitMs: 300,
        smtpTimeoutMs: 60_000,
        background: (work) => stillMailing.push(work),
      });
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => handle(request({ remoteAddress: `192.0.2.${i}` }))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(202));
      expect(relay.connections()).toBe(MAX_CONCURRENT_CLAIMS);
      // Right after the burst, while three mails still hang: the retry mails the other nine.
      env.SMTP_URL = smtp.url;
      const retried = await retryPendingLeads({ env });
      expect(retried.sent).toHaveLength(12 - MAX_CONCURRENT_CLAIMS);
      expect(retried.skipped.map((skip) => skip.reason)).toEqual(
        Array(MAX_CONCURRENT_CLAIMS).fill("busy"),
      );
    } finally {
      await relay.close();
      await Promise.all(stillMailing);
    }
  });

  it("lets a retry take a lead whose claim has expired (its holder died mid-send)", async () => {
    delete env.SMTP_URL;
    await makeHandler()(request());
    const [lead] = (await listLeads(leadsDir)).leads;
    const lock = path.join(leadsDir, `${lead.id}.json.lock`);
    await fs.writeFile(lock, "4242 a-worker-that-died\n");
    const expired = new Date(Date.now() - CLAIM_TIMEOUT_MS - 1_000);
    await fs.utimes(lock, expired, expired);
    env.SMTP_URL = smtp.url;
    expect((await retryPendingLeads({ env })).sent).toEqual([lead.id]);
  });

  it("never mails a lead twice when two retries run at once", async () => {
    delete env.SMTP_URL;
    for (let i = 0; i < 3; i += 1) {
      await makeHandler()(request({ remoteAddress: `192.0.2.${i}` }));
    }
    env.SMTP_URL = smtp.url;
    env.LEADS_ACK = "false";
    const [a, b] = await Promise.all([retryPendingLeads({ env }), retryPendingLeads({ env })]);
    expect(a.sent.length + b.sent.length).toBe(3);
    expect(smtp.mails).toHaveLength(3);
    expect(new Set(smtp.mails.map((m) => m.header("x-lead-id"))).size).toBe(3);
  });
});

describe("with the PostgreSQL lead store (LEADS_DATABASE_URL)", () => {
  let postgres: TestPostgres;
  let databaseUrl: string;

  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await closeSharedLeadStores();
    await postgres?.close();
  });
  beforeEach(async () => {
    databaseUrl = await postgres.createDatabase();
    env.LEADS_DATABASE_URL = databaseUrl;
  });

  async function storedLeads() {
    const store = await createLeadStore({ leadsDir, leadsDatabaseUrl: databaseUrl });
    try {
      return (await store.list()).leads;
    } finally {
      await store.close();
    }
  }

  it("stores the lead in the database, mails it and marks it sent", async () => {
    const response = await makeHandler()(request());
    expect(response).toMatchObject({ status: 200, body: { ok: true } });
    const leads = await storedLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      status: "sent",
      attempts: 1,
      clientAddress: "203.0.113.7",
      submission: { fullName: "Jo Bloggs" },
    });
    expect(leads[0].acknowledgedAt).toEqual(expect.any(String));
    expect(smtp.mails.map((mail) => mail.envelopeTo)).toEqual([
      ["sales@northbridge.test"],
      ["jo.bloggs@acme-engineering.co.uk"],
    ]);
    expect(smtp.mails[0].header("x-lead-id")).toBe(leads[0].id);
    expect(lastLog()).toMatchObject({ id: leads[0].id, outcome: "sent", status: 200 });
    // Nothing went to the outbox.
    expect(await leadFiles()).toHaveLength(0);
  });

  it("never answers 5xx for text PostgreSQL cannot store: NUL and lone surrogates", async () => {
    const handle = makeHandler();
    // A crafted link's campaign tag is cleaned: the enquiry is kept, without the NUL.
    const tagged = await handle(
      request({
        body: { ...validBody(), attribution: { landingPage: "/", utm_source: "ads\u0000\ud800" } },
      }),
    );
    expect(tagged.status).toBe(200);
    const [lead] = await storedLeads();
    expect(lead.submission.attribution).toEqual({ landingPage: "/", utm_source: "ads" });
    // What the visitor typed is refused with the field's message, however often it is sent.
    for (let i = 0; i < 2; i += 1) {
      const response = await handle(
        request({ body: { ...validBody(), message: "Please call me \ud800 about backups" } }),
      );
      expectErrors(response, 400, [M.messageCharacters]);
    }
    expect(await storedLeads()).toHaveLength(1);
  });

  it("answers within its bound while the relay hangs: mails that could not start stay untried", async () => {
    // More than the pool's claim slots (3): the others wait for a slot, then give up.
    const answers = await sendWhileRelayHangs(6, 300);
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(202));
    const leads = await storedLeads();
    expect(leads.map((lead) => lead.status)).toEqual(Array(6).fill("pending"));
    // At most three were under way when the answers went (and failed with the relay); the
    // others never started.
    const attempts = leads.map((lead) => lead.attempts);
    expect(attempts.every((count) => count <= 1)).toBe(true);
    expect(attempts.filter((count) => count === 0).length).toBeGreaterThanOrEqual(3);
    env.SMTP_URL = smtp.url;
    expect((await retryPendingLeads({ env })).sent).toHaveLength(6);
    expect(new Set(smtp.mails.map((mail) => mail.header("x-lead-id"))).size).toBe(6);
  });

  it("answers a resend as the first, when the first's answer was lost after the insert", async () => {
    const handle = makeHandler();
    const body = { ...validBody(), idempotencyKey: "LOSTREPLY0LOSTREPLY0LOSTRE" };
    const [first, resend] = await Promise.all([
      handle(request({ body })),
      handle(request({ body: { ...body, "g-recaptcha-response": "token-def" } })),
    ]);
    // Both are told it was received (the one that found the lead still being mailed: 202).
    for (const answer of [first, resend]) {
      expect([200, 202]).toContain(answer.status);
      expect(answer.body).toMatchObject({ ok: true });
    }
    const leads = await storedLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0].idempotencyKey).toBe(
      storedIdempotencyKey(body.idempotencyKey, leads[0].submission),
    );
    const later = await handle(request({ body: { ...body, "g-recaptcha-response": "token-ghi" } }));
    expect(later).toMatchObject({ status: 200, body: { ok: true } });
    expect(await storedLeads()).toHaveLength(1);
    // One lead mail and one acknowledgement, whichever attempt sent them.
    expect(smtp.mails).toHaveLength(2);
  });

  it("answers 503 with its errors when the database stops mid-request, storing nothing of it", async () => {
    const handle = makeHandler();
    expect((await handle(request())).status).toBe(200);

    // Hold the table so the next call's insert waits on the server, then stop the server.
    const blocker = new Client({ connectionString: databaseUrl });
    blocker.on("error", () => undefined);
    await blocker.connect();
    await blocker.query("BEGIN");
    await blocker.query("LOCK TABLE leads IN ACCESS EXCLUSIVE MODE");
    const pending = handle(request({ remoteAddress: "198.51.100.9" }));
    const database = new URL(databaseUrl).pathname.slice(1);
    let waiting = 0;
    for (let tries = 0; waiting === 0 && tries < 300; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const rows = await postgres.query(
        "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
        [database],
      );
      waiting = rows.rows.length;
    }
    expect(waiting).toBe(1);
    await postgres.stop();

    const response = await pending;
    expectErrors(response, 503, [M.storageUnavailable]);
    expect(lastLog()).toMatchObject({ outcome: "store_failed", status: 503 });
    expect(String(lastLog().detail)).toMatch(/^(PG_[0-9A-Z_]+|E[A-Z]+)$/);
    await blocker.end().catch(() => undefined);

    await postgres.start();
    // Only the first call's lead: the cut-off insert left no row behind.
    expect(await storedLeads()).toHaveLength(1);
    expect(smtp.mails).toHaveLength(2);
    // The same handler (and its pool) works again once the server is back.
    expect((await handle(request({ remoteAddress: "198.51.100.9" }))).status).toBe(200);
    expect(await storedLeads()).toHaveLength(2);
  });

  it("answers 503 while the database is down, and never logs its password", async () => {
    await postgres.stop();
    try {
      const url = new URL(databaseUrl);
      url.password = "hunter2";
      env.LEADS_DATABASE_URL = url.toString();
      const response = await makeHandler()(request());
      expectErrors(response, 503, [M.storageUnavailable]);
      expect(lastLog()).toMatchObject({ outcome: "store_failed", detail: "ECONNREFUSED" });
      expect(logLines.join("\n")).not.toContain("hunter2");
      expect(smtp.mails).toHaveLength(0);
    } finally {
      await postgres.start();
    }
  });
});

describe("robustness", () => {
  it("never throws and never answers 5xx for 300 random requests", async () => {
    env.RATE_LIMIT_PER_MINUTE = "100000";
    const handle = makeHandler();
    const json = fc.jsonValue({ maxDepth: 3 });
    const fieldValue = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ minLength: 2_000, maxLength: 40_000 }),
      json,
      fc.array(fc.constantFrom("cyber-security", "lifebuoy", "nope", "")),
      fc.constantFrom("jo@gmail.com", "jo@acme.co.uk", "+447123456789", "retail", "\r\nBcc: x@y.z"),
    );
    const field = fc.constantFrom(
      "fullName",
      "businessEmail",
      "phone",
      "jobTitle",
      "solutionType",
      "industry",
      "message",
      "assessmentResults",
      "selectedPlan",
      "g-recaptcha-response",
      "website",
      "__proto__",
      "constructor",
    );
    const body = fc.oneof(
      json,
      fc.string({ maxLength: 1_000 }),
      fc.dictionary(field, fieldValue),
      fc
        .record({ base: fc.constant(validBody()), patch: fc.dictionary(field, fieldValue) })
        .map(({ base, patch }) => ({ ...base, ...patch })),
      fc.constant(JSON.parse('{"__proto__":{"admin":true},"fullName":{"toString":1}}') as unknown),
    );
    const headerValue = fc.oneof(
      fc.string({ maxLength: 100 }),
      fc.array(fc.string({ maxLength: 50 }), { maxLength: 3 }),
      fc.constant(undefined),
    );
    const headers = fc.record({
      "content-type": fc.oneof(
        fc.constant("application/json"),
        fc.constant("application/json; charset=utf-8"),
        headerValue,
      ),
      host: fc.oneof(fc.constant("localhost:9000"), headerValue),
      origin: fc.oneof(fc.constant(undefined), fc.constant("http://localhost:9000"), headerValue),
      "content-length": fc.oneof(fc.constant(undefined), fc.nat().map(String), headerValue),
      "x-forwarded-for": headerValue,
    });
    const method = fc.oneof(fc.constant("POST"), fc.constant("POST"), fc.string({ maxLength: 10 }));
    const remoteAddress = fc.oneof(fc.constant(undefined), fc.ipV4(), fc.ipV6(), fc.string());

    await fc.assert(
      fc.asyncProperty(method, headers, body, remoteAddress, async (m, h, b, addr) => {
        const response = await handle({ method: m, headers: h, body: b, remoteAddress: addr });
        expect(response.status).toBeLessThan(500);
        expect(response.headers["Content-Type"]).toBe("application/json; charset=utf-8");
        if ("errors" in response.body) {
          expect(response.body.errors.length).toBeGreaterThan(0);
          for (const error of response.body.errors) {
            expect(typeof error).toBe("string");
            expect(error).not.toMatch(/\n\s+at /);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("answers with a plain message, not a stack trace, when something unexpected breaks", async () => {
    const handle = makeHandler({
      rateLimiter: {
        check() {
          throw new Error("boom");
        },
        size: () => 0,
      },
    });
    const response = await handle(request());
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ errors: [M.failure] });
    expect(lastLog()).toMatchObject({ outcome: "error", status: 500 });
  });
});
