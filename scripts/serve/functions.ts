/**
 * The site's Gatsby Functions, served by the own server (scripts/serve.cjs) itself, each loaded
 * once per process.
 *
 * Gatsby's own Function middleware (what plain `gatsby serve` runs) deletes the compiled file
 * from Node's module cache and requires it again on every call, and Node keeps every copy among
 * the middleware module's children: the 1.4 MB contact Function cost ~150 ms of CPU and ~5 MiB
 * that was never freed per call, refused calls included, until the process ran out of heap. So
 * every request Gatsby would hand to a Function is answered here instead, before Gatsby sees it,
 * by the Function as it was loaded when the server started; Gatsby's middleware never runs.
 *
 * Which requests those are follows Gatsby's rule (`app.use("/api/*")` in its serve command): a
 * path starting with `/api/`, in any case, whose rest, URL-decoded, is a Function's route.
 * The Functions here read their own bodies (their config switches Gatsby's parsers off, which
 * is checked when the server starts) and use only Node's request and response, so they are
 * given those as they are. A Function with a route parameter (`[id].ts`) is refused at start:
 * it would need Gatsby's matching, and must not fall back to the middleware that reloads it.
 *
 * What calls in progress may hold is bounded: at most MAX_OPEN_FUNCTION_CALLS at once (each
 * reads at most 32 KB of body and is cut off by the server's request timeout); further calls
 * are answered 503 from their headers until one ends.
 */
import fs from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import { config as FUNCTION_CONFIG } from "../../functions/send-email-function-config";
import { CONTACT_MESSAGES } from "../../src/lib/contact/schema";
import { answerUnread } from "./answer";

/** Calls in progress at once; each holds at most 32 KB of body and its socket. */
export const MAX_OPEN_FUNCTION_CALLS = 256;

/** Seconds a caller turned away for a full server is asked to wait. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** A Function as Gatsby compiles it: `(req, res)`, Node's own objects here. */
export type SiteFunction = (req: IncomingMessage, res: ServerResponse) => unknown;

/** One entry of Gatsby's `.cache/functions/manifest.json` (the fields read here). */
export interface FunctionManifestEntry {
  functionRoute: string;
  absoluteCompiledFilePath: string;
  originalRelativeFilePath?: string;
  matchPath?: string;
}

/** The path of a request as Express matches it: up to the query, as sent (not decoded). */
function rawPath(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  if (url.startsWith("/")) return url.split(/[?#]/, 1)[0];
  // The absolute form ("http://host/api/..."), which HTTP/1.1 servers must accept.
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

const FUNCTION_PATH = /^\/api\/(.*)$/is;

/** True for a request Gatsby would route to its Function middleware (`/api/` in any case). */
export function isFunctionPath(url: string | undefined): boolean {
  const pathname = rawPath(url);
  return pathname !== undefined && FUNCTION_PATH.test(pathname);
}

/**
 * The Function route a request names, decoded as Express decodes it ("send-email" for
 * `/API/send%2Demail`), or undefined when it names none (or cannot be decoded: Express answers
 * that with 400 before any Function).
 */
export function functionRouteOf(url: string | undefined): string | undefined {
  const pathname = rawPath(url);
  const fragment = pathname === undefined ? undefined : FUNCTION_PATH.exec(pathname)?.[1];
  if (fragment === undefined || fragment === "") return undefined;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
}

/** The compiled Functions of the last build ([] before any build, as `gatsby serve` reads it). */
export function readFunctionManifest(siteDir: string): FunctionManifestEntry[] {
  const file = path.join(siteDir, ".cache", "functions", "manifest.json");
  if (!fs.existsSync(file)) return [];
  const entries = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  if (!Array.isArray(entries)) throw new Error(`${file} is not a list of Functions`);
  return entries as FunctionManifestEntry[];
}

const sameBodyConfig = (config: unknown) =>
  typeof config === "object" &&
  config !== null &&
  JSON.stringify((config as { bodyParser?: unknown }).bodyParser) ===
    JSON.stringify(FUNCTION_CONFIG.bodyParser);

/**
 * Loads each compiled Function once, with `load` (Node's `require`, from scripts/serve.cjs), and
 * checks it can be served here. Throws, naming the Function and why, when one cannot.
 */
export function loadFunctions(
  entries: FunctionManifestEntry[],
  load: (file: string) => unknown,
): Map<string, SiteFunction> {
  const functions = new Map<string, SiteFunction>();
  for (const entry of entries) {
    const name = entry.originalRelativeFilePath ?? entry.functionRoute;
    if (entry.matchPath) {
      throw new Error(
        `src/api/${name} has a route parameter; scripts/serve/functions.ts serves Functions by ` +
          "their exact route only (Gatsby's own middleware would reload it on every call).",
      );
    }
    const loaded = load(entry.absoluteCompiledFilePath) as
      { default?: unknown; config?: unknown } | undefined;
    const handler = loaded?.default ?? loaded;
    if (typeof handler !== "function") throw new Error(`src/api/${name} exports no function`);
    if (!sameBodyConfig(loaded?.config)) {
      throw new Error(
        `src/api/${name} must export functions/send-email-function-config.ts's config: the own ` +
          "server runs no body parser, so its Functions read their bodies themselves.",
      );
    }
    functions.set(entry.functionRoute, handler as SiteFunction);
  }
  return functions;
}

/** The site's Functions (`siteDir` is where `gatsby serve` runs), each loaded once by `load`. */
export function loadSiteFunctions(
  siteDir: string,
  load: (file: string) => unknown,
): Map<string, SiteFunction> {
  return loadFunctions(readFunctionManifest(siteDir), load);
}

export interface ServeFunctionsOptions {
  maxOpenCalls?: number;
  /** How long a turned-away request's body is dropped before its connection is closed. */
  lingerMs: number;
  /** Where a Function's failure is reported (the server's log). */
  logError?: (line: string) => void;
}

/**
 * `listener` with the Functions in front of it: a request for one runs it; anything else goes
 * on to `listener` (Gatsby). A Function that throws is answered 500 with JSON, never a stack.
 */
export function serveFunctions(
  listener: RequestListener,
  functions: ReadonlyMap<string, SiteFunction>,
  options: ServeFunctionsOptions,
): RequestListener {
  const maxOpenCalls = options.maxOpenCalls ?? MAX_OPEN_FUNCTION_CALLS;
  const logError = options.logError ?? ((line: string) => process.stderr.write(`${line}\n`));
  let open = 0;
  return (req, res) => {
    const route = functionRouteOf(req.url);
    const run = route === undefined ? undefined : functions.get(route);
    if (run === undefined) {
      listener(req, res);
      return;
    }
    if (open >= maxOpenCalls) {
      answerUnread(
        req,
        res,
        {
          status: 503,
          message: CONTACT_MESSAGES.serviceUnavailable,
          headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
        },
        options.lingerMs,
      );
      return;
    }
    open += 1;
    // The answer went, or the connection closed (the client left, a timeout cut it off).
    res.once("close", () => {
      open -= 1;
    });
    Promise.resolve()
      .then(() => run(req, res))
      .catch((error: unknown) => {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        logError(`Function /api/${route} failed: ${reason}`);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        answerUnread(
          req,
          res,
          { status: 500, message: CONTACT_MESSAGES.failure },
          options.lingerMs,
        );
      });
  };
}
