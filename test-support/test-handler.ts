import {
  createSendEmailHandler,
  type SendEmailHandler,
  type SendEmailHandlerDeps,
} from "../functions/send-email-handler";

/**
 * The contact call's handler as the handler tests build it: the test's settings, every log
 * line kept for reading, and timeouts generous enough that a busy machine never turns a
 * healthy local fake into an outage (these tests watch what a mail does, not how long the
 * answer waits for it). `extra` overrides any of it.
 */
export function makeTestHandler(
  env: Record<string, string | undefined>,
  logLines: string[],
  extra: Partial<SendEmailHandlerDeps> = {},
): SendEmailHandler {
  return createSendEmailHandler({
    env,
    log: (line) => logLines.push(line),
    verifyTimeoutMs: 2_000,
    smtpTimeoutMs: 4_000,
    mailWaitMs: 10_000,
    ...extra,
  });
}
