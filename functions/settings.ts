/**
 * Settings of the contact call, read from the environment at call time (so a test or an
 * operator can change them without a restart). Every setting has a working default. A setting
 * that would leave the contact call unsafe or unable to work (a removed variable, a mistyped
 * URL, a nonsense number of proxies) stops it with a `SettingsError` naming the variable,
 * rather than being quietly replaced by a default. The lead webhook is the exception: it is
 * optional, so a wrong webhook setting turns the webhook off (`webhookOff` says why) and
 * leaves lead capture, mail, erasure and purge alone.
 */
import net from "node:net";
import path from "node:path";
import siteJson from "../content/site.json";
import { readLeadsDatabaseUrl } from "./lead-store";
import { LEAD_RETENTION_DAYS } from "./outbox";
import { serverlessHost, type ServerlessHost } from "./serverless";

/** Google's published reCAPTCHA v2 test secret (its site key is in the browser's loader). */
export const RECAPTCHA_TEST_SECRET = "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe";
export const RECAPTCHA_DEFAULT_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const DEFAULT_SITE_URL = "http://localhost:9000";
export const DEFAULT_LEADS_DIR = ".data/leads";
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10;
/** More proxies than this in front of one site is a typo, not a deployment. */
const MAX_TRUSTED_PROXY_HOPS = 10;
const MAX_RETENTION_DAYS = 36_500;

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
  /** Absolute path of the outbox directory (used when no database is set). */
  leadsDir: string;
  /** PostgreSQL lead store for serverless hosting; holds a password, so never logged. */
  leadsDatabaseUrl: string | undefined;
  /** Send the acknowledgement mail to the enquirer. */
  leadsAck: boolean;
  /** `leads purge` deletes mailed leads older than this many days. */
  leadRetentionDays: number;
  /**
   * The lead webhook (LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET), or undefined when unset. The URL
   * may hold credentials and the path of a catch hook is its secret: never logged whole.
   */
  webhook: { url: string; secret: string } | undefined;
  /** Why the webhook is off although LEADS_WEBHOOK_URL is set; undefined otherwise. */
  webhookOff: WebhookOff | undefined;
  recaptchaSecretKey: string;
  recaptchaVerifyUrl: string;
  /**
   * Google's published test keys accepted on purpose where they otherwise are not: under
   * NODE_ENV=production (a local `npm run serve`) or on a site that is not on loopback.
   */
  allowTestRecaptcha: boolean;
  /** Without a trailing slash. */
  siteUrl: string;
  /** SITE_URL was given, rather than defaulted to loopback. */
  siteUrlSet: boolean;
  /** The serverless host this runs on (a Netlify Function), or undefined on our own server. */
  serverless: ServerlessHost | undefined;
  /** NODE_ENV=production, which the own server sets when it is not given. */
  production: boolean;
  /** Origins allowed to call besides SITE_URL's (no trailing slash). */
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  /** Proxies we run in front of the server, each appending to X-Forwarded-For (0: none). */
  trustedProxyHops: number;
  phoneRequired: boolean;
  brandName: string;
  responseTime: string;
}

export type Env = Record<string, string | undefined>;

/** A webhook setting that cannot be used: the webhook is off, the rest goes on. */
export interface WebhookOff {
  setting: "LEADS_WEBHOOK_URL" | "LEADS_WEBHOOK_SECRET";
  /** Short and log-safe, e.g. "LEADS_WEBHOOK_SECRET_INVALID". */
  code: string;
  /** Names the setting and what is wrong with it, never its value. */
  message: string;
}

/** A setting the contact call cannot run with. The message names the variable and the fix. */
export class SettingsError extends Error {
  constructor(
    /** Short and log-safe, e.g. "SMTP_URL_INVALID". */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "SettingsError";
  }
}

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
  const url = parseHttpUrl(value);
  if (!url) {
    // Falling back to the loopback default would switch on what is allowed on loopback only.
    throw new SettingsError(
      "SITE_URL_INVALID",
      "SITE_URL must be the site's absolute http(s) address, e.g. https://www.example.co.uk.",
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

function readAllowedOrigins(env: Env): string[] {
  const value = read(env, "ALLOWED_ORIGINS");
  if (value === undefined) return [];
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const url = parseHttpUrl(entry);
      if (!url) {
        throw new SettingsError(
          "ALLOWED_ORIGINS_INVALID",
          `ALLOWED_ORIGINS is a comma-separated list of origins such as https://www.example.co.uk; ${JSON.stringify(entry.slice(0, 100))} is not one.`,
        );
      }
      return url.origin;
    });
}

export function readTrustedProxyHops(env: Env, host: ServerlessHost | undefined): number {
  if (read(env, "TRUST_PROXY") !== undefined) {
    throw new SettingsError(
      "TRUST_PROXY_REMOVED",
      "TRUST_PROXY is no longer read: it trusted the X-Forwarded-For entry the client writes. " +
        "Remove it and set TRUSTED_PROXY_HOPS to the number of proxies in front of the server " +
        "(1 behind one proxy or CDN, e.g. Netlify; 0 when clients connect directly).",
    );
  }
  const value = read(env, "TRUSTED_PROXY_HOPS");
  if (value === undefined) {
    if (host === undefined) return 0;
    // A function has no client socket: without the proxy's entry every visitor would be one.
    if (host.proxyHops !== undefined) return host.proxyHops;
    throw new SettingsError(
      "TRUSTED_PROXY_HOPS_REQUIRED",
      `TRUSTED_PROXY_HOPS is not set on serverless hosting (${host.name}: ${host.variable} is ` +
        "set), where every caller reaches the function through the host's proxies: set it to " +
        "the number of proxies that append to X-Forwarded-For in front of the function, or " +
        "every visitor would share one rate limit.",
    );
  }
  const hops = /^\d+$/.test(value) ? Number.parseInt(value, 10) : Number.NaN;
  if (!(hops <= MAX_TRUSTED_PROXY_HOPS)) {
    throw new SettingsError(
      "TRUSTED_PROXY_HOPS_INVALID",
      `TRUSTED_PROXY_HOPS must be a whole number from 0 to ${MAX_TRUSTED_PROXY_HOPS}: the number of proxies in front of the server.`,
    );
  }
  if (hops === 0 && host !== undefined) {
    throw new SettingsError(
      "TRUSTED_PROXY_HOPS_INVALID",
      `TRUSTED_PROXY_HOPS=0 on serverless hosting (${host.name}: ${host.variable} is set) would ` +
        "count every visitor as one client, as a function has no client socket: set it to the " +
        `number of proxies in front of the function${host.proxyHops === undefined ? "" : ` (${host.proxyHops} on ${host.name})`}.`,
    );
  }
  return hops;
}

function readSmtpUrl(env: Env): string | undefined {
  const value = read(env, "SMTP_URL");
  if (value === undefined) return undefined;
  let valid = false;
  try {
    const url = new URL(value);
    valid = (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    valid = false;
  }
  if (!valid) {
    // Never the value itself: it usually holds the mail account's password.
    throw new SettingsError(
      "SMTP_URL_INVALID",
      "SMTP_URL is not a valid smtp:// or smtps:// URL (form: smtp://user:password@host:587; " +
        "percent-encode special characters in the user name and password).",
    );
  }
  return value;
}

function readLeadsDatabaseUrlSetting(env: Env): string | undefined {
  const value = readLeadsDatabaseUrl(env);
  if (value === undefined) return undefined;
  let valid = false;
  try {
    const url = new URL(value);
    valid = url.protocol === "postgres:" || url.protocol === "postgresql:";
  } catch {
    valid = false;
  }
  if (!valid) {
    // Falling back to the outbox would keep leads on a disk that serverless hosting throws away.
    throw new SettingsError(
      "LEADS_DATABASE_URL_INVALID",
      "LEADS_DATABASE_URL is not a valid postgres:// or postgresql:// URL (form: " +
        "postgresql://user:password@host:5432/database; percent-encode special characters).",
    );
  }
  return value;
}

/** Shorter secrets are too easy to guess for a signature anyone may try to forge. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

const WEBHOOK_URL_FORM =
  "it must be an https:// address (http:// only on loopback, for tests), e.g. the catch " +
  "hook's URL from Zapier, Make or n8n";

/** The webhook, or why it is off; neither when LEADS_WEBHOOK_URL is unset. */
function readWebhook(env: Env): Pick<Settings, "webhook" | "webhookOff"> {
  const url = read(env, "LEADS_WEBHOOK_URL");
  if (url === undefined) return { webhook: undefined, webhookOff: undefined };
  const off = (setting: WebhookOff["setting"], message: string) => ({
    webhook: undefined,
    webhookOff: { setting, code: `${setting}_INVALID`, message },
  });
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  // Never the value: the URL (its path, or a password in it) is the receiver's secret.
  if (parsed === undefined) {
    return off(
      "LEADS_WEBHOOK_URL",
      `LEADS_WEBHOOK_URL cannot be read as an address: ${WEBHOOK_URL_FORM}.`,
    );
  }
  if (parsed.protocol === "http:" && !isLoopbackUrl(url)) {
    return off(
      "LEADS_WEBHOOK_URL",
      `LEADS_WEBHOOK_URL is an http:// address off loopback, which would send leads unencrypted: ${WEBHOOK_URL_FORM}.`,
    );
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    return off(
      "LEADS_WEBHOOK_URL",
      `LEADS_WEBHOOK_URL is not an http(s) address (${parsed.protocol}): ${WEBHOOK_URL_FORM}.`,
    );
  }
  const secret = read(env, "LEADS_WEBHOOK_SECRET");
  const secretForm =
    `at least ${MIN_WEBHOOK_SECRET_LENGTH} characters, shared with the receiver only ` +
    "(e.g. the output of `openssl rand -hex 32`), as every lead is signed with it";
  if (secret === undefined) {
    return off(
      "LEADS_WEBHOOK_SECRET",
      `LEADS_WEBHOOK_SECRET is not set, and LEADS_WEBHOOK_URL is: it must be ${secretForm}.`,
    );
  }
  if (secret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    return off(
      "LEADS_WEBHOOK_SECRET",
      `LEADS_WEBHOOK_SECRET is shorter than ${MIN_WEBHOOK_SECRET_LENGTH} characters: it must be ${secretForm}.`,
    );
  }
  return { webhook: { url, secret }, webhookOff: undefined };
}

function readRetentionDays(env: Env): number {
  const value = read(env, "LEADS_RETENTION_DAYS");
  if (value === undefined) return LEAD_RETENTION_DAYS;
  const days = parseRetentionDays(value);
  if (days === undefined) {
    throw new SettingsError(
      "LEADS_RETENTION_DAYS_INVALID",
      `LEADS_RETENTION_DAYS must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}.`,
    );
  }
  return days;
}

/** A whole number of days from 1 to 100 years, or undefined. */
export function parseRetentionDays(value: string): number | undefined {
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const days = Number.parseInt(value, 10);
  return days >= 1 && days <= MAX_RETENTION_DAYS ? days : undefined;
}

/** True for http(s) URLs on localhost, 127.0.0.0/8 or ::1: a site only this machine can reach. */
export function isLoopbackUrl(value: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(value).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === "localhost") return true;
  if (net.isIPv4(hostname)) return hostname.startsWith("127.");
  return hostname === "[::1]";
}

const USE_OWN_KEYS =
  "Set RECAPTCHA_SECRET_KEY (and GATSBY_RECAPTCHA_SITE_KEY when building) to the site's own keys";

/**
 * Why the contact call must refuse enquiries with this reCAPTCHA setup, or undefined. Google's
 * published test secret passes every token, so anywhere others can reach the site it would let
 * any bot through. It is accepted only where the operator said the site is this machine's:
 * - never on serverless hosting;
 * - only with SITE_URL set (its loopback default proves nothing);
 * - with ALLOW_TEST_RECAPTCHA=1 (a local `npm run serve`, a test deployment), or else on a
 *   loopback SITE_URL outside NODE_ENV=production.
 */
export function recaptchaSetupProblem(settings: Settings): string | undefined {
  if (settings.recaptchaSecretKey !== RECAPTCHA_TEST_SECRET) return undefined;
  const secret =
    "RECAPTCHA_SECRET_KEY is unset or Google's published test secret, which passes every token";
  const refused = "the contact form refuses every enquiry";
  if (settings.serverless !== undefined) {
    const { name, variable } = settings.serverless;
    return `${secret}, on serverless hosting (${name}: ${variable} is set): ${refused}. ${USE_OWN_KEYS}.`;
  }
  if (!settings.siteUrlSet) {
    return (
      `${secret}, and SITE_URL is not set: ${refused}. ${USE_OWN_KEYS}, or for a local preview ` +
      "set SITE_URL to its loopback address (http://localhost:9000) and, under `npm run serve`, " +
      "ALLOW_TEST_RECAPTCHA=1 (`npm start` does both)."
    );
  }
  if (settings.allowTestRecaptcha) return undefined;
  if (settings.production) {
    return (
      `${secret}, under NODE_ENV=production (which \`npm run serve\` sets): ${refused}. ` +
      `${USE_OWN_KEYS}, or ALLOW_TEST_RECAPTCHA=1 for a local preview or a test deployment.`
    );
  }
  if (isLoopbackUrl(settings.siteUrl)) return undefined;
  return (
    `${secret}, and SITE_URL (${settings.siteUrl}) is not a loopback address: ${refused}. ` +
    `${USE_OWN_KEYS}, or ALLOW_TEST_RECAPTCHA=1 for a test deployment.`
  );
}

/**
 * The live environment of the running process. Not written as `process.env`:
 * Gatsby compiles Functions with webpack's DefinePlugin, which replaces every
 * `process.env` expression with the variables of build time (or `{}`), so
 * settings given to the server would be ignored.
 */
export function runtimeEnv(): Env {
  return (globalThis as { process?: { env: Env } }).process?.env ?? {};
}

/** The settings, or a `SettingsError` for a setting the contact call cannot run with. */
export function readSettings(env: Env = runtimeEnv()): Settings {
  const serverless = serverlessHost(env);
  return {
    smtpUrl: readSmtpUrl(env),
    leadsTo: read(env, "LEADS_TO") ?? site.emails.leads,
    leadsFrom: read(env, "LEADS_FROM") ?? site.emails.noreply,
    leadsDir: path.resolve(read(env, "LEADS_DIR") ?? DEFAULT_LEADS_DIR),
    leadsDatabaseUrl: readLeadsDatabaseUrlSetting(env),
    leadsAck: readFlag(env, "LEADS_ACK", true),
    leadRetentionDays: readRetentionDays(env),
    ...readWebhook(env),
    recaptchaSecretKey: read(env, "RECAPTCHA_SECRET_KEY") ?? RECAPTCHA_TEST_SECRET,
    recaptchaVerifyUrl: read(env, "RECAPTCHA_VERIFY_URL") ?? RECAPTCHA_DEFAULT_VERIFY_URL,
    allowTestRecaptcha: readFlag(env, "ALLOW_TEST_RECAPTCHA", false),
    siteUrl: readSiteUrl(env),
    siteUrlSet: read(env, "SITE_URL") !== undefined,
    serverless,
    production: read(env, "NODE_ENV") === "production",
    allowedOrigins: readAllowedOrigins(env),
    rateLimitPerMinute: readPositiveInt(
      env,
      "RATE_LIMIT_PER_MINUTE",
      DEFAULT_RATE_LIMIT_PER_MINUTE,
    ),
    trustedProxyHops: readTrustedProxyHops(env, serverless),
    phoneRequired: site.contactForm.phoneRequired,
    brandName: site.brandName,
    responseTime: site.responseTime,
  };
}
