/**
 * The two mails of a lead: the lead itself to the sales mailbox, and an acknowledgement to the
 * enquirer. Visitor text is never trusted: header values lose CR/LF (no header injection) and
 * hidden characters (controls, bidi overrides, zero-width), and every value in the HTML part is
 * escaped.
 */
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { industryLabel, solutionLabel } from "../src/lib/contact/schema";
import { stripUnsafeSingleLineCharacters } from "../src/lib/contact/unsafe-characters";
import { isUnverified, type LeadRecord } from "./outbox";
import type { Settings } from "./settings";

export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  from: MailAddress;
  to: MailAddress | string;
  replyTo: MailAddress | string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export type MailSettings = Pick<
  Settings,
  "leadsTo" | "leadsFrom" | "siteUrl" | "brandName" | "responseTime"
>;

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export type MailTransportFactory = (smtpUrl: string) => MailTransport;

/** One line, nothing hidden (controls, bidi overrides, zero-width): safe in a mail header. */
export function headerSafe(value: string): string {
  return stripUnsafeSingleLineCharacters(value).trim();
}

/** Leads the subject of a lead whose human verification could not be done. */
export const UNVERIFIED_SUBJECT_PREFIX = "[unverified] ";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function address(name: string, email: string): MailAddress {
  return { name: headerSafe(name), address: headerSafe(email) };
}

function answerLines(answers: Record<string, string>): string[] {
  return Object.keys(answers)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => `Question ${key}: ${answers[key]}`);
}

function htmlRows(rows: Array<[string, string]>): string {
  return rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
}

function htmlDocument(title: string, body: string): string {
  return [
    "<!doctype html>",
    '<html lang="en-GB"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    body,
    "</body></html>",
  ].join("\n");
}

/** How the campaign details read in the lead mail. */
const ATTRIBUTION_LABELS: Readonly<Record<string, string>> = {
  landingPage: "Landing page",
  referrer: "Referred by",
  utm_source: "Campaign source",
  utm_medium: "Campaign medium",
  utm_campaign: "Campaign",
  utm_term: "Campaign term",
  utm_content: "Campaign content",
};

export function buildLeadMail(record: LeadRecord, settings: MailSettings): MailMessage {
  const s = record.submission;
  const industry = industryLabel(s.industry);
  const solutions = s.solutionType.map(solutionLabel).join(", ");
  // Single-line fields are kept on one line so a typed line break cannot fake another label.
  const rows: Array<[string, string]> = [
    ["Reference", record.id],
    ["Received", record.receivedAt],
    ["Name", headerSafe(s.fullName)],
    ["Business email", s.businessEmail],
    ["Phone", headerSafe(s.phone) || "not given"],
    ["Job title", headerSafe(s.jobTitle)],
    ["Industry", industry],
    ["Solutions", solutions],
  ];
  const unverified = isUnverified(record);
  if (unverified) {
    rows.push([
      "Human verification",
      "not checked (the verification service could not be reached); treat with care",
    ]);
  }
  if (s.selectedPlan) rows.push(["Selected plan", headerSafe(s.selectedPlan)]);
  if (s.sourcePage) rows.push(["Sent from", headerSafe(s.sourcePage)]);
  for (const [key, value] of Object.entries(s.attribution ?? {})) {
    rows.push([ATTRIBUTION_LABELS[key] ?? key, headerSafe(value)]);
  }
  const answers = answerLines(s.assessmentResults).map(headerSafe);
  // The plan leads the subject line: a plan enquiry is a sales lead ready for a quote.
  const planNote = s.selectedPlan ? ` - ${s.selectedPlan} plan` : "";
  const subject = headerSafe(
    `${unverified ? UNVERIFIED_SUBJECT_PREFIX : ""}New enquiry: ${s.fullName} (${industry})${planNote}`,
  );

  const text = [
    `New enquiry from the ${settings.brandName} website contact form.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(answers.length > 0 ? ["", "Assessment answers:", ...answers] : []),
    "",
    "Message:",
    s.message,
    "",
    "Reply to this mail to answer the enquirer directly.",
  ].join("\n");

  const html = htmlDocument(
    subject,
    [
      `<p>New enquiry from the ${escapeHtml(settings.brandName)} website contact form.</p>`,
      `<table role="presentation">${htmlRows(rows)}</table>`,
      answers.length > 0
        ? `<h2 style="font-size:16px">Assessment answers</h2><ul>${answers
            .map((line) => `<li>${escapeHtml(line)}</li>`)
            .join("")}</ul>`
        : "",
      '<h2 style="font-size:16px">Message</h2>',
      `<p style="white-space:pre-wrap">${escapeHtml(s.message)}</p>`,
      "<p>Reply to this mail to answer the enquirer directly.</p>",
    ].join("\n"),
  );

  return {
    from: address(`${settings.brandName} website`, settings.leadsFrom),
    to: headerSafe(settings.leadsTo),
    replyTo: address(s.fullName, s.businessEmail),
    subject,
    text,
    html,
    headers: { "X-Lead-Id": headerSafe(record.id) },
  };
}

/**
 * The acknowledgement holds nothing the visitor typed (no name, no message): the address is
 * theirs to choose, so echoing their text would let anyone send our mail with their words in it.
 */
export function buildAcknowledgementMail(record: LeadRecord, settings: MailSettings): MailMessage {
  const solutions = record.submission.solutionType.map(solutionLabel);
  const privacyUrl = `${settings.siteUrl}/PrivacyPolicy`;
  const subject = headerSafe(`${settings.brandName}: we have received your enquiry (${record.id})`);

  const text = [
    `Thank you for contacting ${settings.brandName}.`,
    "",
    `We have received your enquiry and will get back to you ${settings.responseTime}.`,
    "",
    `Your reference: ${record.id}`,
    `You asked about: ${solutions.join(", ")}`,
    "",
    "Please quote your reference if you contact us about this enquiry.",
    "",
    `How we use your details: ${privacyUrl}`,
    "",
    settings.brandName,
  ].join("\n");

  const html = htmlDocument(
    subject,
    [
      `<p>Thank you for contacting ${escapeHtml(settings.brandName)}.</p>`,
      `<p>We have received your enquiry and will get back to you ${escapeHtml(settings.responseTime)}.</p>`,
      `<p>Your reference: <strong>${escapeHtml(record.id)}</strong></p>`,
      "<p>You asked about:</p>",
      `<ul>${solutions.map((label) => `<li>${escapeHtml(label)}</li>`).join("")}</ul>`,
      "<p>Please quote your reference if you contact us about this enquiry.</p>",
      `<p>How we use your details: <a href="${escapeHtml(privacyUrl)}">${escapeHtml(privacyUrl)}</a></p>`,
      `<p>${escapeHtml(settings.brandName)}</p>`,
    ].join("\n"),
  );

  return {
    from: address(settings.brandName, settings.leadsFrom),
    to: headerSafe(record.submission.businessEmail),
    replyTo: headerSafe(settings.leadsTo),
    subject,
    text,
    html,
    // RFC 3834: tells the enquirer's auto-responders not to answer this mail.
    headers: { "Auto-Submitted": "auto-generated", "X-Lead-Id": headerSafe(record.id) },
  };
}

/** nodemailer over SMTP_URL, with short timeouts so a dead server cannot hold a request. */
export function createSmtpTransport(
  smtpUrl: string,
  timeoutMs: number = DEFAULT_SMTP_TIMEOUT_MS,
): MailTransport {
  const transporter = nodemailer.createTransport(
    new SMTPTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    }),
  );
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** A short, log-safe reason for a mail failure (an error code, never an address). */
export function mailErrorCode(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    if (typeof code === "string" && /^[A-Z_]{2,40}$/.test(code)) return code;
    if (typeof responseCode === "number") return `SMTP_${responseCode}`;
  }
  return "MAIL_ERROR";
}

/** The full reason, for the outbox record (which holds personal data anyway). */
export function mailErrorText(error: unknown): string {
  if (error instanceof Error) return `${mailErrorCode(error)}: ${error.message}`;
  return mailErrorCode(error);
}
