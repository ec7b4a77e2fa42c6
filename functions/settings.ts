/**
 * Settings of the contact call, read from the environment at call time (so a test or an
 * operator can change them without a restart). Every setting has a working default.
 */
import path from "node:path";
import siteJson from "../content/site.json";

/** Google's published reCAPTCHA v2 test secret (its site key is in the browser's loader). */
export const RECAPTCHA_TEST_SECRET = "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe";
export const RECAPTCHA_DEFAULT_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const DEFAULT_SITE_URL = "http://localhost:9000";
export const DEFAULT_LEADS_DIR = ".data/leads";
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10;

/** The part of content/site.json the contact call reads; checked against the file at compile time. */
interface SiteContactContent {
  brandName: string;
  emails: { leads: string; noreply: string };
  responseTime: string;
  contactForm: { phoneRequired: boolean };
}

const site: SiteContactContent = siteJson;

export interface Settings {
  /** Unset: leads are kept in the outbox only. */
  smtpUrl: string | undefined;
  leadsTo: string;
  leadsFrom: string;
  /** Absolute path of the outbox directory. */
  leadsDir: string;
  /** Send the acknowledgement mail to the enquirer. */
  leadsAck: boolean;
  recaptchaSecretKey: string;
  recaptchaVerifyUrl: string;
  /** Without a trailing slash. */
  siteUrl: string;
  rateLimitPerMinute: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  phoneRequired: boolean;
  brandName: string;
  responseTime: string;
}

export type Env = Record<string, string | undefined>;

// An empty variable counts as unset, so `SMTP_URL=` in a .env file means "no SMTP".
function read(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function readFlag(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const lower = value.toLowerCase();
  if (["1", "true", "yes", "on"].includes(lower)) return true;
  if (["0", "false", "no", "off"].includes(lower)) return false;
  return fallback;
}

function readPositiveInt(env: Env, name: string, fallback: number): number {
  const value = read(env, name);
  if (value === undefined || !/^\d+$/.test(value)) return fallback;
  const parsed = Number.parseInt(value, 10);
  return parsed > 0 ? parsed : fallback;
}

function readSiteUrl(env: Env): string {
  const value = read(env, "SITE_URL");
  if (value === undefined) return DEFAULT_SITE_URL;
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  } catch {
    // A mistyped SITE_URL must not take the contact call down; the default host still works.
    return DEFAULT_SITE_URL;
  }
}

/**
 * The live environment of the running process. Not written as `process.env`:
 * Gatsby compiles Functions with webpack's DefinePlugin, which replaces every
 * `process.env` expression with the variables of build time (or `{}`), so
 * settings given to `gatsby serve` would be ignored.
 */
export function runtimeEnv(): Env {
  return (globalThis as { process?: { env: Env } }).process?.env ?? {};
}

export function readSettings(env: Env = runtimeEnv()): Settings {
  return {
    smtpUrl: read(env, "SMTP_URL"),
    leadsTo: read(env, "LEADS_TO") ?? site.emails.leads,
    leadsFrom: read(env, "LEADS_FROM") ?? site.emails.noreply,
    leadsDir: path.resolve(read(env, "LEADS_DIR") ?? DEFAULT_LEADS_DIR),
    leadsAck: readFlag(env, "LEADS_ACK", true),
    recaptchaSecretKey: read(env, "RECAPTCHA_SECRET_KEY") ?? RECAPTCHA_TEST_SECRET,
    recaptchaVerifyUrl: read(env, "RECAPTCHA_VERIFY_URL") ?? RECAPTCHA_DEFAULT_VERIFY_URL,
    siteUrl: readSiteUrl(env),
    rateLimitPerMinute: readPositiveInt(
      env,
      "RATE_LIMIT_PER_MINUTE",
      DEFAULT_RATE_LIMIT_PER_MINUTE,
    ),
    trustProxy: readFlag(env, "TRUST_PROXY", false),
    phoneRequired: site.contactForm.phoneRequired,
    brandName: site.brandName,
    responseTime: site.responseTime,
  };
}
