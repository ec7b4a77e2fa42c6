/**
 * The key an enquiry is stored under: the form's idempotency key (src/lib/contact/idempotency-key.ts)
 * bound to the fields it was sent with. A resend of the same enquiry (same key, same fields) finds
 * the lead stored first and stores nothing; a resend whose fields changed (a corrected email, a
 * longer message) is a new enquiry and is stored as one, and a caller who sends someone else's
 * key first cannot make that person's enquiry a "duplicate" of its own.
 *
 * The stored key is a SHA-256 of both (43 characters of base64url, itself a valid key), so the
 * stores keep one lead per stored key exactly as before, and what is kept of an erased lead's key
 * tells nothing of the enquiry without the form's random key, which only the visitor's browser had.
 */
import { createHash } from "node:crypto";
import type { LeadSubmission } from "./outbox";

/** JSON with every object's keys sorted: the same fields give the same text, in any order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The key a lead sent with `formKey` and these fields is stored under. */
export function storedIdempotencyKey(formKey: string, submission: LeadSubmission): string {
  return createHash("sha256")
    .update(formKey, "utf8")
    .update("\n")
    .update(canonicalJson(submission), "utf8")
    .digest("base64url");
}
