/**
 * npm run check:html-size: every built page's HTML, compressed as served, with its response
 * headers, within the first round trip of a new connection (FIRST_ROUND_TRIP_BYTES, 14 KiB).
 * It serves public/ as `npm run serve` does (scripts/serve.cjs), with public/_headers, asks
 * for every page as a browser does (`Accept-Encoding: gzip, deflate, br`: it gets the build's
 * brotli copy) and counts the compressed body as it arrives and the headers as a browser
 * receives them over HTTP/2 (html-size/http2-head-bytes.ts: one HPACK-compressed HEADERS frame
 * on a new connection).
 * Prints every page with what it leaves of the limit, and its size in gzip for clients
 * without brotli; a page over the limit stops the run with its address, its size and by how
 * much it is over.
 *
 *   npx tsx scripts/check-html-size.ts [--public DIR]   another build (e.g. the grown copy's)
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { publicHtmlFiles } from "../plugins/site-build/built-html/public-html-files";
import { freePort, waitForServer } from "../test-support/ports";
import { PAGE_ALIASES } from "../src/lib/routes";
import { FIRST_ROUND_TRIP_BYTES } from "./html-size/first-round-trip";
import { startHttp2HeadMeter } from "./html-size/http2-head-bytes";
import { BROWSER_ACCEPT_ENCODING, fetchServed } from "./html-size/served-page";
import { overLimit, sizeTable, type ServedPage } from "./html-size/page-bytes";
import { siteServerArguments } from "./serve/command";

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const publicDir = path.resolve(argument("--public") ?? path.join(__dirname, "..", "public"));

const REDIRECTED = new Set(PAGE_ALIASES.map((alias) => alias.from));

/** "index.html" -> "/", "blogs/x/index.html" -> "/blogs/x", "404.html" -> "/404.html". */
function routeOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) : file}`;
}

async function main(): Promise<void> {
  const port = String(await freePort());
  const server = spawn(process.execPath, siteServerArguments({ host: "127.0.0.1", port }), {
    cwd: path.dirname(publicDir),
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  const meter = await startHttp2HeadMeter();
  try {
    await waitForServer(`${origin}/`, 60_000);
    const pages: ServedPage[] = [];
    const gzip = new Map<string, number>();
    for (const file of publicHtmlFiles(publicDir)) {
      const route = routeOf(file);
      // The host answers an old address with a redirect; its page is only for hosts that do not.
      if (REDIRECTED.has(route)) continue;
      pages.push(await fetchServed(origin, route, BROWSER_ACCEPT_ENCODING, meter));
      gzip.set(route, (await fetchServed(origin, route, "gzip", meter)).bodyBytes);
    }
    console.log("HTML per page as served to a browser, with its response headers, bytes:");
    for (const line of sizeTable(pages, gzip)) console.log(line);
    const problems = overLimit(pages);
    if (problems.length > 0) {
      console.error(`check:html-size: ${problems.length} page(s) over the first round trip:`);
      for (const problem of problems) console.error(`  ${problem}`);
      process.exitCode = 1;
      return;
    }
    console.log(
      `check:html-size: all ${pages.length} pages within the first round trip (${FIRST_ROUND_TRIP_BYTES.toLocaleString("en-GB")} bytes with their HTTP/2 headers).`,
    );
  } finally {
    server.kill();
    await meter.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
