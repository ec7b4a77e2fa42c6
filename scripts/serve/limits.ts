/**
 * Limits for `gatsby serve`, installed in its process before it starts (scripts/serve.cjs), since
 * Gatsby gives no way to set them:
 * - timeouts, so a client sending its request a byte at a time (slow loris) is cut off: the
 *   whole header within 20 s, the whole request within 60 s, checked every second (Node's
 *   defaults are 60 s and 300 s, checked every 30 s). Not shorter: while `gatsby serve`
 *   re-evaluates its Function for a burst of calls its event loop is busy, and a header
 *   waiting in the socket meanwhile must not count as a slow one;
 * - the contact call's rule on bodies (src/lib/contact/request-limits.ts), applied to every
 *   request to a Function (/api/...) before Express sees it: Gatsby's multipart parser would
 *   otherwise read a multipart body of any size into memory before the Function could refuse it.
 *   A refused request is answered from its headers, as the Function would answer it, and its
 *   body is never read.
 */
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import {
  JSON_ANSWER_HEADERS,
  requestRefusal,
  type RequestRefusal,
} from "../../src/lib/contact/request-limits";

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
}

export const SERVE_TIMEOUTS: ServeTimeouts = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 60_000,
  checkIntervalMs: 1_000,
  lingerMs: 2_000,
};

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

/** Why a request to a Function must be refused before anything reads its body, or undefined. */
export function functionRequestRefusal(req: IncomingMessage): RequestRefusal | undefined {
  let pathname: string;
  try {
    pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith("/api/")) return undefined;
  return requestRefusal({
    contentType: header(req, "content-type"),
    contentLength: header(req, "content-length"),
    contentEncoding: header(req, "content-encoding"),
    transferEncoding: header(req, "transfer-encoding"),
  });
}

/**
 * Drops what is left of a refused request's body for `lingerMs` (nothing of it is kept), then
 * closes the connection if the client is still sending.
 */
function lingerThenClose(req: IncomingMessage, lingerMs: number): void {
  req.resume();
  if (req.complete) return;
  const timer = setTimeout(() => req.socket.destroy(), lingerMs);
  const stop = () => clearTimeout(timer);
  req.once("end", stop);
  req.socket.once("close", stop);
}

/** The listener, behind the contact call's body rule. */
export function guardFunctionRequests(
  listener: RequestListener,
  lingerMs: number = SERVE_TIMEOUTS.lingerMs,
): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const refusal = functionRequestRefusal(req);
    if (refusal === undefined) {
      listener(req, res);
      return;
    }
    // Answered from the headers: the body is never read into memory, only dropped.
    res.writeHead(refusal.status, JSON_ANSWER_HEADERS);
    res.end(JSON.stringify({ errors: [refusal.message] }));
    lingerThenClose(req, lingerMs);
  };
}

type CreateServer = typeof http.createServer;

/**
 * Makes every HTTP server this process creates (there is one: `gatsby serve`'s) take its
 * options and request listener through `change`. Returns a function that undoes it (for tests).
 */
export function patchCreateServer(
  change: (
    options: http.ServerOptions,
    listener: RequestListener | undefined,
  ) => [http.ServerOptions, RequestListener | undefined],
): () => void {
  const original: CreateServer = http.createServer;
  const patched = (...args: unknown[]): http.Server => {
    const [first, second] = args;
    const options =
      typeof first === "object" && first !== null ? (first as http.ServerOptions) : {};
    const listener = (typeof first === "function" ? first : second) as RequestListener | undefined;
    return original(...change(options, listener));
  };
  http.createServer = patched as CreateServer;
  return () => {
    http.createServer = original;
  };
}

/**
 * Makes every HTTP server this process creates use the timeouts and the body rule. Returns a
 * function that undoes it (for tests).
 */
export function installServeLimits(timeouts: ServeTimeouts = SERVE_TIMEOUTS): () => void {
  return patchCreateServer((options, listener) => [
    {
      ...options,
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    listener === undefined ? undefined : guardFunctionRequests(listener, timeouts.lingerMs),
  ]);
}
