/**
 * Gatsby Function for POST /api/send-email: a thin adapter over functions/send-email-handler.ts.
 * No `export const config` here: it makes Gatsby build its rendering engines, which fails with
 * sharp 0.34; the 32 KB body cap is enforced by the handler instead.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { SendEmailHandler } from "../../functions/send-email-handler";

/**
 * `gatsby serve` re-requires this file on every call. The handler (nodemailer,
 * yup, ...) is therefore loaded through a dynamic import, which webpack puts in
 * a chunk of its own, and kept on globalThis: one instance per server process,
 * so the per-address rate limit holds across calls and each call only
 * re-evaluates this small file instead of the whole 2 MB bundle.
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
    body: req.body,
    remoteAddress: req.socket?.remoteAddress,
  });
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(JSON.stringify(answer.body));
}
