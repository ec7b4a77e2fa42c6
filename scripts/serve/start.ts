/**
 * Starts the own server (site-server.ts) on the build in `siteDir`, as scripts/serve.cjs runs
 * it: `node scripts/serve.cjs --host 0.0.0.0 --port 9000`. On SIGTERM or SIGINT it stops taking
 * connections and lets calls in progress finish, for at most SERVE_TIMEOUTS.shutdownGraceMs.
 */
import { parseArgs } from "node:util";
import { readTrustedProxyHops } from "../../functions/settings";
import { loadSiteFunctions } from "./functions";
import { SERVE_TIMEOUTS } from "./limits";
import { createSiteServer } from "./site-server";

export interface StartOptions {
  argv: string[];
  siteDir: string;
  /** Node's own `require`, for the compiled Functions (CommonJS, loaded as they were built). */
  load: (file: string) => unknown;
}

export async function startSiteServer({ argv, siteDir, load }: StartOptions): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: "string", default: "127.0.0.1" },
      port: { type: "string", default: "9000" },
    },
  });
  // A server of the built site is production, as hosts run it: the contact call's settings
  // (Google's test keys, for one) are judged so, unless the caller said otherwise.
  process.env.NODE_ENV ??= "production";
  const log = (line: string) => process.stderr.write(`${line}\n`);
  // A fault that escapes one request (a Function's callback that throws) must not end the
  // process and take every page down with it: it is logged, and the server goes on.
  process.on("uncaughtException", (error) => log(`Uncaught: ${error.stack ?? String(error)}`));
  process.on("unhandledRejection", (reason) => log(`Unhandled rejection: ${String(reason)}`));

  const app = await createSiteServer({
    siteDir,
    functions: loadSiteFunctions(siteDir, load),
    trustedProxyHops: readTrustedProxyHops(process.env, undefined),
    log,
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing the calls in progress, then stopping`);
    setTimeout(() => process.exit(0), SERVE_TIMEOUTS.shutdownGraceMs).unref();
    void app.close().then(() => process.exit(0));
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  const address = await app.listen({ host: values.host, port: Number(values.port) });
  log(`Serving ${siteDir}/public on ${address}`);
}
