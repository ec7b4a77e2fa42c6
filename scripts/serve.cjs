/**
 * `gatsby serve` with the limits of scripts/serve/limits.ts (timeouts against slow clients, the
 * contact call's body rule before Gatsby's parsers) and the site's redirects
 * (scripts/serve/redirects.ts), in this one process. Takes the arguments of
 * `gatsby serve`:
 *
 *   node scripts/serve.cjs --host 0.0.0.0 --port 9000
 *
 * `npm run serve`, `npm start`, the end-to-end server and the benchmark start it this way. Only
 * the limits are loaded through tsx (its API, not its global hooks), so Gatsby and the Function
 * it loads on every call run as under plain `gatsby serve`.
 */
const { require: requireTypeScript } = require("tsx/cjs/api");

const path = require("node:path");
const { installServeLimits } = requireTypeScript("./serve/limits.ts", __filename);
const { installRedirects } = requireTypeScript("./serve/redirects.ts", __filename);
installServeLimits();
// The site's redirects (public/_redirects), which `gatsby serve` itself does not answer.
installRedirects(path.join(process.cwd(), "public", "_redirects"));
// Gatsby's command line reads process.argv: `serve.cjs --port 9000` is `gatsby serve --port 9000`.
process.argv.splice(2, 0, "serve");
require("gatsby/cli.js");
