/**
 * The lead webhook's pieces: the payload, the signature and the receiver's check of it (the very
 * code docs/operations.md documents, read from it), one post against the receiver stand-in, and
 * how an attempt changes the delivery state.
 */
import type { ContactSubmission } from "../src/lib/contact/schema";
import { createLeadRecord } from "./outbox";
import {
  describeWebhookUrl,
  IDEMPOTENCY_HEADER,
  postWebhook,
  SIGNATURE_HEADER,
  webhookPayload,
  webhookSignature,
} from "./webhook";
import {
  NEW_WEBHOOK_STATE,
  nextWebhookState,
  WEBHOOK_MAX_BACKOFF_MS,
  WEBHOOK_MAX_REFUSALS,
  webhookBackoffMs,
  type WebhookAttempt,
  type WebhookState,
} from "./webhook-state";
import { documentedWebhookCheck as documentedCheck } from "../test-support/documented-webhook-check";
import { startWebhookReceiver, type WebhookReceiver } from "../test-support/webhook-receiver";
import { closedPort } from "../test-support/temp";

const SECRET = "0123456789abcdef0123456789abcdef";
const SITE = "https://www.northbridge.example";

const submission = (): ContactSubmission => ({
  fullName: "Jo Bloggs",
  businessEmail: "jo@acme.co.uk",
  phone: "",
  jobTitle: "CTO",
  solutionType: ["managed-it", "cyber-security"],
  industry: "retail",
  message: "Our tills are down, please call.",
  assessmentResults: { "1": "11-50 employees" },
  "g-recaptcha-response": "token",
});

const lead = () => createLeadRecord(submission(), "203.0.113.7", new Date(), "verified");

describe("the webhook payload", () => {
  it("carries every field, the outcome of the human check and the site, but not the address", () => {
    const record = lead();
    record.submission.selectedPlan = "Standard";
    record.submission.sourcePage = "/contact";
    record.submission.attribution = { utm_source: "newsletter", landingPage: "/services" };
    const payload = webhookPayload(record, SITE);
    expect(payload).toEqual({
      schemaVersion: 1,
      id: record.id,
      receivedAt: record.receivedAt,
      siteUrl: SITE,
      verified: true,
      fields: {
        fullName: "Jo Bloggs",
        businessEmail: "jo@acme.co.uk",
        phone: "",
        jobTitle: "CTO",
        industry: "retail",
        solutionType: ["managed-it", "cyber-security"],
        selectedPlan: "Standard",
        message: "Our tills are down, please call.",
        sourcePage: "/contact",
      },
      labels: {
        industry: expect.any(String),
        solutionType: [expect.any(String), expect.any(String)],
      },
      assessmentAnswers: { "1": "11-50 employees" },
      attribution: { utm_source: "newsletter", landingPage: "/services" },
    });
    expect(JSON.stringify(payload)).not.toContain("203.0.113.7");
    // Every field the form sends is there (the token aside).
    const sent = Object.keys(submission()).filter((key) => key !== "g-recaptcha-response");
    const carried = [...Object.keys(payload.fields), "assessmentResults", "attribution"];
    for (const field of sent) expect(carried).toContain(field);
  });

  it("says unverified, and no attribution, when so", () => {
    const record = createLeadRecord(submission(), null, new Date(), "unverified");
    expect(webhookPayload(record, SITE)).toMatchObject({
      verified: false,
      attribution: null,
      fields: { selectedPlan: null, sourcePage: null },
    });
  });
});

describe("the signature and the documented check of it", () => {
  const isGenuineLead = documentedCheck();
  const body = JSON.stringify(webhookPayload(lead(), SITE));
  const now = 1_795_774_502;

  it("accepts what the site signed, within five minutes either way", () => {
    const header = webhookSignature(body, SECRET, now);
    expect(header).toMatch(/^t=1795774502,v1=[0-9a-f]{64}$/);
    expect(isGenuineLead(body, header, SECRET, now)).toBe(true);
    expect(isGenuineLead(body, header, SECRET, now + 300)).toBe(true);
    expect(isGenuineLead(Buffer.from(body).toString(), ` ${header} `, SECRET, now - 299)).toBe(
      true,
    );
  });

  it("refuses a changed body, another secret, an old or future timestamp, and nonsense", () => {
    const header = webhookSignature(body, SECRET, now);
    expect(isGenuineLead(body.replace("Jo Bloggs", "Jo Blogs"), header, SECRET, now)).toBe(false);
    expect(isGenuineLead(`${body} `, header, SECRET, now)).toBe(false);
    expect(isGenuineLead(body, header, `${SECRET}x`, now)).toBe(false);
    expect(isGenuineLead(body, header, SECRET, now + 301)).toBe(false);
    expect(isGenuineLead(body, header, SECRET, now - 301)).toBe(false);
    // A replay with a fresh timestamp but the old signature.
    const replayed = header.replace(`t=${now}`, `t=${now + 600}`);
    expect(isGenuineLead(body, replayed, SECRET, now + 600)).toBe(false);
    for (const nonsense of [undefined, "", "t=abc,v1=00", `t=${now}`, `t=${now},v1=zz`]) {
      expect(isGenuineLead(body, nonsense, SECRET, now)).toBe(false);
    }
  });
});

describe("describeWebhookUrl", () => {
  it("names the receiver by its origin only: no credentials, no path", () => {
    expect(describeWebhookUrl("https://u:p4ss@hooks.zapier.com/hooks/catch/123/abc/")).toBe(
      "https://hooks.zapier.com",
    );
    expect(describeWebhookUrl("not a url")).toBe("LEADS_WEBHOOK_URL");
  });
});

describe("one post to the receiver", () => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await receiver.close();
  });
  const target = () => ({ url: receiver.url, secret: SECRET, siteUrl: SITE });

  it("arrives signed, with the lead id as idempotency key and credentials as Basic auth", async () => {
    const record = lead();
    const url = receiver.url.replace("http://", "http://hook%20user:s3cr%2Ft@");
    const attempt = await postWebhook(record, { ...target(), url });
    expect(attempt).toEqual({ outcome: "delivered", status: 200 });
    const [received] = receiver.requests;
    expect(received.headers["content-type"]).toBe("application/json");
    expect(received.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBe(record.id);
    expect(received.headers.authorization).toBe(
      `Basic ${Buffer.from("hook user:s3cr/t").toString("base64")}`,
    );
    const signature = received.headers[SIGNATURE_HEADER.toLowerCase()] as string;
    expect(documentedCheck()(received.body, signature, SECRET)).toBe(true);
    expect(JSON.parse(received.body)).toEqual(webhookPayload(record, SITE));
  });

  it("calls 5xx, 408 and 429 worth a retry (with Retry-After), other 4xx and redirects refusals", async () => {
    receiver.mode = "status";
    receiver.status = 503;
    receiver.retryAfter = "120";
    expect(await postWebhook(lead(), target())).toMatchObject({
      outcome: "retry",
      code: "HTTP_503",
      retryAfterMs: 120_000,
      error: expect.stringContaining("HTTP 503: {") as unknown,
    });
    receiver.retryAfter = undefined;
    for (const status of [408, 429, 500]) {
      receiver.status = status;
      expect(await postWebhook(lead(), target())).toMatchObject({ outcome: "retry" });
    }
    for (const status of [400, 401, 404, 410, 301, 307]) {
      receiver.status = status;
      expect(await postWebhook(lead(), target())).toMatchObject({
        outcome: "refused",
        code: `HTTP_${status}`,
      });
    }
    // A redirect is never followed.
    expect(receiver.requests).toHaveLength(10);
  });

  it("gives up on a receiver that hangs, and says so for one that is down", async () => {
    receiver.mode = "hang";
    expect(await postWebhook(lead(), target(), { timeoutMs: 300 })).toMatchObject({
      outcome: "retry",
      code: "TIMEOUT",
    });
    const down = `http://127.0.0.1:${await closedPort()}/hook`;
    expect(await postWebhook(lead(), { ...target(), url: down })).toMatchObject({
      outcome: "retry",
      code: "ECONNREFUSED",
    });
  });
});

describe("the delivery state", () => {
  const at = new Date("2026-11-27T10:00:00.000Z");
  const retry: WebhookAttempt = { outcome: "retry", code: "HTTP_503", error: "HTTP 503" };
  const refused: WebhookAttempt = { outcome: "refused", code: "HTTP_400", error: "HTTP 400" };

  it("is delivered on a 2xx, whatever came before", () => {
    const before: WebhookState = { ...NEW_WEBHOOK_STATE, attempts: 2, lastError: "x" };
    expect(nextWebhookState(before, { outcome: "delivered", status: 202 }, at)).toEqual({
      status: "delivered",
      attempts: 3,
      lastAttemptAt: at.toISOString(),
      deliveredAt: at.toISOString(),
    });
  });

  it("waits longer after each failure, up to six hours, and honours Retry-After", () => {
    expect([1, 2, 3, 4].map((n) => webhookBackoffMs(n) / 60_000)).toEqual([1, 2, 4, 8]);
    expect(webhookBackoffMs(30)).toBe(WEBHOOK_MAX_BACKOFF_MS);
    expect(webhookBackoffMs(1, 600_000)).toBe(600_000);
    expect(webhookBackoffMs(1, 10 * WEBHOOK_MAX_BACKOFF_MS)).toBe(WEBHOOK_MAX_BACKOFF_MS);
    const once = nextWebhookState(NEW_WEBHOOK_STATE, retry, at);
    expect(once).toEqual({
      status: "pending",
      attempts: 1,
      lastAttemptAt: at.toISOString(),
      lastError: "HTTP_503: HTTP 503",
      nextAttemptAt: new Date(at.getTime() + 60_000).toISOString(),
    });
  });

  it("keeps retrying a receiver that fails, and gives up on one that refuses", () => {
    let state: WebhookState = NEW_WEBHOOK_STATE;
    for (let n = 0; n < 20; n += 1) state = nextWebhookState(state, retry, at);
    expect(state).toMatchObject({ status: "pending", attempts: 20 });
    state = NEW_WEBHOOK_STATE;
    for (let n = 1; n < WEBHOOK_MAX_REFUSALS; n += 1) {
      state = nextWebhookState(state, refused, at);
      expect(state.status).toBe("pending");
    }
    state = nextWebhookState(state, refused, at);
    expect(state).toEqual({
      status: "failed",
      attempts: WEBHOOK_MAX_REFUSALS,
      lastAttemptAt: at.toISOString(),
      lastError: "HTTP_400: HTTP 400",
    });
  });
});
