/**
 * The key that makes sending an enquiry again harmless. The form creates one when an enquiry is
 * first submitted, sends it with every attempt of that enquiry (a resend after a lost answer, a
 * network failure, a refusal) and makes a new one only after a success. The server binds it to the
 * fields sent (functions/enquiry-key.ts) and stores it with the lead, unique in either store: a
 * resend of the same enquiry stores and mails nothing twice, and a resend with corrected fields
 * (an email fixed after a network error) is stored as an enquiry of its own.
 *
 * Bundled for the browser: import nothing Node-specific here.
 */
import { randomBase32, type RandomSource } from "../random-base32";

/** The field of the JSON body that carries the key. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";

const KEY_LENGTH = 26;

/**
 * A key the server accepts: letters, digits, "_" and "-" (it names a file in the outbox), 16 to
 * 64 of them, so a caller of the API may bring its own (a UUID, say).
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && KEY_PATTERN.test(value);
}

/** 26 random characters of Crockford's base32 (130 bits), e.g. "7K3QX9MD2H4P6R8T0V1W3Y5Z7A". */
export function createIdempotencyKey(random?: RandomSource): string {
  return randomBase32(KEY_LENGTH, random);
}
