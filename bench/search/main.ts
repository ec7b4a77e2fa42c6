/**
 * npm run bench:search: what site search costs, on a built site served by the own server and
 * measured in Debian's Chromium:
 *
 *   - the index on disk (Pagefind's runtime apart from the index itself);
 *   - the index build (the build's last step, run again on the built pages);
 *   - the bytes the first search of a common word transfers, from the click on the header's
 *     control to the results (the dialog's code, Pagefind's runtime, the index it needed);
 *   - the time from a keystroke to its results on screen at 4x CPU slowdown (Chromium's CPU
 *     throttling), once search has loaded: keydown to the frame after the result count for
 *     the full word is written.
 *
 * Speed is never asserted: it is measured here and written into docs/search.md and
 * docs/performance.md by hand. The machine is shared, so every time is a median with its range.
 *
 *   npm run bench:search                      this checkout's last build (public/)
 *   npm run bench:search -- --site DIR        another built copy (DIR/public), e.g. a grown one
 *   npm run bench:search -- --runs 5          samples per query word (default 3)
 *   npm run bench:search -- --files           also list the first search's requests
 */
import { chromium, type Page, type Request } from "@playwright/test";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { writeSearchIndex } from "../../plugins/site-build/search/write-search-index";
import { directorySize } from "../files";
import { freePort, waitForServer } from "../../test-support/ports";
import { formatSpread, kib, searchFileKind, spread, type SearchFileKind } from "./figures";
import { siteServerArguments } from "../../scripts/serve/command";

const ROOT = path.resolve(__dirname, "../..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** A word most pages of an IT provider's site use. */
const FIRST_WORD = "backup";
/** Words typed, one keystroke timed per word (its last letter). */
const WORDS = [
  "cyber",
  "cloud",
  "azure",
  "recovery",
  "ransomware",
  "network",
  "compliance",
  "support",
];
const INDEX_BUILDS = 3;
const CPU_SLOWDOWN = 4;

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function indexOnDisk(publicDir: string) {
  const dir = path.join(publicDir, "pagefind");
  let runtime = 0;
  for (const name of fs.readdirSync(dir)) {
    if (searchFileKind(`/pagefind/${name}`) === "runtime") {
      runtime += fs.statSync(path.join(dir, name)).size;
    }
  }
  const total = directorySize(dir);
  const entry = JSON.parse(fs.readFileSync(path.join(dir, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { page_count: number }>;
  };
  const pages = Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0);
  return { total, runtime, index: total - runtime, pages };
}

function indexBuildSeconds(publicDir: string): number[] {
  return Array.from({ length: INDEX_BUILDS }, () => writeSearchIndex(publicDir).seconds);
}

async function openSearch(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  await page.getByRole("combobox", { name: "Search" }).waitFor();
}

/** Waits for the dialog to show the result count of `word`. */
async function resultsFor(page: Page, word: string): Promise<void> {
  await page
    .getByRole("dialog")
    .getByRole("status")
    .filter({ hasText: new RegExp(`(results?|No results) for “${word}”`) })
    .waitFor({ timeout: 30_000 });
}

/**
 * What one request transfers: its response's headers and body exactly as the server sends them
 * to a browser that accepts what the request accepted (compressed or not), asked again here.
 */
function transferredBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        let body = 0;
        response.on("data", (chunk: Buffer) => (body += chunk.length));
        response.on("end", () => {
          const head = response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
          resolve(head + body);
        });
      })
      .on("error", reject);
  });
}

/** Bytes transferred by opening search and searching `FIRST_WORD`, by kind of file. */
async function firstSearchBytes(page: Page) {
  const requested: Array<{ url: string; acceptEncoding: Promise<string> }> = [];
  const listen = (request: Request) =>
    requested.push({
      url: request.url(),
      // As sent: the network layer adds Accept-Encoding.
      acceptEncoding: request.allHeaders().then((headers) => headers["accept-encoding"] ?? ""),
    });
  page.context().on("request", listen);
  const started = Date.now();
  await openSearch(page);
  await page.getByRole("combobox", { name: "Search" }).fill(FIRST_WORD);
  await resultsFor(page, FIRST_WORD);
  const openToResultsMs = Date.now() - started;
  await page.waitForLoadState("networkidle");
  page.context().off("request", listen);
  const bytes: Record<SearchFileKind, number> = { dialog: 0, runtime: 0, index: 0, other: 0 };
  const files: Array<{ path: string; bytes: number }> = [];
  for (const { url, acceptEncoding } of requested) {
    const { pathname } = new URL(url);
    const transferred = await transferredBytes(url, await acceptEncoding);
    bytes[searchFileKind(pathname)] += transferred;
    files.push({ path: pathname, bytes: transferred });
  }
  return { bytes, files, openToResultsMs };
}

/** Keydown of a word's last letter to the frame after its result count is written. */
async function keystrokeToResults(page: Page, word: string): Promise<number> {
  const field = page.getByRole("combobox", { name: "Search" });
  await field.fill(word.slice(0, -1));
  await resultsFor(page, word.slice(0, -1));
  await page.evaluate((full) => {
    const field = document.querySelector<HTMLInputElement>("dialog input[role=combobox]");
    const status = document.querySelector("dialog [role=status]");
    const timing = window as unknown as { __keystroke?: Promise<number> };
    timing.__keystroke = new Promise<number>((resolve) => {
      let pressed = 0;
      field?.addEventListener("keydown", (event) => (pressed = event.timeStamp), { once: true });
      const observer = new MutationObserver(() => {
        if (!status?.textContent?.includes(`for “${full}”`)) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - pressed));
      });
      if (status) observer.observe(status, { childList: true, characterData: true, subtree: true });
    });
  }, word);
  await field.press(word.slice(-1));
  return page.evaluate(() => (window as unknown as { __keystroke: Promise<number> }).__keystroke);
}

async function main(): Promise<void> {
  const site = path.resolve(argument("--site") ?? ROOT);
  const runs = Number(argument("--runs") ?? 3);
  const publicDir = path.join(site, "public");
  if (!fs.existsSync(path.join(publicDir, "pagefind", "pagefind-entry.json"))) {
    throw new Error(`${publicDir} has no search index: build the site first`);
  }
  const chromiumVersion = execFileSync(CHROMIUM, ["--version"]).toString().trim();
  const onDisk = indexOnDisk(publicDir);
  const builds = indexBuildSeconds(publicDir);

  const port = await freePort();
  const server = spawn(
    process.execPath,
    siteServerArguments({ host: "127.0.0.1", port: String(port) }),
    {
      cwd: site,
      stdio: "ignore",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForServer(`${origin}/`, 60_000);
    const keystrokes: number[] = [];
    const first: Array<Awaited<ReturnType<typeof firstSearchBytes>>> = [];
    for (let run = 0; run < runs; run += 1) {
      // A new visitor each run: nothing of search in the browser's cache.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await page.goto(`${origin}/about`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
      await page.waitForLoadState("networkidle");
      first.push(await firstSearchBytes(page));
      for (const word of WORDS) keystrokes.push(await keystrokeToResults(page, word));
      await context.close();
    }
    const firstBytes = first[0].bytes;
    const total = firstBytes.dialog + firstBytes.runtime + firstBytes.index;
    const searchRequests = first[0].files.filter((f) => searchFileKind(f.path) !== "other").length;
    console.log(`Site search on ${site} (${onDisk.pages} pages indexed), ${chromiumVersion}`);
    console.log(
      `index on disk: ${kib(onDisk.total)} (runtime ${kib(onDisk.runtime)}, index ${kib(onDisk.index)})`,
    );
    console.log(`index build: ${formatSpread(spread(builds), "s", 2)}`);
    console.log(
      `first search of “${FIRST_WORD}”: ${kib(total)} transferred (dialog ${kib(firstBytes.dialog)}, ` +
        `runtime ${kib(firstBytes.runtime)}, index ${kib(firstBytes.index)}) in ${searchRequests} ` +
        `requests; meanwhile the page's own other requests (Gatsby prefetching page data): ` +
        kib(firstBytes.other),
    );
    if (process.argv.includes("--files")) {
      for (const file of first[0].files)
        console.log(`  ${kib(file.bytes).padStart(10)}  ${file.path}`);
    }
    console.log(
      `open to first results at ${CPU_SLOWDOWN}x: ${formatSpread(spread(first.map((f) => f.openToResultsMs)), "ms")}`,
    );
    console.log(
      `keystroke to results at ${CPU_SLOWDOWN}x, after the first load: ${formatSpread(spread(keystrokes), "ms")}`,
    );
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
