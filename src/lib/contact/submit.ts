/**
 * Sending the contact form and reading the answer (spec sections 7 and 8).
 * The answer rules are a pure function so each branch is unit-tested.
 */
import { CONTACT_MESSAGES } from "./schema";

export const SEND_EMAIL_PATH = "/api/send-email";

export type SendOutcome =
  /** Sent (200) or accepted for a later mail (202); `detail` says which. */
  | { kind: "success"; message: string; detail?: string }
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

/**
 * What the visitor is told. A success body is not read (spec section 7); a failure's body is
 * `{"errors": [...]}` or anything else (HTML from a proxy, nothing at all).
 */
export function interpretSendAnswer(status: number, body: unknown): SendOutcome {
  if (status >= 200 && status < 300) {
    return status === 202
      ? {
          kind: "success",
          message: CONTACT_MESSAGES.success,
          detail: CONTACT_MESSAGES.acceptedMailDelayed,
        }
      : { kind: "success", message: CONTACT_MESSAGES.success };
  }
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
  if (response.ok) return interpretSendAnswer(response.status, undefined);
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  return interpretSendAnswer(response.status, answer);
}
