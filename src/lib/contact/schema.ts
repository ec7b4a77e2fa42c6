/**
 * The ONE contact-form schema, shared by the browser form (Formik) and the server
 * (functions/send-email-handler.ts), so both apply the same rules with the same messages.
 *
 * Bundled for the browser: import nothing Node-specific here.
 *
 * Every field uses `mixed` with a type guard instead of `string()`/`array()`: yup's string
 * coercion calls `value.toString()`, which throws on JSON like `{"toString": 1}`, and the server
 * must answer any input with messages, never an exception. Each field's rules are written to be
 * mutually exclusive (a length rule passes an empty value, leaving it to the required rule), so
 * at most one message per field comes out and it is the first rule that fails.
 */
import * as yup from "yup";
import { type Attribution, cleanAttribution } from "../consent/attribution";
import { composePhone } from "./phone";
import { REQUEST_MESSAGES } from "./request-limits";
import {
  hasUnsafeMultiLineCharacters,
  hasUnsafeSingleLineCharacters,
  hasVisibleText,
} from "./unsafe-characters";
import { SOLUTION_OPTIONS } from "./solution-options";
import { INDUSTRY_OPTIONS, type IndustryValue } from "../industries";

// The services' solution keys and titles, written from content/services.json by the build.
export { SOLUTION_OPTIONS };
// The Industry dropdown's options: one list shared with the calculators' sectors.
export { INDUSTRY_OPTIONS, type IndustryValue };

export type SolutionValue = (typeof SOLUTION_OPTIONS)[number]["value"];

/** Hidden field the form renders for bots; a filled value marks the submission as spam. */
export const HONEYPOT_FIELD = "website";

/** Name of the verification token field, as Google's widget names it. */
export const RECAPTCHA_FIELD = "g-recaptcha-response";

/** Every message a visitor can see from the contact form or the contact call. */
export const CONTACT_MESSAGES = {
  fullNameRequired: "Full name is required",
  fullNameLength: "Name must be between 2 and 100 characters",
  fullNameCharacters: "Name must not contain line breaks or hidden control characters",
  businessEmailRequired: "Business email is required",
  businessEmailInvalid: "Invalid business email address",
  businessEmailFreeMail: "Please use your business email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Invalid phone number format",
  phoneHint: "Enter without the leading 0 or country code (e.g. 7123 456789)",
  jobTitleRequired: "Job title is required",
  jobTitleLength: "Job title must be between 2 and 100 characters",
  jobTitleCharacters: "Job title must not contain line breaks or hidden control characters",
  messageRequired: "Message is required",
  messageLength: "Message must be between 10 and 2000 characters",
  messageCharacters:
    "Message must not contain hidden control characters or text-direction overrides",
  industryRequired: "Industry is required",
  industryInvalid: "Invalid industry selected",
  solutionRequired: "Please select at least one solution",
  solutionInvalid: "Invalid solution selected",
  assessmentResultsInvalid:
    "Your assessment results could not be read. Please retake the assessment or remove them.",
  selectedPlanInvalid: "The selected service plan could not be read. Please choose a plan again.",
  submissionInvalid: "Your message could not be read. Please check the form and try again.",
  humanVerification: "Please verify that you are human!",
  verificationFailed: "Human verification failed. Please tick the box again and resend.",
  verificationUnavailable:
    "We could not check the human verification just now. Please try again in a few minutes.",
  rateLimited: "Too many messages sent from your connection. Please wait a minute and try again.",
  ...REQUEST_MESSAGES,
  originNotAllowed: "Messages can only be sent from the contact form on our website.",
  serviceUnavailable:
    "Our contact form is not available just now. Please try again later or email us directly.",
  storageUnavailable:
    "We could not save your message just now. Please try again later or email us directly.",
  acceptedMailDelayed:
    "Your message has been received. Our confirmation email may take a little longer than usual.",
  acceptedWithoutConfirmation:
    "Your message has been received. No confirmation email will be sent this time; we will reply to you directly.",
  success: "Message sent successfully! We'll get back to you soon.",
  failure: "Failed to send message. Please try again later.",
} as const;

/** The form's own state (phone is the local number part; the dial prefix is kept separately). */
export interface ContactFormValues {
  fullName: string;
  businessEmail: string;
  phone: string;
  jobTitle: string;
  solutionType: SolutionValue[];
  industry: IndustryValue | "";
  message: string;
  assessmentResults: Record<string, string>;
  selectedPlan?: string;
}

/** The JSON body POSTed to /api/send-email. */
export interface ContactSubmission {
  fullName: string;
  businessEmail: string;
  /** Dial prefix + local number ("+447123456789"), or "" when not given. */
  phone: string;
  jobTitle: string;
  solutionType: SolutionValue[];
  industry: IndustryValue;
  message: string;
  assessmentResults: Record<string, string>;
  selectedPlan?: string;
  /** Campaign tags, referrer and landing page; only sent with the visitor's analytics consent. */
  attribution?: Attribution;
  /** Path of the page the form was sent from. */
  sourcePage?: string;
  "g-recaptcha-response": string;
}

export interface ContactSchemaOptions {
  phoneRequired: boolean;
}

export type ContactValidationResult =
  | { ok: true; value: ContactSubmission }
  | { ok: false; fieldErrors: Record<string, string>; messages: string[] };

/** Field order: the order of the form, and of the messages reported. */
export const CONTACT_FIELDS = [
  "fullName",
  "businessEmail",
  "phone",
  "jobTitle",
  "solutionType",
  "industry",
  "message",
  "assessmentResults",
  "selectedPlan",
] as const;

export const PHONE_PATTERN = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;

// Labels are bounded ([a-z0-9] at both ends) so the pattern cannot backtrack badly; the
// overall length is capped before it runs.
const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const EMAIL_MAX_LENGTH = 254;

const FREE_MAIL_PROVIDERS = new Set(["gmail", "googlemail", "yahoo", "hotmail", "outlook"]);
// Second-level labels of country domains the providers use (yahoo.co.uk, yahoo.com.au, ...).
const SECOND_LEVEL_LABELS = new Set(["co", "com", "net", "org", "ne", "or"]);

const ASSESSMENT_KEYS = new Set(["1", "2", "3", "4", "5"]);
const ASSESSMENT_ANSWER_MAX = 200;
const SELECTED_PLAN_MAX = 50;

const SOLUTION_VALUES: ReadonlySet<string> = new Set(SOLUTION_OPTIONS.map((o) => o.value));
const INDUSTRY_VALUES: ReadonlySet<string> = new Set(INDUSTRY_OPTIONS.map((o) => o.value));

export function isSolutionValue(value: unknown): value is SolutionValue {
  return typeof value === "string" && SOLUTION_VALUES.has(value);
}

export function isIndustryValue(value: unknown): value is IndustryValue {
  return typeof value === "string" && INDUSTRY_VALUES.has(value);
}

export function solutionLabel(value: string): string {
  return SOLUTION_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

export function industryLabel(value: string): string {
  return INDUSTRY_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

/**
 * True for addresses of the big free-mail providers in any of their country domains and
 * subdomains (gmail.com, yahoo.co.uk, mail.yahoo.com), but not for look-alikes such as
 * notgmail.com or outlookconsulting.co.uk, nor a company's own outlook.example.com.
 */
export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split(".");
  for (let i = 0; i < labels.length; i += 1) {
    if (!FREE_MAIL_PROVIDERS.has(labels[i])) continue;
    const tail = labels.slice(i + 1);
    if (tail.length === 1) return true;
    if (tail.length === 2 && SECOND_LEVEL_LABELS.has(tail[0])) return true;
  }
  return false;
}

export function isStandardEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

const isString = (value: unknown): value is string => typeof value === "string";
const isAnswerMap = (value: unknown): value is Record<string, string> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isSolutionList = (value: unknown): value is SolutionValue[] =>
  Array.isArray(value) && value.every(isSolutionValue);

const isBlank = (value: string | undefined): value is undefined | "" =>
  value === undefined || value === "";

/** Not given, or nothing a reader could see (only zero-width or bidi characters). */
const isMissing = (value: string | undefined): value is undefined | "" =>
  isBlank(value) || !hasVisibleText(value);

// The answers and plan are one-line texts of our own; anything hidden in them was not typed.
const isCleanLine = (value: unknown): boolean =>
  typeof value === "string" && !hasUnsafeSingleLineCharacters(value);

// null and "" count as "not given" (Formik also turns "" into undefined before validating).
const trimmed = (value: unknown): unknown => {
  if (value === null) return undefined;
  return typeof value === "string" ? value.trim() : value;
};

interface TextFieldRules {
  required: string;
  length: string;
  characters: string;
  min: number;
  max: number;
  /** Line breaks and tabs allowed (the message); a one-line field refuses them. */
  multiLine?: boolean;
}

function textField({ required, length, characters, min, max, multiLine }: TextFieldRules) {
  const unsafe = multiLine ? hasUnsafeMultiLineCharacters : hasUnsafeSingleLineCharacters;
  return yup
    .mixed<string>(isString)
    .transform(trimmed)
    .typeError(length)
    .test("required", required, (v) => !isMissing(v))
    .test("characters", characters, (v) => isMissing(v) || !unsafe(v))
    .test(
      "length",
      length,
      (v) => isMissing(v) || unsafe(v) || (v.length >= min && v.length <= max),
    );
}

/** The contact schema; `phoneRequired` comes from content/site.json `contactForm`. */
export function createContactSchema({ phoneRequired }: ContactSchemaOptions) {
  const m = CONTACT_MESSAGES;
  return yup.object({
    fullName: textField({
      required: m.fullNameRequired,
      length: m.fullNameLength,
      characters: m.fullNameCharacters,
      min: 2,
      max: 100,
    }),
    businessEmail: yup
      .mixed<string>(isString)
      .transform(trimmed)
      .typeError(m.businessEmailInvalid)
      .test("required", m.businessEmailRequired, (v) => !isMissing(v))
      // The address pattern is plain ASCII, so it refuses hidden and control characters too.
      .test("email", m.businessEmailInvalid, (v) => isMissing(v) || isStandardEmail(v))
      .test(
        "business",
        m.businessEmailFreeMail,
        (v) => isBlank(v) || !isStandardEmail(v) || !isFreeMailDomain(v.split("@")[1]),
      ),
    phone: yup
      .mixed<string>(isString)
      .transform(trimmed)
      .typeError(m.phoneInvalid)
      .test("required", m.phoneRequired, (v) => !phoneRequired || !isBlank(v))
      // The form keeps the dial prefix apart (`dialPrefix`); the request carries it in the number.
      .test("format", m.phoneInvalid, (v, context) => {
        if (isBlank(v)) return true;
        const parent: unknown = context.parent;
        const prefix =
          typeof parent === "object" && parent !== null && "dialPrefix" in parent
            ? String(parent.dialPrefix ?? "")
            : "";
        return PHONE_PATTERN.test(composePhone(prefix, v));
      }),
    jobTitle: textField({
      required: m.jobTitleRequired,
      length: m.jobTitleLength,
      characters: m.jobTitleCharacters,
      min: 2,
      max: 100,
    }),
    solutionType: yup
      .mixed<SolutionValue[]>(isSolutionList)
      .transform((v: unknown) =>
        // Ticking the same box twice in a hand-made request is not an error; keep one of each.
        isSolutionList(v) ? Array.from(new Set(v)) : v === null ? undefined : v,
      )
      .typeError(m.solutionInvalid)
      .test("required", m.solutionRequired, (v) => v !== undefined && v.length > 0),
    industry: yup
      .mixed<string>(isString)
      .transform(trimmed)
      .typeError(m.industryInvalid)
      .test("required", m.industryRequired, (v) => !isBlank(v))
      .test("oneOf", m.industryInvalid, (v) => isBlank(v) || isIndustryValue(v)),
    message: textField({
      required: m.messageRequired,
      length: m.messageLength,
      characters: m.messageCharacters,
      min: 10,
      max: 2000,
      multiLine: true,
    }),
    assessmentResults: yup
      .mixed<Record<string, string>>(isAnswerMap)
      .transform((v: unknown) => (v === null ? undefined : v))
      .typeError(m.assessmentResultsInvalid)
      .test("answers", m.assessmentResultsInvalid, (v) => {
        if (v === undefined) return true;
        const keys = Object.keys(v);
        return (
          keys.length <= ASSESSMENT_KEYS.size &&
          keys.every((key) => {
            const answer: unknown = v[key];
            return (
              ASSESSMENT_KEYS.has(key) &&
              typeof answer === "string" &&
              answer.length <= ASSESSMENT_ANSWER_MAX &&
              isCleanLine(answer)
            );
          })
        );
      }),
    selectedPlan: yup
      .mixed<string>(isString)
      .transform(trimmed)
      .typeError(m.selectedPlanInvalid)
      .test(
        "length",
        m.selectedPlanInvalid,
        (v) => isBlank(v) || (v.length <= SELECTED_PLAN_MAX && isCleanLine(v)),
      ),
  });
}

const hasOwn = (object: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(object, key);

/**
 * Copies only the known fields into a fresh object, so unknown keys (including "__proto__" from
 * JSON.parse) never reach yup or the stored lead.
 */
function pickKnownFields(input: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of CONTACT_FIELDS) {
    if (hasOwn(input, field)) picked[field] = input[field];
  }
  return picked;
}

function copyAnswers(answers: Record<string, string> | undefined): Record<string, string> {
  const copy: Record<string, string> = {};
  if (!answers) return copy;
  for (const key of ["1", "2", "3", "4", "5"]) {
    if (hasOwn(answers, key)) copy[key] = answers[key];
  }
  return copy;
}

/**
 * Validates an untrusted submission with the shared schema. Never throws: any input (null,
 * arrays, garbage) yields either the cleaned submission or one message per failing field, in
 * form order. The verification token is passed through as a string ("" when missing); the
 * caller decides what a missing token means.
 */
export function validateContactSubmission(
  input: unknown,
  options: ContactSchemaOptions,
): ContactValidationResult {
  try {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      const message = CONTACT_MESSAGES.submissionInvalid;
      return { ok: false, fieldErrors: { form: message }, messages: [message] };
    }
    const record = input as Record<string, unknown>;
    const fields = pickKnownFields(record);
    const schema = createContactSchema(options);
    try {
      const value = schema.validateSync(fields, { abortEarly: false });
      const token = hasOwn(record, RECAPTCHA_FIELD) ? record[RECAPTCHA_FIELD] : undefined;
      const plan = value.selectedPlan;
      const submission: ContactSubmission = {
        fullName: value.fullName as string,
        businessEmail: value.businessEmail as string,
        phone: value.phone ?? "",
        jobTitle: value.jobTitle as string,
        // The tests above guarantee these narrower types.
        solutionType: [...(value.solutionType as SolutionValue[])],
        industry: value.industry as IndustryValue,
        message: value.message as string,
        assessmentResults: copyAnswers(value.assessmentResults),
        "g-recaptcha-response": typeof token === "string" ? token : "",
      };
      if (plan !== undefined && plan !== "") submission.selectedPlan = plan;
      // Where the lead came from is kept when it is readable and dropped when not: it must
      // never cost the enquiry.
      const attribution = cleanAttribution(record.attribution);
      if (attribution) submission.attribution = attribution;
      const sourcePage = cleanSourcePage(record.sourcePage);
      if (sourcePage) submission.sourcePage = sourcePage;
      return { ok: true, value: submission };
    } catch (error) {
      if (!yup.ValidationError.isError(error)) throw error;
      return collectFieldErrors(error);
    }
  } catch {
    const message = CONTACT_MESSAGES.submissionInvalid;
    return { ok: false, fieldErrors: { form: message }, messages: [message] };
  }
}

const SOURCE_PAGE_MAX = 200;

/** A site path such as "/contact", or undefined. */
export function cleanSourcePage(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const path = value.trim();
  return /^\/[A-Za-z0-9\-._~/%&=?]*$/.test(path) && path.length <= SOURCE_PAGE_MAX
    ? path
    : undefined;
}

function collectFieldErrors(error: yup.ValidationError): ContactValidationResult {
  const fieldErrors: Record<string, string> = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const path = item.path ?? "form";
    // The first failing rule of a field wins.
    if (!hasOwn(fieldErrors, path)) fieldErrors[path] = item.message;
  }
  const order: readonly string[] = CONTACT_FIELDS;
  const paths = Object.keys(fieldErrors).sort((a, b) => rank(order, a) - rank(order, b));
  return { ok: false, fieldErrors, messages: paths.map((path) => fieldErrors[path]) };
}

function rank(order: readonly string[], path: string): number {
  const index = order.indexOf(path);
  return index === -1 ? order.length : index;
}
