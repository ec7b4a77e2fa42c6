/**
 * POST /api/send-email, independent of Gatsby: the Gatsby Function (src/api/send-email.ts) maps
 * its request onto `HandlerRequest` and writes back the `HandlerResponse`.
 *
 * Order of work: method, content type, size, body shape, origin, rate limit, honeypot, shared
 * schema, verification token, reCAPTCHA, outbox (written BEFORE any mail), lead mail, mark sent,
 * acknowledgement. Never throws; bad input never gets a 5xx.
 */
import {
  CONTACT_MESSAGES,
  HONEYPOT_FIELD,
  RECAPTCHA_FIELD,
  validateContactSubmission,
} from "../src/lib/contact/schema";
import { deliverLead } from "./delivery";
import { logCall, stdoutWriter, type LogWriter, type Outcome } from "./log";
import {
  createSmtpTransport,
  DEFAULT_SMTP_TIMEOUT_MS,
  type MailTransport,
  type MailTransportFactory,
} from "./mailer";
import { createLeadRecord, isErrnoCode, writeLead } from "./outbox";
import { createRateLimiter, type RateLimiter } from "./rate-limit";
import { DEFAULT_VERIFY_TIMEOUT_MS, verifyRecaptchaToken } from "./recaptcha";
import {
  RECAPTCHA_TEST_SECRET,
  readSettings,
  runtimeEnv,
  type Env,
  type Settings,
} from "./settings";

export const MAX_BODY_BYTES = 32 * 1024;

export interface HandlerRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  remoteAddress: string | undefined;
}

/**
 * A failure always carries `errors` (messages in form order); a rejected submission also
 * carries `fieldErrors` (form field name -> message) so the form can put each under its field.
 */
export type HandlerBody =
  | { ok: true }
  | { ok: true; queued: true }
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
}

const BASE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

class Answer {
  constructor(
    readonly status: number,
    readonly body: HandlerBody,
    readonly outcome: Outcome,
    readonly extra: {
      headers?: Record<string, string>;
      id?: string;
      leadFile?: string;
      detail?: string;
    } = {},
  ) {}
}

const fail = (
  status: number,
  outcome: Outcome,
  errors: string[],
  extra?: Answer["extra"],
): Answer => new Answer(status, { errors }, outcome, extra);

type Headers = Map<string, string>;

// Node lower-cases header names, but a caller of the handler may not; arrays keep their first.
function normaliseHeaders(raw: HandlerRequest["headers"]): Headers {
  const headers: Headers = new Map();
  if (typeof raw !== "object" || raw === null) return headers;
  for (const [name, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") headers.set(name.toLowerCase(), first);
  }
  return headers;
}

function isJsonContentType(value: string | undefined): boolean {
  if (value === undefined) return false;
  return value.split(";")[0].trim().toLowerCase() === "application/json";
}

/** Size of the body as received: Content-Length when given, else the body serialised. */
function bodyTooLarge(headers: Headers, body: unknown): boolean {
  const declared = headers.get("content-length");
  if (declared !== undefined && /^\s*\d+\s*$/.test(declared) && Number(declared) > MAX_BODY_BYTES) {
    return true;
  }
  if (body === undefined) return false;
  try {
    const serialised = typeof body === "string" ? body : JSON.stringify(body);
    return serialised !== undefined && Buffer.byteLength(serialised, "utf8") > MAX_BODY_BYTES;
  } catch {
    // Not serialisable (cycles, BigInt): not a JSON object either; the shape check answers it.
    return false;
  }
}

function isJsonObject(body: unknown): body is Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}

function hostOf(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The page's own host (as the request names it) or SITE_URL's origin; nothing else. */
function isAllowedOrigin(origin: string, headers: Headers, settings: Settings): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.origin === new URL(settings.siteUrl).origin) return true;
  const hosts = [headers.get("host")];
  if (settings.trustProxy) hosts.push(headers.get("x-forwarded-host")?.split(",")[0].trim());
  return hosts.some(
    (host) => host !== undefined && host !== "" && hostOf(url.protocol, host) === url.host,
  );
}

function clientAddress(
  request: HandlerRequest,
  headers: Headers,
  settings: Settings,
): string | null {
  let address = typeof request.remoteAddress === "string" ? request.remoteAddress : undefined;
  if (settings.trustProxy) {
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0].trim();
    if (forwarded) address = forwarded;
  }
  if (!address) return null;
  // "::ffff:127.0.0.1" and "127.0.0.1" are the same client.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").slice(0, 100);
}

function isHoneypotFilled(body: Record<string, unknown>): boolean {
  if (!Object.prototype.hasOwnProperty.call(body, HONEYPOT_FIELD)) return false;
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return !(typeof value === "string" && value.trim() === "");
}

function hostnameMatches(hostname: string | undefined, siteUrl: string): boolean {
  return (
    hostname !== undefined && hostname.toLowerCase() === new URL(siteUrl).hostname.toLowerCase()
  );
}

export function createSendEmailHandler(deps: Partial<SendEmailHandlerDeps> = {}): SendEmailHandler {
  const rateLimiter = deps.rateLimiter ?? createRateLimiter();
  const log = deps.log ?? stdoutWriter;
  const now = deps.now ?? Date.now;
  const createTransport =
    deps.createTransport ??
    ((url: string) => createSmtpTransport(url, deps.smtpTimeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS));

  async function processRequest(request: HandlerRequest, settings: Settings): Promise<Answer> {
    const m = CONTACT_MESSAGES;
    const method = typeof request.method === "string" ? request.method.toUpperCase() : "";
    if (method !== "POST") {
      return fail(405, "method_not_allowed", [m.methodNotAllowed], { headers: { Allow: "POST" } });
    }
    const headers = normaliseHeaders(request.headers);
    if (!isJsonContentType(headers.get("content-type"))) {
      return fail(415, "unsupported_media_type", [m.unsupportedContentType]);
    }
    if (bodyTooLarge(headers, request.body)) return fail(413, "too_large", [m.tooLarge]);
    // Gatsby hands over a string when it could not parse the body as an object.
    const body = request.body;
    if (!isJsonObject(body)) return fail(400, "bad_request", [m.submissionInvalid]);

    const origin = headers.get("origin");
    if (origin !== undefined && !isAllowedOrigin(origin, headers, settings)) {
      return fail(403, "forbidden_origin", [m.originNotAllowed]);
    }

    const address = clientAddress(request, headers, settings);
    const decision = rateLimiter.check(address ?? "unknown", settings.rateLimitPerMinute, now());
    if (!decision.allowed) {
      return fail(429, "rate_limited", [m.rateLimited], {
        headers: { "Retry-After": String(decision.retryAfterSeconds) },
      });
    }

    // Answer bots as if it worked, so they learn nothing.
    if (isHoneypotFilled(body)) return new Answer(200, { ok: true }, "spam");

    const validation = validateContactSubmission(body, { phoneRequired: settings.phoneRequired });
    if (!validation.ok) {
      return new Answer(
        400,
        { errors: validation.messages, fieldErrors: validation.fieldErrors },
        "invalid",
      );
    }
    const submission = validation.value;
    const token = submission[RECAPTCHA_FIELD];
    if (token.trim() === "") return fail(400, "missing_token", [m.humanVerification]);

    const verification = await verifyRecaptchaToken({
      token,
      secret: settings.recaptchaSecretKey,
      verifyUrl: settings.recaptchaVerifyUrl,
      remoteIp: address ?? undefined,
      timeoutMs: deps.verifyTimeoutMs ?? DEFAULT_VERIFY_TIMEOUT_MS,
      fetchImpl: deps.fetch,
    });
    if (verification.kind === "unavailable") {
      return fail(503, "verification_unavailable", [m.verificationUnavailable], {
        headers: { "Retry-After": "60" },
        detail: verification.reason,
      });
    }
    if (verification.kind === "rejected") {
      return fail(403, "verification_failed", [m.verificationFailed], {
        detail: verification.errorCodes.join(",").slice(0, 200) || undefined,
      });
    }
    // Google's test secret answers for any host ("testkey.google.com"), so it cannot be checked.
    if (
      settings.recaptchaSecretKey !== RECAPTCHA_TEST_SECRET &&
      !hostnameMatches(verification.hostname, settings.siteUrl)
    ) {
      return fail(403, "hostname_mismatch", [m.verificationFailed]);
    }

    const record = createLeadRecord(submission, address);
    let leadFile: string;
    try {
      leadFile = await writeLead(settings.leadsDir, record);
    } catch (error) {
      const code = isErrnoCode(error, "ENOSPC") ? "ENOSPC" : errorCode(error);
      return fail(503, "store_failed", [m.storageUnavailable], { detail: code });
    }
    const id = record.id;

    if (settings.smtpUrl === undefined) {
      return new Answer(200, { ok: true }, "stored", {
        id,
        leadFile,
        detail: "smtp_not_configured",
      });
    }

    let transport: MailTransport;
    try {
      transport = createTransport(settings.smtpUrl);
    } catch (error) {
      // A malformed SMTP_URL is a setup problem; the lead is safe in the outbox.
      return new Answer(202, { ok: true, queued: true }, "queued", {
        id,
        leadFile,
        detail: errorCode(error),
      });
    }
    try {
      const result = await deliverLead(id, settings, transport);
      if (result.outcome === "sent" || result.outcome === "already_sent") {
        return new Answer(200, { ok: true }, "sent", {
          id,
          detail: result.outcome === "sent" ? `ack_${result.acknowledgement}` : undefined,
        });
      }
      return new Answer(202, { ok: true, queued: true }, "queued", {
        id,
        leadFile,
        detail: result.outcome === "failed" ? result.errorCode : result.outcome,
      });
    } finally {
      transport.close();
    }
  }

  return async function handle(request: HandlerRequest): Promise<HandlerResponse> {
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await processRequest(request, readSettings(deps.env ?? runtimeEnv()));
    } catch (error) {
      // A bug, not the visitor's fault and not an outage: a plain message, never a stack trace.
      answer = fail(500, "error", [CONTACT_MESSAGES.failure], { detail: errorCode(error) });
    }
    logCall(
      {
        id: answer.extra.id,
        outcome: answer.outcome,
        status: answer.status,
        ms: performance.now() - started,
        leadFile: answer.extra.leadFile,
        detail: answer.extra.detail,
      },
      log,
    );
    return {
      status: answer.status,
      headers: { ...BASE_HEADERS, ...answer.extra.headers },
      body: answer.body,
    };
  };
}

function errorCode(error: unknown): string {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
  }
  return error instanceof Error ? error.name : "UNKNOWN";
}
