/**
 * Which serverless host the contact call runs on, if any, read from the variables each host sets
 * in its functions' environment. What depends on it:
 * - the lead store: the outbox keeps leads on the local disk, which a serverless instance does
 *   not keep (and may not let it write), so there it must be PostgreSQL;
 * - who the client is: a function has no client socket, every call comes through the host's
 *   proxy, so the client's address is in X-Forwarded-For (TRUSTED_PROXY_HOPS);
 * - Google's test reCAPTCHA secret, which is never accepted there.
 * Each problem is said once at start-up, where the operator reads the function's log.
 */
import { readLeadsDatabaseUrl } from "./lead-store";

/** The process environment (settings.ts names it Env; kept apart so neither file imports the other). */
type Env = Record<string, string | undefined>;

export interface ServerlessHost {
  /** What the operator knows it as, for messages. */
  name: string;
  /** The variable that gave it away. */
  variable: string;
  /**
   * Proxies that append to X-Forwarded-For in front of its functions, when known; unknown hosts
   * need TRUSTED_PROXY_HOPS set by hand.
   */
  proxyHops: number | undefined;
}

const HOSTS: readonly ServerlessHost[] = [
  // Netlify's CDN appends the visitor's address to X-Forwarded-For; Netlify Functions run on
  // AWS Lambda, whose own variable is all a function may see at run time.
  { name: "Netlify", variable: "NETLIFY", proxyHops: 1 },
  { name: "AWS Lambda (Netlify Functions)", variable: "AWS_LAMBDA_FUNCTION_NAME", proxyHops: 1 },
  { name: "Vercel", variable: "VERCEL", proxyHops: undefined },
  { name: "Google Cloud Run or Cloud Functions", variable: "K_SERVICE", proxyHops: undefined },
  { name: "Azure Functions", variable: "FUNCTIONS_WORKER_RUNTIME", proxyHops: undefined },
];

/** The serverless host this runs on, or undefined on a server of our own. */
export function serverlessHost(env: Env): ServerlessHost | undefined {
  return HOSTS.find((host) => (env[host.variable] ?? "").trim() !== "");
}

/** The problem with running serverless without LEADS_DATABASE_URL, or undefined. */
export function serverlessStoreProblem(env: Env): string | undefined {
  const host = serverlessHost(env);
  if (host === undefined || readLeadsDatabaseUrl(env) !== undefined) return undefined;
  return (
    `LEADS_DATABASE_URL is not set on serverless hosting (${host.name}: ${host.variable} is ` +
    "set), so leads would go to the outbox on this instance's disk, which is not kept (and may " +
    "not be writable). Set LEADS_DATABASE_URL to the PostgreSQL lead store in the Function's " +
    "environment."
  );
}
