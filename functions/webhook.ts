/**
 * The lead webhook (LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET): one signed JSON POST per stored lead
 * to the sales team's own tools (a Zapier or Make catch hook, an n8n webhook, a CRM's endpoint).
 * docs/operations.md ("Lead webhook") documents the payload and the receiver's check of the signature.
 *
 * - The body is the payload below, schema version WEBHOOK_SCHEMA_VERSION.
 * - `Northbridge-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the
 *   secret>`, as payment providers sign theirs: the receiver checks the origin and refuses a
 *   replay older than five minutes.
 * - `Idempotency-Key: <lead id>`: delivery is at least once (an answer lost on the way means the
 *   lead is posted again), so a receiver keeps the first of each id.
 * - Credentials in the URL (https://user:password@host/...) are sent as HTTP Basic
 *   authentication, never as part of the address; the URL is logged as its origin only, as the
 *   path of a catch hook is itself its secret.
 */
import { createHmac } from "node:crypto";
import { industryLabel, solutionLabel } from "../src/lib/contact/schema";
import { isUnverified, type LeadRecord } from "./outbox";
import { readTextUpTo } from "./recaptcha";
import type { WebhookAttempt } from "./webhook-state";

export const WEBHOOK_SCHEMA_VERSION = 1;
export const SIGNATURE_HEADER = "Northbridge-Signature";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** A receiver that has not answered by then is hanging: the attempt counts as failed. */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a refusing receiver's answer is kept as the lead's last error. */
const ERROR_BODY_CHARACTERS = 200;

export interface WebhookTarget {
  url: string;
  secret: string;
  /** The site's address (SITE_URL), sent with every lead. */
  siteUrl: string;
}

/** What the receiver gets: every field of the enquiry under the contact form's own names. */
export interface WebhookPayload {
  schemaVersion: typeof WEBHOOK_SCHEMA_VERSION;
  /** The lead's reference, also the Idempotency-Key header. */
  id: string;
  receivedAt: string;
  siteUrl: string;
  /** False when the human check could not be done (the service was down): treat with care. */
  verified: boolean;
  fields: {
    fullName: string;
    businessEmail: string;
    /** "" when not given. */
    phone: string;
    jobTitle: string;
    industry: string;
    solutionType: string[];
    selectedPlan: string | null;
    message: string;
    /** Path of the page the form was sent from. */
    sourcePage: string | null;
  };
  /** The words the form showed for the coded fields. */
  labels: { industry: string; solutionType: string[] };
  /** Question number -> answer, from the assessment. */
  assessmentAnswers: Record<string, string>;
  /** Campaign tags, referrer and landing page, only sent with the visitor's analytics consent. */
  attribution: Record<string, string> | null;
}

export function webhookPayload(record: LeadRecord, siteUrl: string): WebhookPayload {
  const s = record.submission;
  return {
    schemaVersion: WEBHOOK_SCHEMA_VERSION,
    id: record.id,
    receivedAt: record.receivedAt,
    siteUrl,
    verified: !isUnverified(record),
    fields: {
      fullName: s.fullName,
      businessEmail: s.businessEmail,
      phone: s.phone,
      jobTitle: s.jobTitle,
      industry: s.industry,
      solutionType: [...s.solutionType],
      selectedPlan: s.selectedPlan ?? null,
      message: s.message,
      sourcePage: s.sourcePage ?? null,
    },
    labels: {
      industry: industryLabel(s.industry),
      solutionType: s.solutionType.map(solutionLabel),
    },
    assessmentAnswers: { ...s.assessmentResults },
    attribution: s.attribution === undefined ? null : { ...s.attribution },
  };
}

/** The signature header's value for `body` sent at `unixSeconds`. */
export function webhookSignature(body: string, secret: string, unixSeconds: number): string {
  const digest = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${digest}`;
}

/** "https://hooks.example.com": what logs and the CLI may say of the URL. */
export function describeWebhookUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "LEADS_WEBHOOK_URL";
  }
}

/** The address to POST to (without credentials) and the Basic authentication they make. */
function requestTarget(url: string): { address: string; authorization?: string } {
  const parsed = new URL(url);
  if (parsed.username === "" && parsed.password === "") return { address: url };
  const user = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  parsed.username = "";
  parsed.password = "";
  const token = Buffer.from(`${user}:${password}`, "utf8").toString("base64");
  return { address: parsed.toString(), authorization: `Basic ${token}` };
}

/** Retry-After in milliseconds (seconds or an HTTP date), or undefined. */
function retryAfterMs(value: string | null, now: Date): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

/** A network failure's own code (ECONNREFUSED, ENOTFOUND...), else a generic one. */
function networkErrorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = cause?.code;
  return typeof code === "string" && /^[A-Z0-9_]{2,40}$/.test(code) ? code : "NETWORK_ERROR";
}

export interface PostWebhookOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The signature's time. */
  now?: Date;
}

/** POSTs the lead to the receiver once and says what came of it; never throws. */
export async function postWebhook(
  record: LeadRecord,
  target: WebhookTarget,
  options: PostWebhookOptions = {},
): Promise<WebhookAttempt> {
  const now = options.now ?? new Date();
  const body = JSON.stringify(webhookPayload(record, target.siteUrl));
  let address: string;
  let authorization: string | undefined;
  try {
    ({ address, authorization } = requestTarget(target.url));
  } catch {
    return { outcome: "refused", code: "BAD_URL", error: "LEADS_WEBHOOK_URL cannot be read" };
  }
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(),
    options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
  );
  try {
    const response = await (options.fetch ?? fetch)(address, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": `northbridge-leads-webhook/${WEBHOOK_SCHEMA_VERSION}`,
        [IDEMPOTENCY_HEADER]: record.id,
        [SIGNATURE_HEADER]: webhookSignature(body, target.secret, Math.floor(now.getTime() / 1000)),
        ...(authorization === undefined ? {} : { Authorization: authorization }),
      },
      body,
      // A redirect would repost the lead wherever it points (or drop it as a GET): refused.
      redirect: "manual",
      signal: controller.signal,
    });
    const status = response.status;
    if (status >= 200 && status < 300) {
      await response.body?.cancel().catch(() => undefined);
      return { outcome: "delivered", status };
    }
    const text = await readTextUpTo(response, 4096).catch(() => undefined);
    const said = (text ?? "").replace(/\s+/g, " ").trim().slice(0, ERROR_BODY_CHARACTERS);
    const error = `HTTP ${status}${said === "" ? "" : `: ${said}`}`;
    const code = `HTTP_${status}`;
    if (status === 408 || status === 429 || status >= 500) {
      return {
        outcome: "retry",
        code,
        error,
        retryAfterMs: retryAfterMs(response.headers.get("retry-after"), now),
      };
    }
    return { outcome: "refused", code, error };
  } catch (error) {
    if (controller.signal.aborted) {
      return { outcome: "retry", code: "TIMEOUT", error: "the receiver did not answer in time" };
    }
    const code = networkErrorCode(error);
    return { outcome: "retry", code, error: `the receiver could not be reached (${code})` };
  } finally {
    clearTimeout(timer);
  }
}
