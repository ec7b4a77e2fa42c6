/**
 * Netlify edge function in front of the contact call (POST /api/send-email): the contact call's
 * rule on bodies (src/lib/contact/request-limits.ts), applied before the request reaches the
 * Function. Gatsby's multipart parser runs inside the Function before our code and reads a
 * multipart body whole into memory; here such a body (or one declared over 32 KB, compressed, or
 * in another charset), and any method but POST, is refused from its headers, with the answer the
 * Function would give, and never forwarded. Anything else goes on to the Function unchanged
 * (returning nothing).
 *
 * Runs on Deno: imports only that rule, by its file name.
 */
import { JSON_ANSWER_HEADERS, requestRefusal } from "../../src/lib/contact/request-limits.ts";

/**
 * Every path on which Netlify reaches the contact Function, or a request sent to another would
 * skip the rule: the rewrite's `/api/send-email` (with or without its last slash) and the
 * Function's own address, `/.netlify/functions/<Gatsby's functionId>`, with whatever follows it.
 * `npm run check:deploy` checks these against the built Function's name.
 */
export const config = {
  path: [
    "/api/send-email",
    "/api/send-email/",
    "/.netlify/functions/send-email-js",
    "/.netlify/functions/send-email-js/*",
  ],
};

export default function contactRequestLimits(request: Request): Response | undefined {
  const header = (name: string) => request.headers.get(name) ?? undefined;
  const refusal = requestRefusal({
    method: request.method,
    contentType: header("content-type"),
    contentLength: header("content-length"),
    contentEncoding: header("content-encoding"),
    transferEncoding: header("transfer-encoding"),
  });
  if (refusal === undefined) return undefined;
  return new Response(JSON.stringify({ errors: [refusal.message] }), {
    status: refusal.status,
    headers: { ...JSON_ANSWER_HEADERS, ...refusal.headers },
  });
}
