/**
 * `gatsby serve` with the limits of scripts/serve/limits.ts (timeouts against slow clients, the
 * contact call's body rule before Gatsby's parsers) and the pages' brotli copies written by the
 * build (scripts/serve/precompressed-pages.ts), in this one process. Takes the arguments of
 * `gatsby serve`:
 *
 *   node scripts/serve.cjs --host 0.0.0.0 --port 9000
 *
 * `npm run serve`, `npm start`, the end-to-end server, the benchmark and check:html-size start it
 * this way. Only these two modules are loaded through tsx (its API, not its global hooks), so
 * Gatsby and the Function it loads on every call run as under plain `gatsby serve`.
 */
const { require: requireTypeScript } = require("tsx/cjs/api");

const { installServeLimits } = requireTypeScript("./serve/limits.ts", __filename);
const { installPrecompressedPages } = requireTypeScript(
  "./serve/precompressed-pages.ts",
  __filename,
);
installServeLimits();
// Pages go out as the build compressed them, where the browser takes brotli; gatsby serve
// serves public/ of the folder it runs in.
installPrecompressedPages(require("node:path").join(process.cwd(), "public"));
// Gatsby's command line reads process.argv: `serve.cjs --port 9000` is `gatsby serve --port 9000`.
process.argv.splice(2, 0, "serve");
require("gatsby/cli.js");
