/**
 * `gatsby serve` with the limits of scripts/serve/limits.ts (timeouts against slow clients, the
 * contact call's body rule before Gatsby's parsers), in this one process. Takes the arguments of
 * `gatsby serve`:
 *
 *   node --import tsx scripts/serve.ts --host 0.0.0.0 --port 9000
 *
 * `npm run serve`, `npm start`, the end-to-end server and the benchmark start it this way.
 */
import { installServeLimits } from "./serve/limits";

installServeLimits();
// Gatsby's command line reads process.argv: `serve.ts --port 9000` is `gatsby serve --port 9000`.
process.argv.splice(2, 0, "serve");
void import(require.resolve("gatsby/cli.js"));
