/**
 * Answers the own server (scripts/serve.cjs) gives itself, before Gatsby sees a request: JSON,
 * as the contact Function answers, and never with a body read.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { JSON_ANSWER_HEADERS } from "../../src/lib/contact/request-limits";

/**
 * Drops what is left of a request's body for `lingerMs` (nothing of it is kept), then closes
 * the connection if the client is still sending. Closing at once would make the client's system
 * throw the answer away (a reset).
 */
export function lingerThenClose(req: IncomingMessage, lingerMs: number): void {
  req.resume();
  if (req.complete) return;
  const timer = setTimeout(() => req.socket.destroy(), lingerMs);
  const stop = () => clearTimeout(timer);
  req.once("end", stop);
  req.socket.once("close", stop);
}

/** Answers `{errors: [message]}` without reading the body, and lets the connection go. */
export function answerUnread(
  req: IncomingMessage,
  res: ServerResponse,
  answer: { status: number; message: string; headers?: Record<string, string> },
  lingerMs: number,
): void {
  res.writeHead(answer.status, { ...JSON_ANSWER_HEADERS, ...answer.headers });
  res.end(JSON.stringify({ errors: [answer.message] }));
  lingerThenClose(req, lingerMs);
}
