/**
 * Gatsby Function for POST /api/send-email: a thin adapter over functions/send-email-handler.ts.
 * The handler reads the body itself (Gatsby's parsers are switched off by the config below).
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { SendEmailHandler } from "../../functions/send-email-handler";
import { readBodyUpTo } from "../../functions/request-body";

/*
 * The Function's `config` (no body parsing by Gatsby). Re-exported with `export *` on purpose:
 * Gatsby's page-query scan takes a named `config` export in any file under src/ for a page's
 * rendering config and then builds its rendering engines, which fails with sharp 0.34. The
 * compiled Function still carries `config`.
 */
export * from "../../functions/send-email-function-config";

/**
 * The site's own server (scripts/serve.cjs) and Netlify load this file once; plain
 * `gatsby serve` and `gatsby develop` require it again on every call. The handler
 * (nodemailer, yup, ...) is therefore loaded through a dynamic import and kept on
 * globalThis: one instance per process wherever it runs, so the per-address rate
 * limit and the lead store's claim cap hold across calls.
 */
const processWide = globalThis as { __northbridgeSendEmail?: Promise<SendEmailHandler> };

function handler(): Promise<SendEmailHandler> {
  processWide.__northbridgeSendEmail ??= import("../../functions/send-email-handler").then(
    ({ createSendEmailHandler }) => createSendEmailHandler(),
  );
  return processWide.__northbridgeSendEmail;
}

export default async function sendEmail(
  req: GatsbyFunctionRequest<unknown>,
  res: GatsbyFunctionResponse<unknown>,
): Promise<void> {
  const handle = await handler();
  const answer = await handle({
    method: req.method ?? "",
    headers: req.headers,
    readBody: (maxBytes) => readBodyUpTo(req, maxBytes),
    remoteAddress: req.socket?.remoteAddress,
  });
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(JSON.stringify(answer.body));
  // A refused request's body is dropped unread (the server's request timeout bounds how long).
  if (req.readableEnded === false) req.resume();
}
