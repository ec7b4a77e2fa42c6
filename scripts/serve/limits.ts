/**
 * What the own server allows a request before anything else runs:
 * - timeouts, so a client sending its request a byte at a time (slow loris) is cut off: the
 *   whole header within 20 s, the whole request within 60 s, checked every second (Node's
 *   defaults are 60 s and 300 s, checked every 30 s);
 * - the contact call's rule on methods and bodies (src/lib/contact/request-limits.ts), applied
 *   to every request that would reach a Function (/api/..., in any case) from its headers, so a
 *   refused body is never read.
 */
import type { IncomingMessage } from "node:http";
import { requestRefusal, type RequestRefusal } from "../../src/lib/contact/request-limits";
import { isFunctionPath } from "./functions";

export interface ServeTimeouts {
  /** The whole request header must have arrived by then. */
  headersTimeoutMs: number;
  /** The whole request, body included. */
  requestTimeoutMs: number;
  /** How often Node checks the two above (its default, 30 s, would let them run long). */
  checkIntervalMs: number;
  /**
   * After refusing a body, how long the rest of it is read and dropped before the connection
   * is closed: closing at once would make the client's system throw the answer away (a reset).
   */
  lingerMs: number;
  /** After SIGTERM, how long calls in progress may take before the process ends anyway. */
  shutdownGraceMs: number;
}

export const SERVE_TIMEOUTS: ServeTimeouts = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 60_000,
  checkIntervalMs: 1_000,
  lingerMs: 2_000,
  shutdownGraceMs: 10_000,
};

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

/** Why a request to a Function must be refused before anything reads its body, or undefined. */
export function functionRequestRefusal(req: IncomingMessage): RequestRefusal | undefined {
  if (!isFunctionPath(req.url)) return undefined;
  return requestRefusal({
    method: req.method,
    contentType: header(req, "content-type"),
    contentLength: header(req, "content-length"),
    contentEncoding: header(req, "content-encoding"),
    transferEncoding: header(req, "transfer-encoding"),
  });
}
