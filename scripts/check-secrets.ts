/**
 * Checks that no server secret reached the built site: the values of RECAPTCHA_SECRET_KEY,
 * SMTP_URL, LEADS_DATABASE_URL, LEADS_WEBHOOK_SECRET and LEADS_WEBHOOK_URL (whose path is a catch
 * hook's secret) in this environment, and the passwords inside the three URLs, must appear in no
 * file under public/ (or the folders given), as typed or as JSON, HTML or URL encoding would
 * write them. Run it right after a build made with the same environment (CI
 * builds with stand-in values so there is something to find). Exits 1 naming each variable
 * and file, never the value.
 *
 *   npx tsx scripts/check-secrets.ts [folder ...]      (default: public)
 */
import fs from "node:fs";
import path from "node:path";
import type { Env } from "../functions/settings";

/** One value that must not be published, named by where it comes from. */
export interface Secret {
  name: string;
  value: string;
}

/** Server-only settings whose whole value is secret. */
const SECRET_SETTINGS = [
  "RECAPTCHA_SECRET_KEY",
  "SMTP_URL",
  "LEADS_DATABASE_URL",
  "LEADS_WEBHOOK_SECRET",
  "LEADS_WEBHOOK_URL",
] as const;
/** Settings that are URLs whose password part is secret on its own too. */
const URL_SETTINGS = ["SMTP_URL", "LEADS_DATABASE_URL", "LEADS_WEBHOOK_URL"] as const;
/** Shorter values would match by chance in any bundle: named as unchecked instead. */
export const MIN_SECRET_LENGTH = 6;

function passwordOf(url: string): string | undefined {
  try {
    const password = new URL(url).password;
    return password === "" ? undefined : password;
  } catch {
    return undefined;
  }
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The secrets set in `env`, empty ones left out; the password inside each URL setting is a
 * secret of its own (as written in the URL and decoded).
 */
export function secretsFromEnv(env: Env): Secret[] {
  const secrets: Secret[] = [];
  for (const name of SECRET_SETTINGS) {
    const value = env[name]?.trim();
    if (value) secrets.push({ name, value });
  }
  for (const name of URL_SETTINGS) {
    const url = env[name]?.trim();
    const password = url ? passwordOf(url) : undefined;
    if (password === undefined) continue;
    for (const value of new Set([password, decoded(password)])) {
      secrets.push({ name: `${name} password`, value });
    }
  }
  return secrets;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** The ways a value can be written into a built file: as is, in JSON, in HTML, in a URL. */
export function writtenForms(value: string): string[] {
  return [
    ...new Set([
      value,
      JSON.stringify(value).slice(1, -1),
      JSON.stringify(value).slice(1, -1).replace(/\//g, "\\/"),
      value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]),
      encodeURIComponent(value),
    ]),
  ];
}

export interface FileToCheck {
  /** Shown in the report, e.g. "public/app-1234.js". */
  path: string;
  content: Buffer;
}

export interface SecretsReport {
  /** One per secret and file where it was found. */
  found: Array<{ name: string; file: string }>;
  /** How many values were searched for. */
  searched: number;
  /** Secrets too short to search for without matching by chance. */
  unchecked: string[];
}

/** Where each secret appears among the files, in any written form. */
export function findSecrets(secrets: Secret[], files: Iterable<FileToCheck>): SecretsReport {
  const unchecked = [
    ...new Set(secrets.filter((s) => s.value.length < MIN_SECRET_LENGTH).map((s) => s.name)),
  ];
  const searched = secrets
    .filter((secret) => secret.value.length >= MIN_SECRET_LENGTH)
    .map((secret) => ({
      name: secret.name,
      forms: writtenForms(secret.value).map((form) => Buffer.from(form, "utf8")),
    }));
  const found: SecretsReport["found"] = [];
  for (const file of files) {
    const names = new Set<string>();
    for (const { name, forms } of searched) {
      if (forms.some((form) => file.content.includes(form))) names.add(name);
    }
    for (const name of names) found.push({ name, file: file.path });
  }
  return { found, searched: searched.length, unchecked };
}

/** The report as lines for the terminal: variable names and files, never a value. */
export function formatSecretsReport(report: SecretsReport): string[] {
  const lines = report.found.map(
    ({ name, file }) => `${file}: contains the value of ${name} (a server secret)`,
  );
  for (const name of report.unchecked) {
    lines.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters: not searched for.`);
  }
  if (report.found.length === 0) {
    lines.push(
      report.searched === 0
        ? "No secret settings are set in this environment: nothing to look for."
        : `No server secret found in the built files (${report.searched} value(s) searched for).`,
    );
  }
  return lines;
}

function* filesUnder(dir: string, shownAs: string): Generator<FileToCheck> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const shown = `${shownAs}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(full, shown);
    else if (entry.isFile()) yield { path: shown, content: fs.readFileSync(full) };
  }
}

function main(): number {
  const root = path.join(__dirname, "..");
  const folders = process.argv.slice(2);
  const secrets = secretsFromEnv(process.env);
  const report = findSecrets(
    secrets,
    (function* () {
      for (const folder of folders.length > 0 ? folders : ["public"]) {
        const dir = path.resolve(root, folder);
        if (!fs.existsSync(dir)) throw new Error(`${folder} does not exist: build the site first.`);
        yield* filesUnder(dir, folder);
      }
    })(),
  );
  const lines = formatSecretsReport(report);
  (report.found.length > 0 ? console.error : console.log)(lines.join("\n"));
  return report.found.length > 0 ? 1 : 0;
}

if (require.main === module) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
