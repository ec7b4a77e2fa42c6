/**
 * Gatsby Function for POST /api/send-email: a thin adapter over functions/send-email-handler.ts.
 * No `export const config` here: it makes Gatsby build its rendering engines, which fails with
 * sharp 0.34 (see DESIGN.md); the 32 KB body cap is enforced by the handler instead.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { createSendEmailHandler } from "../../functions/send-email-handler";

// One instance per server process, so the per-address rate limit holds across calls.
const handle = createSendEmailHandler();

export default async function sendEmail(
  req: GatsbyFunctionRequest<unknown>,
  res: GatsbyFunctionResponse<unknown>,
): Promise<void> {
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
