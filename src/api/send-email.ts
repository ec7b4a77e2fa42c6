/**
 * Gatsby Function for POST /api/send-email: a thin adapter over functions/send-email-handler.ts.
 * The 32 KB body cap is enforced by the handler.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { SendEmailHandler } from "../../functions/send-email-handler";

/*
 * The Function's `config` (JSON bodies read as text, so a malformed one gets a JSON answer).
 * Re-exported with `export *` on purpose: Gatsby's page-query scan takes a named `config`
 * export in any file under src/ for a page's rendering config and then builds its rendering
 * engines, which fails with sharp 0.34. The compiled Function still carries `config`.
 */
export * from "../../functions/send-email-function-config";

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

/**
 * The body as the handler expects it: JSON arrives as text (see the config above) and is parsed
 * here; text that is not JSON is passed on as it is, and the handler answers it with 400.
 */
function requestBody(body: unknown): unknown {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export default async function sendEmail(
  req: GatsbyFunctionRequest<unknown>,
  res: GatsbyFunctionResponse<unknown>,
): Promise<void> {
  const handle = await handler();
  const answer = await handle({
    method: req.method ?? "",
    headers: req.headers,
    body: requestBody(req.body),
    remoteAddress: req.socket?.remoteAddress,
  });
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(JSON.stringify(answer.body));
}
