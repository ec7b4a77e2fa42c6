/**
 * How many Function calls the own server holds open, and for how long.
 *
 * Each open call holds a socket and up to 32 KB of body. One client must not be able to take
 * every place: a client address may hold MAX_OPEN_CALLS_PER_CLIENT calls at once, and the server
 * MAX_OPEN_FUNCTION_CALLS in all (the last line, against many addresses at once). A call whose
 * body has not arrived within BODY_DEADLINE_MS is answered 408 and its connection closed: an
 * enquiry is a few KB, which a phone on a poor connection sends in well under a second.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { CONTACT_MESSAGES } from "../../src/lib/contact/schema";
import { answerUnread } from "./answer";

/** Calls in progress at once from one client address (a browser sends one enquiry at a time). */
export const MAX_OPEN_CALLS_PER_CLIENT = 8;
/** Calls in progress at once in all. */
export const MAX_OPEN_FUNCTION_CALLS = 256;
/** How long a call's body may take to arrive, from its headers. */
export const BODY_DEADLINE_MS = 10_000;
/** Seconds a caller turned away for a full server is asked to wait. */
const BUSY_RETRY_AFTER_SECONDS = 5;

export interface FunctionCallLimits {
  perClient: number;
  total: number;
  bodyDeadlineMs: number;
  /** How long a turned-away request's body is dropped before its connection is closed. */
  lingerMs: number;
}

export type Admission = "admitted" | "client-full" | "server-full";

/** Counts open calls by client, and in all. */
export class OpenCalls {
  private readonly byClient = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: Pick<FunctionCallLimits, "perClient" | "total">) {}

  /** Takes a place for `client`, or says why there is none; `release` gives it back. */
  admit(client: string): Admission {
    const open = this.byClient.get(client) ?? 0;
    if (open >= this.limits.perClient) return "client-full";
    if (this.total >= this.limits.total) return "server-full";
    this.byClient.set(client, open + 1);
    this.total += 1;
    return "admitted";
  }

  release(client: string): void {
    const open = this.byClient.get(client) ?? 0;
    if (open <= 1) this.byClient.delete(client);
    else this.byClient.set(client, open - 1);
    this.total = Math.max(0, this.total - 1);
  }

  get size(): { total: number; clients: number } {
    return { total: this.total, clients: this.byClient.size };
  }
}

/** A Function as Gatsby compiles it: `(req, res)`, Node's own objects here. */
export type SiteFunction = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface RunFunctionOptions {
  route: string;
  client: string;
  calls: OpenCalls;
  limits: FunctionCallLimits;
  /** Where a Function's failure is reported (the server's log). */
  logError: (line: string) => void;
}

/**
 * Runs `run` for one request if there is a place for it, else answers 503 from the headers.
 * The place is held until the answer is sent or the connection closes. A body that has not
 * arrived by the deadline is answered 408; a Function that throws is answered 500 with JSON,
 * never a stack.
 */
export function runFunction(
  req: IncomingMessage,
  res: ServerResponse,
  run: SiteFunction,
  { route, client, calls, limits, logError }: RunFunctionOptions,
): void {
  if (calls.admit(client) !== "admitted") {
    answerUnread(
      req,
      res,
      {
        status: 503,
        message: CONTACT_MESSAGES.serviceUnavailable,
        headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
      },
      limits.lingerMs,
    );
    return;
  }
  const deadline = setTimeout(() => {
    if (req.complete) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // The Function is still waiting for the body: it is told nothing, its socket closes.
    res.setHeader("Connection", "close");
    answerUnread(
      req,
      res,
      { status: 408, message: CONTACT_MESSAGES.bodyTimeout },
      Math.min(limits.lingerMs, 100),
    );
  }, limits.bodyDeadlineMs);
  deadline.unref();
  req.once("end", () => clearTimeout(deadline));
  // The answer went, or the connection closed (the client left, a timeout cut it off).
  res.once("close", () => {
    clearTimeout(deadline);
    calls.release(client);
  });
  Promise.resolve()
    .then(() => run(req, res))
    .catch((error: unknown) => {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      logError(`Function /api/${route} failed: ${reason}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      answerUnread(req, res, { status: 500, message: CONTACT_MESSAGES.failure }, limits.lingerMs);
    });
}
