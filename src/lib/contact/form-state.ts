/**
 * The contact form's state, what it sends, and the order its errors are reported in. Formik
 * checks the state with the shared schema, the server's own rules.
 */
import type { Attribution } from "../consent/attribution";
import { IDEMPOTENCY_FIELD } from "./idempotency-key";
import { composePhone, DEFAULT_DIAL_PREFIX } from "./phone";
import {
  CONTACT_FIELDS,
  type ContactFormValues,
  type ContactSubmission,
  HONEYPOT_FIELD,
  RECAPTCHA_FIELD,
} from "./schema";

/** Formik's values: the shared form values plus the dial prefix and the honeypot. */
export interface ContactFormState extends ContactFormValues {
  dialPrefix: string;
  [HONEYPOT_FIELD]: string;
}

/** The JSON body POSTed to /api/send-email (industry may still be "" before validation). */
export type ContactRequestBody = Omit<ContactSubmission, "industry"> & {
  industry: string;
  [HONEYPOT_FIELD]: string;
  [IDEMPOTENCY_FIELD]?: string;
};

export const EMPTY_CONTACT_FORM: ContactFormState = {
  fullName: "",
  businessEmail: "",
  dialPrefix: DEFAULT_DIAL_PREFIX,
  phone: "",
  jobTitle: "",
  solutionType: [],
  industry: "",
  message: "",
  assessmentResults: {},
  selectedPlan: "",
  [HONEYPOT_FIELD]: "",
};

/** What the page adds to the form's values: where it was sent from and, with consent, how the visitor came. */
export interface ContactRequestContext {
  sourcePage?: string;
  attribution?: Attribution | null;
  /** The enquiry's key: the same on every attempt to send it (src/lib/contact/idempotency-key.ts). */
  idempotencyKey?: string;
}

/** The body to send: phone as prefix + number, the plan only when one was chosen. */
export function buildContactRequest(
  values: ContactFormState,
  token: string,
  context: ContactRequestContext = {},
): ContactRequestBody {
  const body: ContactRequestBody = {
    fullName: values.fullName,
    businessEmail: values.businessEmail,
    phone: composePhone(values.dialPrefix, values.phone),
    jobTitle: values.jobTitle,
    solutionType: [...values.solutionType],
    industry: values.industry,
    message: values.message,
    assessmentResults: { ...values.assessmentResults },
    [RECAPTCHA_FIELD]: token,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
  };
  if (values.selectedPlan && values.selectedPlan.trim() !== "") {
    body.selectedPlan = values.selectedPlan;
  }
  if (context.sourcePage) body.sourcePage = context.sourcePage;
  if (context.attribution) body.attribution = { ...context.attribution };
  if (context.idempotencyKey) body[IDEMPOTENCY_FIELD] = context.idempotencyKey;
  return body;
}

/** The form's fields in the order they appear on the page. */
export const FORM_FIELD_ORDER: readonly string[] = CONTACT_FIELDS;

/** Errors as a list in page order (fields the form does not show come last). */
export function orderedErrors(errors: object): Array<{ field: string; message: string }> {
  const rank = (field: string) => {
    const index = FORM_FIELD_ORDER.indexOf(field);
    return index === -1 ? FORM_FIELD_ORDER.length : index;
  };
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, message]) => ({ field, message }));
}

/** The first field with an error, in page order. */
export function firstInvalidField(errors: object): string | undefined {
  return orderedErrors(errors)[0]?.field;
}
