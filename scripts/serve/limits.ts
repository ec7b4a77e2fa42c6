/**
 * The own server's front (scripts/serve.cjs installs it in `gatsby serve`'s process before that
 * starts, since Gatsby gives no way to set any of it):
 * - timeouts, so a client sending its request a byte at a time (slow loris) is cut off: the
 *   whole header within 20 s, the whole request within 60 s, checked every second (Node's
 *   defaults are 60 s and 300 s, checked every 30 s);
 * - the contact call's rule on bodies (src/lib/contact/request-limits.ts), applied to every
 *   request Gatsby would route to a Function (/api/..., in any case) before Express sees it:
 *   Gatsby's multipart parser would otherwise read a multipart body of any size into memory
 *   before the Function could refuse it. A refused request is answered from its headers, as the
 *   Function would answer it, and its body is never read;
 * - the site's Functions, loaded once and run here rather than by Gatsby's middleware, which
 *   reloads them on every call (scripts/serve/functions.ts).
 */
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import { requestRefusal, type RequestRefusal } from "../../src/lib/contact/request-limits";
import { answerUnread } from "./answer";
import { isFunctionPath, serveFunctions, type SiteFunction } from "./functions";

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
  if (!isFunctionPath(req.url)) return undefined;
  return requestRefusal({
    contentType: header(req, "content-type"),
    contentLength: header(req, "content-length"),
    contentEncoding: header(req, "content-encoding"),
    transferEncoding: header(req, "transfer-encoding"),
  });
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
    answerUnread(req, res, refusal, lingerMs);
  };
}

type CreateServer = typeof http.createServer;

export interface ServeFront {
  timeouts?: ServeTimeouts;
  /** The site's Functions, loaded once (scripts/serve/functions.ts); none by default. */
  functions?: ReadonlyMap<string, SiteFunction>;
}

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
 * Makes every HTTP server this process creates use the timeouts, the body rule and the
 * Functions loaded once. Returns a function that undoes it (for tests).
 */
export function installServeLimits({
  timeouts = SERVE_TIMEOUTS,
  functions = new Map(),
}: ServeFront = {}): () => void {
  return patchCreateServer((options, listener) => [
    {
      ...options,
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    listener === undefined
      ? undefined
      : guardFunctionRequests(
          serveFunctions(listener, functions, { lingerMs: timeouts.lingerMs }),
          timeouts.lingerMs,
        ),
  ]);
}
