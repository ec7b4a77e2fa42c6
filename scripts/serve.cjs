/**
 * The site's own server: `gatsby serve` with the front of scripts/serve/limits.ts (timeouts
 * against slow clients, the contact call's body rule before Gatsby's parsers, and the site's
 * Functions loaded once and run before Gatsby's middleware, which would reload them on every
 * call: scripts/serve/functions.ts), the pages' brotli copies written by the build
 * (scripts/serve/precompressed-pages.ts) and the site's redirects (scripts/serve/redirects.ts),
 * in this one process. Takes the arguments of `gatsby serve`:
 *
 *   node scripts/serve.cjs --host 0.0.0.0 --port 9000
 *
 * `npm run serve`, `npm start`, the end-to-end server, the benchmark and check:html-size start
 * it this way. Only the front is loaded through tsx (its API, not its global hooks); Gatsby and
 * the compiled Functions are loaded by Node's own `require`, as under plain `gatsby serve`.
 */
const { require: requireTypeScript } = require("tsx/cjs/api");

const path = require("node:path");
const { installServeLimits } = requireTypeScript("./serve/limits.ts", __filename);
const { loadSiteFunctions } = requireTypeScript("./serve/functions.ts", __filename);
const { installPrecompressedPages } = requireTypeScript(
  "./serve/precompressed-pages.ts",
  __filename,
);
const { installRedirects } = requireTypeScript("./serve/redirects.ts", __filename);

// `gatsby serve` serves the site in its working directory; its Functions, once, from there.
const functions = loadSiteFunctions(process.cwd(), (file) => require(file));
installServeLimits({ functions });
// Pages go out as the build compressed them, where the browser takes brotli.
installPrecompressedPages(path.join(process.cwd(), "public"));
// The site's redirects (public/_redirects), which `gatsby serve` itself does not answer; each
// step installed later answers first, so a redirect wins over a page.
installRedirects(path.join(process.cwd(), "public", "_redirects"));
// Gatsby's command line reads process.argv: `serve.cjs --port 9000` is `gatsby serve --port 9000`.
process.argv.splice(2, 0, "serve");
require("gatsby/cli.js");
