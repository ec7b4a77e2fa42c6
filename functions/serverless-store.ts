/**
 * The outbox keeps leads on the local disk, which a serverless instance (a Netlify Function
 * runs on AWS Lambda) does not keep and may not let it write: there the lead store must be
 * PostgreSQL. Said once at start-up, where the operator reads the Function's log.
 */
import { readLeadsDatabaseUrl } from "./lead-store";
import type { Env } from "./settings";

/** True on AWS Lambda (Netlify Functions) or a Netlify build or `netlify dev`. */
export function isServerless(env: Env): boolean {
  return Boolean(env.AWS_LAMBDA_FUNCTION_NAME || env.NETLIFY);
}

/** The problem with running serverless without LEADS_DATABASE_URL, or undefined. */
export function serverlessStoreProblem(env: Env): string | undefined {
  if (!isServerless(env) || readLeadsDatabaseUrl(env) !== undefined) return undefined;
  return (
    "LEADS_DATABASE_URL is not set on serverless hosting, so leads would go to the outbox on " +
    "this instance's disk, which is not kept (and may not be writable). Set LEADS_DATABASE_URL " +
    "to the PostgreSQL lead store in the Function's environment."
  );
}
