/**
 * Sending the contact form and reading the answer. The answer rules are a pure function so
 * each branch is unit-tested.
 */
import { CONTACT_FIELDS, CONTACT_MESSAGES } from "./schema";

export const SEND_EMAIL_PATH = "/api/send-email";

export type SendOutcome =
  /** Sent (200) or accepted for a later mail (202); `detail` says which. */
  | { kind: "success"; message: string; detail?: string }
  /** The server rejected fields: each message belongs under its field. */
  | { kind: "fields"; fieldErrors: Record<string, string> }
  /** The server rejected the phone number: the message belongs under the phone field. */
  | { kind: "phone"; message: string }
  /** Anything else: one message for the whole form. */
  | { kind: "error"; message: string };

function errorList(body: unknown): string[] {
  if (typeof body !== "object" || body === null || !("errors" in body)) return [];
  const { errors } = body as { errors: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.filter((e): e is string => typeof e === "string" && e.trim() !== "");
}

const FORM_FIELDS: ReadonlySet<string> = new Set(CONTACT_FIELDS);

/** The server's per-field messages for fields the form shows; {} when there are none. */
function fieldErrorMap(body: unknown): Record<string, string> {
  if (typeof body !== "object" || body === null || !("fieldErrors" in body)) return {};
  const { fieldErrors } = body as { fieldErrors: unknown };
  if (typeof fieldErrors !== "object" || fieldErrors === null) return {};
  const known: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (FORM_FIELDS.has(field) && typeof message === "string" && message.trim() !== "") {
      known[field] = message;
    }
  }
  return known;
}

/**
 * True when a 202 answer says no confirmation mail will reach the visitor (`acknowledgement:
 * false`: the enquiry was kept without the human check, or confirmations are off). Any other
 * body, including none from an older server, keeps the "may take longer" note.
 */
function withoutConfirmation(body: unknown): boolean {
  return (
    typeof body === "object" &&
    body !== null &&
    "acknowledgement" in body &&
    (body as { acknowledgement: unknown }).acknowledgement === false
  );
}

/**
 * What the visitor is told. A 200's body is not read; a 202's body only says whether a
 * confirmation mail will follow; a failure's body is `{"errors": [...]}` or anything else
 * (HTML from a proxy, nothing at all).
 */
export function interpretSendAnswer(status: number, body: unknown): SendOutcome {
  if (status >= 200 && status < 300) {
    if (status !== 202) return { kind: "success", message: CONTACT_MESSAGES.success };
    return {
      kind: "success",
      message: CONTACT_MESSAGES.success,
      detail: withoutConfirmation(body)
        ? CONTACT_MESSAGES.acceptedWithoutConfirmation
        : CONTACT_MESSAGES.acceptedMailDelayed,
    };
  }
  const fieldErrors = fieldErrorMap(body);
  if (Object.keys(fieldErrors).length > 0) {
    // A rejected phone number is most often typed with its 0 or country code: say how instead.
    if ("phone" in fieldErrors) fieldErrors.phone = CONTACT_MESSAGES.phoneHint;
    return { kind: "fields", fieldErrors };
  }
  // Without field names (an older server, a proxy), a message about the phone still goes there.
  const errors = errorList(body);
  if (errors.length === 0) return { kind: "error", message: CONTACT_MESSAGES.failure };
  if (errors.some((text) => /phone/i.test(text))) {
    return { kind: "phone", message: CONTACT_MESSAGES.phoneHint };
  }
  return { kind: "error", message: errors.join(", ") };
}

/** The outcome of a network failure (no answer at all). */
export const NETWORK_FAILURE: SendOutcome = { kind: "error", message: CONTACT_MESSAGES.failure };

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** POSTs the body as JSON and interprets the answer; never throws. */
export async function sendContactMessage(
  body: object,
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(SEND_EMAIL_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return NETWORK_FAILURE;
  }
  // A 200 needs nothing from its body; a 202 says whether a confirmation mail will follow.
  if (response.ok && response.status !== 202) {
    return interpretSendAnswer(response.status, undefined);
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  return interpretSendAnswer(response.status, answer);
}
