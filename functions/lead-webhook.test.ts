/**
 * The lead webhook through the contact call and `leads retry`, on both lead stores (the outbox
 * and a throw-away PostgreSQL server), against the receiver stand-in and a real SMTP sink: what
 * arrives and how it is signed, what a receiver that is down, hangs, fails or refuses leaves
 * behind, and that retries (overlapping ones too) deliver each lead once.
 */
import path from "node:path";
import { closeSharedLeadStores, createLeadStore, type LeadStore } from "./lead-store";
import { retryPendingLeads } from "./lead-maintenance";
import type { LeadRecord } from "./outbox";
import type { HandlerRequest, SendEmailHandlerDeps } from "./send-email-handler";
import { readSettings } from "./settings";
import { SIGNATURE_HEADER, type WebhookPayload } from "./webhook";
import { WEBHOOK_MAX_REFUSALS } from "./webhook-state";
import { documentedWebhookCheck } from "../test-support/documented-webhook-check";
import { startVerifyServer, type FakeVerifyServer } from "../test-support/fake-verify-server";
import { startPostgres, type TestPostgres } from "../test-support/postgres";
import { startSmtpServer, type TestSmtpServer } from "../test-support/smtp-sink";
import { closedPort, makeTempDir, removeDir } from "../test-support/temp";
import { makeTestHandler } from "../test-support/test-handler";
import { startWebhookReceiver, type WebhookReceiver } from "../test-support/webhook-receiver";

const SECRET = "lead-webhook-test-secret-0123456789";
const MINUTE = 60_000;

let smtp: TestSmtpServer;
let verify: FakeVerifyServer;
let receiver: WebhookReceiver;
let postgres: TestPostgres;
let env: Record<string, string | undefined>;
let dir: string;
let logLines: string[];
const stillWorking: Array<Promise<unknown>> = [];

beforeAll(async () => {
  [smtp, verify, receiver, postgres] = await Promise.all([
    startSmtpServer(),
    startVerifyServer(),
    startWebhookReceiver(),
    startPostgres(),
  ]);
}, 60_000);

afterAll(async () => {
  await closeSharedLeadStores();
  await Promise.all([smtp.close(), verify.close(), receiver.close(), postgres?.close()]);
});

type StoreKind = "filesystem" | "postgres";

async function setUp(kind: StoreKind) {
  dir = await makeTempDir("webhook-");
  smtp.mails.length = 0;
  receiver.requests.length = 0;
  receiver.mode = "ok";
  receiver.retryAfter = undefined;
  logLines = [];
  env = {
    SMTP_URL: smtp.url,
    LEADS_TO: "sales@northbridge.test",
    LEADS_FROM: "website@northbridge.test",
    LEADS_DIR: path.join(dir, "leads"),
    LEADS_DATABASE_URL: kind === "postgres" ? await postgres.createDatabase() : undefined,
    RECAPTCHA_VERIFY_URL: verify.url,
    SITE_URL: "http://localhost:9000",
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: SECRET,
  };
}

async function tearDown() {
  await Promise.all(stillWorking.splice(0));
  await closeSharedLeadStores();
  await removeDir(dir);
}

/** The handler on this test's settings; its background work is awaited at tear-down. */
const makeHandler = (extra: Partial<SendEmailHandlerDeps> = {}) =>
  makeTestHandler(env, logLines, { background: (work) => stillWorking.push(work), ...extra });

const validBody = (email = "jo.bloggs@acme-engineering.co.uk") => ({
  fullName: "Jo Bloggs",
  businessEmail: email,
  phone: "+447123456789",
  jobTitle: "Operations Director",
  solutionType: ["cyber-security", "monitoring-backup"],
  industry: "manufacturing",
  message: "Our backups fail every night; can you take over monitoring?",
  assessmentResults: { "1": "11-50 employees", "3": "Data security" },
  selectedPlan: "Standard",
  attribution: { utm_source: "newsletter", landingPage: "/services/monitoring-backup" },
  sourcePage: "/contact",
  "g-recaptcha-response": "token-abc",
});

const request = (n = 0): HandlerRequest => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: "http://localhost:9000" },
  body: validBody(`lead-${n}@acme-engineering.co.uk`),
  remoteAddress: `198.51.100.${n + 1}`,
});

/** The receiver's check, as docs/operations.md documents it. */
const isGenuineLead = (body: string, header: unknown) =>
  documentedWebhookCheck()(body, header, SECRET);

const lastLog = () => JSON.parse(logLines[logLines.length - 1]) as Record<string, unknown>;

async function withStore<T>(work: (store: LeadStore) => Promise<T>): Promise<T> {
  const store = await createLeadStore(readSettings(env));
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

const stored = () => withStore(async (store) => (await store.list()).leads);
const webhookOf = async (id: string) => (await withStore((store) => store.get(id)))?.webhook;
/** `leads retry` as run `ms` from now (so a backoff has passed). */
const retryLater = (ms: number) =>
  retryPendingLeads({ env, webhook: { clock: () => new Date(Date.now() + ms) } });

describe.each<StoreKind>(["filesystem", "postgres"])("the lead webhook on the %s store", (kind) => {
  beforeEach(() => setUp(kind));
  afterEach(tearDown);

  it("posts each stored enquiry once, signed, with the fields the mail carries", async () => {
    const response = await makeHandler()(request());
    expect(response.status).toBe(200);
    expect(lastLog()).toMatchObject({ outcome: "sent", webhook: "delivered" });
    // The log names neither the receiver's address (its path is its secret) nor the secret.
    expect(logLines.join("\n")).not.toMatch(/hooks\/catch|127\.0\.0\.1|webhook-test-secret/);
    expect(receiver.requests).toHaveLength(1);
    const [post] = receiver.requests;
    expect(isGenuineLead(post.body, post.headers[SIGNATURE_HEADER.toLowerCase()])).toBe(true);
    const payload = JSON.parse(post.body) as WebhookPayload;
    const [lead] = await stored();
    expect(payload.id).toBe(lead.id);
    expect(post.headers["idempotency-key"]).toBe(lead.id);
    expect(lead).toMatchObject({ status: "sent", webhook: { status: "delivered", attempts: 1 } });

    // The lead mail shows the same enquiry.
    const mail = smtp.mails.find((item) => item.header("x-lead-id") === lead.id);
    const values = [
      payload.fields.fullName,
      payload.fields.businessEmail,
      payload.fields.phone,
      payload.fields.jobTitle,
      payload.fields.selectedPlan,
      payload.fields.sourcePage,
      payload.labels.industry,
      ...payload.labels.solutionType,
      payload.fields.message,
      ...Object.values(payload.assessmentAnswers),
      ...Object.values(payload.attribution ?? {}),
    ];
    for (const value of values) expect(mail?.text).toContain(value);

    // Delivered: no later run posts it again.
    expect((await retryLater(MINUTE)).webhook?.delivered).toEqual([]);
    expect(receiver.requests).toHaveLength(1);
  });

  it.each([
    ["is down", "down"],
    ["answers 500", "500"],
    ["hangs", "hang"],
  ])(
    "keeps the lead and its webhook pending while the receiver %s; retry delivers it once",
    async (_label, failure) => {
      if (failure === "down") env.LEADS_WEBHOOK_URL = `http://127.0.0.1:${await closedPort()}/hook`;
      if (failure === "500") {
        receiver.mode = "status";
        receiver.status = 500;
      }
      if (failure === "hang") receiver.mode = "hang";
      // A hanging receiver: the answer stops waiting long before the post gives up.
      const handle = makeHandler(
        failure === "hang" ? { mailWaitMs: 500, webhookTimeoutMs: 1_500 } : {},
      );
      const response = await handle(request());
      // The visitor is told it was received: the lead is safe, its mail under way or gone.
      expect(response.body).toMatchObject({ ok: true });
      expect([200, 202]).toContain(response.status);
      expect(lastLog()).toMatchObject({
        webhook: failure === "hang" ? "later" : expect.stringMatching(/^retry:/),
      });
      await Promise.all(stillWorking.splice(0));
      expect(logLines.join("\n")).not.toMatch(/hooks\/catch|\/hook\b|webhook-test-secret/);
      const [lead] = await stored();
      expect(lead.status).toBe("sent");
      expect(lead.webhook).toMatchObject({ status: "pending", attempts: 1 });
      expect(lead.webhook?.lastError).toMatch(
        failure === "hang" ? /TIMEOUT/ : failure === "500" ? /HTTP_500/ : /ECONNREFUSED/,
      );

      // Not due yet: a retry right away leaves it alone.
      env.LEADS_WEBHOOK_URL = receiver.url;
      receiver.mode = "ok";
      receiver.requests.length = 0;
      expect((await retryPendingLeads({ env })).webhook?.delivered).toEqual([]);
      // Once the backoff has passed, it is delivered once.
      expect((await retryLater(2 * MINUTE)).webhook?.delivered).toEqual([lead.id]);
      expect((await retryLater(60 * MINUTE)).webhook?.delivered).toEqual([]);
      expect(receiver.requests.map((post) => post.headers["idempotency-key"])).toEqual([lead.id]);
      expect(await webhookOf(lead.id)).toMatchObject({ status: "delivered", attempts: 2 });
    },
  );

  it("marks a webhook the receiver keeps refusing (400) failed after a bounded number of tries", async () => {
    receiver.mode = "status";
    receiver.status = 400;
    await makeHandler()(request());
    const [lead] = await stored();
    expect(lead.webhook).toMatchObject({ status: "pending", attempts: 1 });
    for (let attempt = 2; attempt <= WEBHOOK_MAX_REFUSALS; attempt += 1) {
      await retryLater(attempt * 24 * 60 * MINUTE);
    }
    expect(await webhookOf(lead.id)).toMatchObject({
      status: "failed",
      attempts: WEBHOOK_MAX_REFUSALS,
      lastError: expect.stringContaining("HTTP_400") as unknown,
    });
    // Not tried again, however long after.
    receiver.mode = "ok";
    const after = await retryLater(365 * 24 * 60 * MINUTE);
    expect(after.webhook?.delivered).toEqual([]);
    expect(receiver.requests).toHaveLength(WEBHOOK_MAX_REFUSALS);
  });

  it("delivers each pending webhook exactly once when three `leads retry` runs overlap", async () => {
    receiver.mode = "status";
    receiver.status = 503;
    const handle = makeHandler();
    for (let n = 0; n < 6; n += 1) await handle(request(n));
    const leads = await stored();
    expect(leads.every((lead) => lead.webhook?.status === "pending")).toBe(true);
    receiver.mode = "ok";
    receiver.requests.length = 0;
    // Three machines' runs at once, each with its own store (and, on PostgreSQL, its own pool).
    const runs = await Promise.all([retryLater(MINUTE), retryLater(MINUTE), retryLater(MINUTE)]);
    const delivered = runs.flatMap((run) => run.webhook?.delivered ?? []);
    expect(delivered.sort()).toEqual(leads.map((lead) => lead.id).sort());
    const posted = receiver.requests.map((post) => String(post.headers["idempotency-key"]));
    expect(posted.sort()).toEqual(leads.map((lead) => lead.id).sort());
    // And the mail was never held up by the webhook: every lead was mailed on the first call.
    expect(leads.every((lead: LeadRecord) => lead.status === "sent")).toBe(true);
  });

  it("posts nothing, and records no webhook state, while LEADS_WEBHOOK_URL is unset", async () => {
    delete env.LEADS_WEBHOOK_URL;
    delete env.LEADS_WEBHOOK_SECRET;
    await makeHandler()(request());
    const [lead] = await stored();
    expect(lead).not.toHaveProperty("webhook");
    expect(lastLog()).not.toHaveProperty("webhook");
    env.LEADS_WEBHOOK_URL = receiver.url;
    env.LEADS_WEBHOOK_SECRET = SECRET;
    expect((await retryLater(MINUTE)).webhook?.delivered).toEqual([]);
    expect(receiver.requests).toHaveLength(0);
  });
});
