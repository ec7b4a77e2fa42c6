/**
 * POST /api/send-email, independent of Gatsby: the Gatsby Function (src/api/send-email.ts) maps
 * its request onto `HandlerRequest` and writes back the `HandlerResponse`.
 *
 * `processRequest` reads as the order of work. Never throws; bad input never gets a 5xx. Once the
 * lead is stored (BEFORE any mail or webhook) the answer is a success whatever the mail and the
 * webhook do: the lead is safe and `leads retry` delivers both.
 */
import { isIP } from "node:net";
import {
  CONTACT_MESSAGES,
  HONEYPOT_FIELD,
  RECAPTCHA_FIELD,
  validateContactSubmission,
  type ContactSubmission,
} from "../src/lib/contact/schema";
import { IDEMPOTENCY_FIELD, isIdempotencyKey } from "../src/lib/contact/idempotency-key";
import {
  bodyKind,
  FORM_NEEDS_SCRIPTS_PATH,
  JSON_ANSWER_HEADERS,
  MAX_BODY_BYTES,
  requestRefusal,
} from "../src/lib/contact/request-limits";
import { clientAddressFor, rateLimitKey } from "./client-address";
import {
  logCall,
  logSettingsProblem,
  logWebhookOff,
  stdoutWriter,
  type CallLogEntry,
  type LogWriter,
  type Outcome,
} from "./log";
import {
  createSmtpTransport,
  DEFAULT_SMTP_TIMEOUT_MS,
  type MailTransport,
  type MailTransportFactory,
} from "./mailer";
import {
  isLeadRejected,
  isLeadStoreUnavailable,
  sharedLeadStore,
  type LeadStore,
} from "./lead-store";
import { storedIdempotencyKey } from "./enquiry-key";
import { createLeadRecord, type LeadRecord } from "./outbox";
import { createRateLimiter, type RateLimiter } from "./rate-limit";
import { createSharedRateLimit, SHARED_LIMIT_TIMEOUT_MS } from "./shared-rate-limit";
import { parseJsonBody, type BodyRead } from "./request-body";
import { DEFAULT_VERIFY_TIMEOUT_MS, verifyRecaptchaToken } from "./recaptcha";
import {
  deliverStoredLead,
  deliverStoredWebhook,
  type DeliveryResult,
  type WebhookDeliveryResult,
} from "./store-delivery";
import { DEFAULT_WEBHOOK_TIMEOUT_MS, type WebhookTarget } from "./webhook";
import { NEW_WEBHOOK_STATE } from "./webhook-state";
import { serverlessStoreProblem } from "./serverless";
import {
  isLoopbackUrl,
  RECAPTCHA_TEST_SECRET,
  readSettings,
  recaptchaSetupProblem,
  runtimeEnv,
  SettingsError,
  type Env,
  type Settings,
} from "./settings";

export { MAX_BODY_BYTES };

/**
 * Once the lead is stored, the answer waits this long at most for the mail: long enough for a
 * healthy relay (a few hundred ms), short enough that a hanging one never holds the visitor.
 */
export const DEFAULT_MAIL_WAIT_MS = 2_000;

export interface HandlerRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body when the caller parsed it already: an object, or text that is not JSON. */
  body?: unknown;
  /**
   * Reads the raw body, at most `maxBytes` of it; used when `body` is undefined, and only once
   * the headers have passed, so a refused request is never read.
   */
  readBody?: (maxBytes: number) => Promise<BodyRead>;
  remoteAddress: string | undefined;
}

/**
 * A success is `{ok: true}`; `queued` when the mail could not go out yet (a later retry sends
 * it), `acknowledgement: false` when no acknowledgement mail will reach the enquirer (unverified
 * lead, or acknowledgements switched off), so the page does not promise one. A failure always
 * carries `errors` (messages in form order); a rejected submission also carries `fieldErrors`
 * (form field name -> message) so the form can put each under its field.
 */
export type HandlerBody =
  | { ok: true; queued?: true; acknowledgement?: false }
  | { errors: string[]; fieldErrors?: Record<string, string> };

export interface HandlerResponse {
  status: number;
  headers: Record<string, string>;
  body: HandlerBody;
}

export type SendEmailHandler = (request: HandlerRequest) => Promise<HandlerResponse>;

export interface SendEmailHandlerDeps {
  /** Read at every call, so changed settings apply without a restart. */
  env: Env;
  fetch: typeof fetch;
  verifyTimeoutMs: number;
  smtpTimeoutMs: number;
  createTransport: MailTransportFactory;
  log: LogWriter;
  /** Wall clock in ms, for the rate limit. */
  now: () => number;
  rateLimiter: RateLimiter;
  /** Longest the answer waits for the mail and the webhook once the lead is stored. */
  mailWaitMs: number;
  /** Longest one webhook post may take before the receiver counts as hanging. */
  webhookTimeoutMs: number;
  /** Longest a call waits for the rate limit shared through PostgreSQL, once connected. */
  sharedLimitTimeoutMs: number;
  /** Longest a call waits for the shared limit's connection (a cold start connecting). */
  sharedLimitColdStartMs: number;
  /**
   * Given the mail that was still under way when the answer went (it finishes on its own and
   * never rejects); tests wait for it.
   */
  background: (work: Promise<unknown>) => void;
  /**
   * The lead store for these settings. By default one store per database URL (or outbox) for
   * the life of the process: one connection pool, reused by every call and by a serverless
   * instance's warm starts.
   */
  leadStore: (settings: Settings) => Promise<LeadStore>;
}

class Answer {
  constructor(
    readonly status: number,
    readonly body: HandlerBody,
    readonly outcome: Outcome,
    /** The call's log line (its other fields), and the answer's own headers. */
    readonly extra: Omit<CallLogEntry, "outcome" | "status" | "ms"> & {
      headers?: Record<string, string>;
    } = {},
  ) {}
}

function fail(status: number, outcome: Outcome, errors: string[], extra?: Answer["extra"]) {
  return new Answer(status, { errors }, outcome, extra);
}

export function createSendEmailHandler(deps: Partial<SendEmailHandlerDeps> = {}): SendEmailHandler {
  const parts = handlerParts(deps);
  const env = () => deps.env ?? runtimeEnv();
  announceStart(env, parts);
  return async function handle(request: HandlerRequest): Promise<HandlerResponse> {
    const started = performance.now();
    let answer: Answer;
    try {
      const headers = normaliseHeaders(request.headers);
      // The method and the body's headers are judged by the same rule everywhere, whatever the
      // settings: a PUT is 405 even while the service is misconfigured.
      answer =
        refuseByHead(request, headers) ??
        (await answerWithSettings(request, headers, parts, env()));
    } catch (error) {
      // A bug, not the visitor's fault and not an outage: a plain message, never a stack trace.
      answer = fail(500, "error", [CONTACT_MESSAGES.failure], { detail: errorCode(error) });
    }
    const { status, outcome, body, extra } = answer;
    logCall({ ...extra, outcome, status, ms: performance.now() - started }, parts.log);
    return { status, headers: { ...JSON_ANSWER_HEADERS, ...extra.headers }, body };
  };
}

/** This call's settings read, then the enquiry's steps, or 503 when the settings are broken. */
async function answerWithSettings(
  request: HandlerRequest,
  headers: Headers,
  parts: ReturnType<typeof handlerParts>,
  env: Env,
): Promise<Answer> {
  const read = readCallSettings(env);
  if ("problem" in read) {
    return fail(503, "misconfigured", [CONTACT_MESSAGES.serviceUnavailable], {
      detail: read.problem.code,
    });
  }
  // Settings are read per call: a webhook setting broken since the start is said here, once.
  if (read.settings.webhookOff !== undefined) logWebhookOff(read.settings.webhookOff, parts.log);
  return processRequest(request, headers, { ...parts, settings: read.settings });
}

/** The deps with their defaults, made once per handler. */
function handlerParts(deps: Partial<SendEmailHandlerDeps>) {
  const log = deps.log ?? stdoutWriter;
  return {
    log,
    now: deps.now ?? Date.now,
    rateLimiter: deps.rateLimiter ?? createRateLimiter(),
    sharedLimit: createSharedRateLimit({
      log,
      timeoutMs: deps.sharedLimitTimeoutMs ?? SHARED_LIMIT_TIMEOUT_MS,
      coldStartMs: deps.sharedLimitColdStartMs,
    }),
    leadStore: deps.leadStore ?? sharedLeadStore,
    createTransport:
      deps.createTransport ??
      ((url: string) => createSmtpTransport(url, deps.smtpTimeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS)),
    fetch: deps.fetch,
    verifyTimeoutMs: deps.verifyTimeoutMs ?? DEFAULT_VERIFY_TIMEOUT_MS,
    webhookTimeoutMs: deps.webhookTimeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
    mailWaitMs: deps.mailWaitMs ?? DEFAULT_MAIL_WAIT_MS,
    background: (work: Promise<unknown>) => deps.background?.(work.then(noop, noop)),
  };
}

/** What every step of a call reads: the handler's parts and this call's settings. */
type Call = ReturnType<typeof handlerParts> & { settings: Settings };

const noop = () => undefined;

/** Said once, as the handler starts, so an operator sees it before the first enquiry is lost. */
function announceStart(env: () => Env, { log, leadStore }: ReturnType<typeof handlerParts>): void {
  try {
    const startup = readCallSettings(env());
    if ("problem" in startup) logSettingsProblem(startup.problem.message, log);
    else if (startup.settings.webhookOff !== undefined) {
      logWebhookOff(startup.settings.webhookOff, log);
    }
    if ("settings" in startup && startup.settings.leadsDatabaseUrl !== undefined) {
      // Connected and migrated as the instance starts, not in the first call's count: a far
      // database's first connection can take longer than a count may.
      void leadStore(startup.settings)
        .then((store) => store.warmUp?.())
        .catch(noop);
    }
    const store = serverlessStoreProblem(env());
    if (store) logSettingsProblem(store, log);
  } catch {
    // Each call reads the settings again and answers for itself.
  }
}

/** The settings of this call, or why the contact call cannot run with them. */
function readCallSettings(env: Env): { settings: Settings } | { problem: SettingsError } {
  try {
    const settings = readSettings(env);
    const recaptcha = recaptchaSetupProblem(settings);
    if (recaptcha) return { problem: new SettingsError("RECAPTCHA_TEST_KEYS", recaptcha) };
    return { settings };
  } catch (error) {
    if (error instanceof SettingsError) return { problem: error };
    throw error;
  }
}

/** The steps of an enquiry, in order; a step that ends the call returns its `Answer`. */
async function processRequest(
  request: HandlerRequest,
  headers: Headers,
  call: Call,
): Promise<Answer> {
  const body = await readBody(request);
  if (body instanceof Answer) return body;
  const origin = headers.get("origin");
  if (origin !== undefined && !isAllowedOrigin(origin, headers, call.settings)) {
    return fail(403, "forbidden_origin", [CONTACT_MESSAGES.originNotAllowed]);
  }
  const address = clientAddressFor(
    headers.get("x-forwarded-for"),
    typeof request.remoteAddress === "string" ? request.remoteAddress : undefined,
    call.settings.trustedProxyHops,
  );
  const limited = await limitCaller(call, rateLimitKey(address));
  if (limited) return limited;
  const enquiry = validateEnquiry(call, body);
  if (enquiry instanceof Answer) return enquiry;
  const verified = await verifyEnquirer(call, enquiry.submission, address);
  if (verified instanceof Answer) return verified;
  const stored = await storeLead(call, enquiry, address, verified.unverified);
  if (stored instanceof Answer) return stored;
  const delivery = await deliverLead(call, stored.store, stored.id);
  return answerDelivered(call, delivery, { ...stored, ...verified });
}

type Headers = Map<string, string>;

// Lists that repeated header lines add to rather than replace.
const LIST_HEADERS: ReadonlySet<string> = new Set(["x-forwarded-for"]);

// Node lower-cases header names, but a caller of the handler may not; arrays keep their first,
// except list headers, whose lines are joined in order (as Node itself does).
function normaliseHeaders(raw: HandlerRequest["headers"]): Headers {
  const headers: Headers = new Map();
  if (typeof raw !== "object" || raw === null) return headers;
  for (const [rawName, value] of Object.entries(raw)) {
    const name = rawName.toLowerCase();
    const values = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === "string",
    );
    if (values.length === 0) continue;
    headers.set(name, LIST_HEADERS.has(name) ? values.join(", ") : values[0]);
  }
  return headers;
}

type JsonObject = Record<string, unknown>;

/**
 * The method and the body's headers, before any byte of the body (the rule the edge and the own
 * server apply). A form-encoded POST is a browser that did not run the form's scripts: it is sent
 * (303) to a page that says the form needs them, and nothing it sent is read.
 */
function refuseByHead(request: HandlerRequest, headers: Headers): Answer | undefined {
  const m = CONTACT_MESSAGES;
  const refusal = requestRefusal({
    method: typeof request.method === "string" ? request.method : undefined,
    contentType: headers.get("content-type"),
    contentLength: headers.get("content-length"),
    contentEncoding: headers.get("content-encoding"),
    transferEncoding: headers.get("transfer-encoding"),
  });
  if (refusal) {
    return fail(refusal.status, refusal.outcome, [refusal.message], {
      headers: refusal.headers,
    });
  }
  const kind = bodyKind(headers.get("content-type"));
  if (kind === "form") {
    return fail(303, "form_without_scripts", [m.formNeedsScripts], {
      headers: { Location: FORM_NEEDS_SCRIPTS_PATH },
    });
  }
  if (kind !== "json") return fail(415, "unsupported_media_type", [m.unsupportedContentType]);
  return undefined;
}

/** Read: the body (at most MAX_BODY_BYTES, strict UTF-8 JSON), an object. */
async function readBody(request: HandlerRequest): Promise<JsonObject | Answer> {
  const m = CONTACT_MESSAGES;
  let body = request.body;
  if (body === undefined && request.readBody !== undefined) {
    const read = await request.readBody(MAX_BODY_BYTES);
    if (read === "too_large") return fail(413, "too_large", [m.tooLarge]);
    const parsed = parseJsonBody(read);
    if (parsed === undefined) return fail(400, "bad_request", [m.submissionInvalid]);
    body = parsed.value;
  } else if (bodyTooLarge(body)) {
    return fail(413, "too_large", [m.tooLarge]);
  }
  // Text that is not JSON comes through as a string.
  return isJsonObject(body) ? body : fail(400, "bad_request", [m.submissionInvalid]);
}

/** Size of a body the caller parsed already, serialised (the headers were checked before). */
function bodyTooLarge(body: unknown): boolean {
  if (body === undefined) return false;
  try {
    const serialised = typeof body === "string" ? body : JSON.stringify(body);
    return serialised !== undefined && Buffer.byteLength(serialised, "utf8") > MAX_BODY_BYTES;
  } catch {
    // Not serialisable (cycles, BigInt): not a JSON object either; the shape check answers it.
    return false;
  }
}

function isJsonObject(body: unknown): body is JsonObject {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}

function hostOf(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * SITE_URL's origin and the ALLOWED_ORIGINS list. On loopback (`npm start`, tests) also the
 * page's own host as the request names it, so http://127.0.0.1:PORT works; on a public site
 * the Host header is the caller's to choose and proves nothing. X-Forwarded-Host never counts.
 */
function isAllowedOrigin(origin: string, headers: Headers, settings: Settings): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.origin === new URL(settings.siteUrl).origin) return true;
  if (settings.allowedOrigins.includes(url.origin)) return true;
  if (!isLoopbackUrl(settings.siteUrl)) return false;
  const host = headers.get("host");
  return host !== undefined && host !== "" && hostOf(url.protocol, host) === url.host;
}

/** Limit: the per-instance count, then, with PostgreSQL, every instance's count decides. */
async function limitCaller(call: Call, clientKey: string): Promise<Answer | undefined> {
  const { settings, now, leadStore } = call;
  let decision = call.rateLimiter.check(clientKey, settings.rateLimitPerMinute, now());
  if (decision.allowed && settings.leadsDatabaseUrl !== undefined) {
    const at = now();
    const shared = await call.sharedLimit.check(async (connected) => {
      const store = await leadStore(settings);
      if (store.countContactCall === undefined) throw new Error("no shared count");
      return store.countContactCall(clientKey, settings.rateLimitPerMinute, at, {
        onConnected: connected,
      });
    }, at);
    if (shared !== undefined) decision = shared;
  }
  if (decision.allowed) return undefined;
  return fail(429, "rate_limited", [CONTACT_MESSAGES.rateLimited], {
    headers: { "Retry-After": String(decision.retryAfterSeconds) },
  });
}

/** An enquiry that passed validation, with the form's key for it when it sent one. */
type Enquiry = { submission: ContactSubmission; key: string | undefined };

/** Validate: the honeypot, the shared schema, the enquiry's key, a reCAPTCHA token. */
function validateEnquiry({ settings }: Call, body: JsonObject): Enquiry | Answer {
  const m = CONTACT_MESSAGES;
  // Answer bots as if it worked, so they learn nothing.
  if (isHoneypotFilled(body)) return new Answer(200, { ok: true }, "spam");
  const validation = validateContactSubmission(body, { phoneRequired: settings.phoneRequired });
  if (!validation.ok) {
    const { messages: errors, fieldErrors } = validation;
    return new Answer(400, { errors, fieldErrors }, "invalid");
  }
  const submission = validation.value;
  // Not one of the form's fields: the key of this enquiry, the same on every resend of it.
  const key = Object.prototype.hasOwnProperty.call(body, IDEMPOTENCY_FIELD)
    ? body[IDEMPOTENCY_FIELD]
    : undefined;
  if (key !== undefined && !isIdempotencyKey(key)) {
    return fail(400, "bad_request", [m.submissionInvalid], { detail: "idempotency_key" });
  }
  const token = submission[RECAPTCHA_FIELD];
  if (token.trim() === "") return fail(400, "missing_token", [m.humanVerification]);
  return { submission, key };
}

function isHoneypotFilled(body: JsonObject): boolean {
  if (!Object.prototype.hasOwnProperty.call(body, HONEYPOT_FIELD)) return false;
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return !(typeof value === "string" && value.trim() === "");
}

/**
 * Verify: a token the service refuses, or one for another site, is refused. When reCAPTCHA
 * cannot be reached or answers badly the lead is still kept, `unverified` (why): sales get it
 * with "[unverified]" in the subject and the enquirer gets no acknowledgement (the 202 body says
 * so, so the page does not promise one). The rate limit above still applies.
 */
async function verifyEnquirer(
  { settings, verifyTimeoutMs, fetch }: Call,
  submission: ContactSubmission,
  address: string | null,
): Promise<{ unverified: string | undefined } | Answer> {
  const verification = await verifyRecaptchaToken({
    token: submission[RECAPTCHA_FIELD],
    secret: settings.recaptchaSecretKey,
    verifyUrl: settings.recaptchaVerifyUrl,
    // Only a real address: anything else would just be noise to the verifier.
    remoteIp: address !== null && isIP(address) !== 0 ? address : undefined,
    timeoutMs: verifyTimeoutMs,
    fetchImpl: fetch,
  });
  if (verification.kind === "rejected") {
    return fail(403, "verification_failed", [CONTACT_MESSAGES.verificationFailed], {
      detail: verification.errorCodes.join(",").slice(0, 200) || undefined,
    });
  }
  // Google's test secret answers for any host ("testkey.google.com"), so it cannot be checked.
  if (
    verification.kind === "verified" &&
    settings.recaptchaSecretKey !== RECAPTCHA_TEST_SECRET &&
    !hostnameMatches(verification.hostname, settings.siteUrl)
  ) {
    return fail(403, "hostname_mismatch", [CONTACT_MESSAGES.verificationFailed]);
  }
  return { unverified: verification.kind === "unavailable" ? verification.reason : undefined };
}

function hostnameMatches(hostname: string | undefined, siteUrl: string): boolean {
  return (
    hostname !== undefined && hostname.toLowerCase() === new URL(siteUrl).hostname.toLowerCase()
  );
}

/** Store the lead, before any mail or webhook; a resend of an enquiry stored already ends here. */
async function storeLead(
  { settings, leadStore }: Call,
  { submission, key }: Enquiry,
  address: string | null,
  unverified: string | undefined,
): Promise<{ store: LeadStore; leadFile: string; id: string } | Answer> {
  const m = CONTACT_MESSAGES;
  const verified = unverified === undefined ? "verified" : "unverified";
  const record = createLeadRecord(submission, address, new Date(), verified);
  // The form's key bound to the fields sent: a corrected resend is an enquiry of its own.
  if (key !== undefined) record.idempotencyKey = storedIdempotencyKey(key, record.submission);
  // Also while a wrong setting has the webhook off: posted by `leads retry` once it is fixed.
  if (settings.webhook !== undefined || settings.webhookOff !== undefined) {
    record.webhook = { ...NEW_WEBHOOK_STATE };
  }
  try {
    const store = await leadStore(settings);
    const inserted = await store.insert(record);
    // A resend: mailed by the first attempt (or `leads retry`), never twice, answered alike.
    if (!inserted.stored) return duplicateAnswer(inserted.existing, settings);
    return { store, leadFile: inserted.location, id: record.id };
  } catch (error) {
    // Text no store can keep is the input's fault, never an outage to retry.
    if (isLeadRejected(error)) {
      return fail(400, "invalid", [m.submissionInvalid], { detail: error.code });
    }
    // Nothing was stored (an insert is all or nothing): the visitor can send again.
    const code = isLeadStoreUnavailable(error) ? error.code : errorCode(error);
    return fail(503, "store_failed", [m.storageUnavailable], { detail: code });
  }
}

/**
 * The answer to a resend of a stored enquiry (the same key and the same fields): always the same,
 * whatever became of the first lead (mailed, pending, unverified, erased), so it tells a caller
 * nothing about it. Only the settings shape it: with acknowledgements off it says none will come.
 * The log line, for the operator, names the lead and its state.
 */
function duplicateAnswer(existing: LeadRecord | undefined, settings: Settings): Answer {
  return new Answer(200, acceptedBody(false, settings, true), "duplicate", {
    id: existing?.id,
    detail: existing?.status ?? "erased",
  });
}

/** The mail's outcome as the answer stopped waiting (undefined: none yet); the webhook's word. */
interface Delivery {
  mail?: { result: DeliveryResult } | { error: unknown };
  /** Why no mail started: a malformed SMTP_URL. */
  transportProblem?: string;
  webhook: string | undefined;
}

/**
 * Deliver: the lead's mail and its webhook start at once, each under its own claim, and the
 * answer waits for both at most `mailWaitMs`. One not started by then is left pending for
 * `leads retry`; one under way finishes after the answer, within its own timeouts.
 */
async function deliverLead(call: Call, store: LeadStore, id: string): Promise<Delivery> {
  const settings = call.settings;
  const target: WebhookTarget | undefined =
    settings.webhook === undefined ? undefined : { ...settings.webhook, siteUrl: settings.siteUrl };
  let transport: MailTransport | undefined;
  let transportProblem: string | undefined;
  if (settings.smtpUrl !== undefined) {
    try {
      transport = call.createTransport(settings.smtpUrl);
    } catch (error) {
      // A setup problem; the lead is safe in the store.
      transportProblem = errorCode(error);
    }
  }
  const stopWaiting = new AbortController();
  const settled: { mail?: Delivery["mail"]; webhook?: WebhookSettled } = {};
  const mail = transport
    ? deliverStoredLead(store, id, settings, transport, { signal: stopWaiting.signal })
        .finally(() => transport.close())
        .then(
          (result) => (settled.mail = { result }),
          (error: unknown) => (settled.mail = { error }),
        )
    : undefined;
  const webhook = target
    ? deliverStoredWebhook(store, id, target, {
        signal: stopWaiting.signal,
        fetch: call.fetch,
        timeoutMs: call.webhookTimeoutMs,
      }).then(
        (result) => (settled.webhook = result),
        (error: unknown) => (settled.webhook = { error }),
      )
    : undefined;
  const both = Promise.all([mail, webhook]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), call.mailWaitMs);
  });
  try {
    if ((await Promise.race([both, waited])) === "late") {
      stopWaiting.abort();
      call.background(both);
    }
  } finally {
    clearTimeout(timer);
  }
  const webhookNote =
    target !== undefined
      ? describeWebhookOutcome(settled.webhook)
      : settings.webhookOff && `off:${settings.webhookOff.code}`;
  return { mail: settled.mail, transportProblem, webhook: webhookNote };
}

type WebhookSettled = WebhookDeliveryResult | { error: unknown };

/** The log's word for what the webhook did in this call: "delivered", "retry:HTTP_503"... */
function describeWebhookOutcome(settled: WebhookSettled | undefined): string {
  // Still under way when the answer went: it finishes (and is recorded) after it.
  if (settled === undefined) return "later";
  if ("error" in settled) return `error:${errorCode(settled.error)}`;
  const code = "code" in settled ? `:${settled.code}` : "";
  return `${settled.outcome}${code}${settled.recordError ? `:unrecorded_${settled.recordError}` : ""}`;
}

/**
 * Answer a stored lead: a success whatever its mail did (`queued` when it has not gone yet). It
 * speaks of the mail only; what the webhook did is the log line's.
 */
function answerDelivered(
  { settings }: Call,
  delivery: Delivery,
  { id, leadFile, unverified }: { id: string; leadFile: string; unverified: string | undefined },
): Answer {
  const { mail: mailed, transportProblem, webhook } = delivery;
  // Accepted, not confirmed: the browser says "received", and no acknowledgement is mailed.
  const okStatus = unverified === undefined ? 200 : 202;
  const accepted = (queued: boolean) => acceptedBody(queued, settings, unverified === undefined);
  const stored = (queued: boolean, outcome: Outcome, detail: string | undefined) => {
    const extra = { id, leadFile, detail, unverified, webhook };
    return new Answer(queued ? 202 : okStatus, accepted(queued), outcome, extra);
  };
  if (settings.smtpUrl === undefined) return stored(false, "stored", "smtp_not_configured");
  if (transportProblem !== undefined) return stored(true, "queued", transportProblem);
  if (mailed === undefined) return stored(true, "queued", "mail_later");
  if ("error" in mailed) {
    // The store went away while the lead was being mailed: it is stored, so this is still a
    // success for the visitor, never a 503 that would make them send it twice.
    const error = mailed.error;
    return stored(true, "queued", isLeadStoreUnavailable(error) ? error.code : errorCode(error));
  }
  const result = mailed.result;
  if (result.outcome === "sent" || result.outcome === "already_sent") {
    const detail = result.outcome === "sent" ? `ack_${result.acknowledgement}` : undefined;
    return new Answer(okStatus, accepted(false), "sent", { id, detail, unverified, webhook });
  }
  return stored(true, "queued", result.outcome === "failed" ? result.errorCode : result.outcome);
}

/**
 * The success body: `queued` when the mail has not gone yet, `acknowledgement: false` when no
 * acknowledgement mail will reach the enquirer (now or after a retry): the lead is unverified or
 * acknowledgements are off.
 */
function acceptedBody(queued: boolean, settings: Settings, verified: boolean): HandlerBody {
  return {
    ok: true,
    ...(queued ? { queued: true as const } : {}),
    ...(settings.leadsAck && verified ? {} : { acknowledgement: false as const }),
  };
}

function errorCode(error: unknown): string {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
  }
  return error instanceof Error ? error.name : "UNKNOWN";
}
