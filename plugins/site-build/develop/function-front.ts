/**
 * `gatsby develop`'s front for the Functions: the contact call's rule on methods and bodies
 * (src/lib/contact/request-limits.ts), as the edge and the own server apply it. gatsby-config's
 * developMiddleware installs it under /api, which Gatsby registers before its own Function
 * middleware; without it that middleware's multipart parser reads a multipart body of any
 * method first, and answers one it cannot parse with an HTML error page (500) instead of the
 * handler's 405 or 415.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { JSON_ANSWER_HEADERS, requestRefusal } from "../../../src/lib/contact/request-limits";

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

/** Answers a refused request from its headers (its body dropped unread), or passes it on. */
export function developFunctionFront(
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
): void {
  const refusal = requestRefusal({
    method: req.method,
    contentType: header(req, "content-type"),
    contentLength: header(req, "content-length"),
    contentEncoding: header(req, "content-encoding"),
    transferEncoding: header(req, "transfer-encoding"),
  });
  if (refusal === undefined) {
    next();
    return;
  }
  res.writeHead(refusal.status, { ...JSON_ANSWER_HEADERS, ...refusal.headers });
  res.end(JSON.stringify({ errors: [refusal.message] }));
  req.resume();
}
