/**
 * The site's own server (scripts/serve/site-server.ts, on Fastify) on the build in the working
 * directory:
 *
 *   node scripts/serve.cjs --host 0.0.0.0 --port 9000
 *
 * `npm run serve`, `npm start`, the end-to-end server, the benchmarks and check:html-size start
 * it this way. The server's own code is loaded through tsx (its API, not its global hooks); the
 * compiled Functions are loaded by Node's own `require`, exactly as they were built.
 */
const { require: requireTypeScript } = require("tsx/cjs/api");
const { startSiteServer } = requireTypeScript("./serve/start.ts", __filename);

startSiteServer({
  argv: process.argv.slice(2),
  siteDir: process.cwd(),
  load: (file) => require(file),
}).catch((error) => {
  process.stderr.write(`The server could not start: ${error.stack ?? error}\n`);
  process.exit(1);
});
