/**
 * The site's Gatsby Functions, served by the own server (scripts/serve/site-server.ts), each
 * loaded once per process from the build's `.cache/functions` (Gatsby's own middleware requires
 * the compiled file again on every call, which costs CPU and leaks memory per call).
 *
 * Which requests reach one follows Gatsby's rule (`/api/*`): a path starting with `/api/`, in
 * any case, whose rest, URL-decoded, is a Function's route. The Functions here read their own
 * bodies (their config switches Gatsby's parsers off, which is checked when the server starts)
 * and use only Node's request and response, so they are given those as they are. A Function
 * with a route parameter (`[id].ts`) is refused at start: it would need Gatsby's matching.
 *
 * What calls in progress may hold is bounded (function-calls.ts): per client address, in all,
 * and in how long a body may take to arrive.
 */
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { config as FUNCTION_CONFIG } from "../../functions/send-email-function-config";

/** A Function as Gatsby compiles it: `(req, res)`, Node's own objects here. */
export type SiteFunction = (req: IncomingMessage, res: ServerResponse) => unknown;

/** One entry of Gatsby's `.cache/functions/manifest.json` (the fields read here). */
export interface FunctionManifestEntry {
  functionRoute: string;
  absoluteCompiledFilePath: string;
  originalRelativeFilePath?: string;
  matchPath?: string;
}

/** The path of a request as Gatsby matches it: up to the query, as sent (not decoded). */
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
 * The Function route a request names, decoded ("send-email" for `/API/send%2Demail`), or
 * undefined when it names none (or cannot be decoded: Gatsby's Express answers
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

/** The compiled Functions of the last build ([] before any build). */
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
          "their exact route only.",
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

/** The site's Functions (`siteDir` holds the build), each loaded once by `load`. */
export function loadSiteFunctions(
  siteDir: string,
  load: (file: string) => unknown,
): Map<string, SiteFunction> {
  return loadFunctions(readFunctionManifest(siteDir), load);
}
