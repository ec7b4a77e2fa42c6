/**
 * The own server: what `npm start` and `npm run serve` run, on Fastify. It serves what the
 * build wrote and nothing else:
 * - the files of public/ (site-files.ts), each with the headers public/_headers gives its path
 *   (the same security headers and cache rules Netlify sends), in the build's brotli or gzip
 *   copy where the browser takes one (@fastify/static's `preCompressed`);
 * - the redirects of public/_redirects, pages' addresses without a final slash, and the 404
 *   page for any other path;
 * - the site's Functions, loaded once when the server starts (functions.ts), behind the
 *   contact call's rule on methods and bodies (limits.ts) and the limits on open calls
 *   (function-calls.ts).
 * A request the server cannot read is answered 400 (Node's parser and Fastify answer a
 * malformed request line or header themselves); a fault while answering one request is logged
 * and answered 500, and never ends the process.
 */
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { clientAddressFor, rateLimitKey } from "../../functions/client-address";
import {
  headersFromRules,
  parseHeadersFile,
  REVALIDATE_CACHE,
  type HeaderRule,
} from "../../src/lib/security-headers";
import { answerUnread } from "./answer";
import {
  BODY_DEADLINE_MS,
  MAX_OPEN_CALLS_PER_CLIENT,
  MAX_OPEN_FUNCTION_CALLS,
  OpenCalls,
  runFunction,
  type FunctionCallLimits,
  type SiteFunction,
} from "./function-calls";
import { functionRouteOf } from "./functions";
import { functionRequestRefusal, SERVE_TIMEOUTS, type ServeTimeouts } from "./limits";
import { readRedirects, redirectFor } from "./redirects";
import { decodeRequestPath, listSiteFiles, matchSiteFile } from "./site-files";

export interface SiteServerOptions {
  /** The folder the site was built in: its public/ and .cache/functions. */
  siteDir: string;
  /** The site's Functions by route, loaded once (functions.ts). */
  functions: ReadonlyMap<string, SiteFunction>;
  /** Proxies in front of the server that append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedProxyHops?: number;
  timeouts?: Partial<ServeTimeouts>;
  limits?: Partial<FunctionCallLimits>;
  /** Where faults are reported (standard error by default). */
  log?: (line: string) => void;
}

const PAGE_METHODS = "GET, HEAD";
const NOT_FOUND_PAGE = "404.html";

/** What a request is answered when its path cannot be read. */
function badRequest(reply: FastifyReply): FastifyReply {
  return reply.code(400).type("text/plain; charset=utf-8").send("Bad request\n");
}

export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const timeouts = { ...SERVE_TIMEOUTS, ...options.timeouts };
  const limits: FunctionCallLimits = {
    perClient: MAX_OPEN_CALLS_PER_CLIENT,
    total: MAX_OPEN_FUNCTION_CALLS,
    bodyDeadlineMs: BODY_DEADLINE_MS,
    lingerMs: timeouts.lingerMs,
    ...options.limits,
  };
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const hops = options.trustedProxyHops ?? 0;
  const publicDir = path.join(options.siteDir, "public");
  const files = listSiteFiles(publicDir);
  const headersFile = path.join(publicDir, "_headers");
  const headerRules: HeaderRule[] = fs.existsSync(headersFile)
    ? parseHeadersFile(fs.readFileSync(headersFile, "utf8"))
    : [];
  const redirects = readRedirects(path.join(publicDir, "_redirects"));
  const calls = new OpenCalls(limits);

  const app = Fastify({
    logger: false,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    requestTimeout: timeouts.requestTimeoutMs,
    // Bodies are read by the Functions alone; nothing else here takes one.
    bodyLimit: 1,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    frameworkErrors: (_error, _request, reply) => {
      void badRequest(reply);
    },
  });

  await app.register(fastifyStatic, {
    root: publicDir,
    // Paths are resolved here (site-files.ts); the plugin only sends the file chosen.
    serve: false,
    preCompressed: true,
    cacheControl: false,
    // An ETag is enough to revalidate; every header byte counts in a page's first round trip.
    lastModified: false,
    acceptRanges: false,
    index: false,
    dotfiles: "allow",
  });

  // The site-wide rule goes with every answer (set first, below); the others by path.
  const siteWideHeaders = headersFromRules(headerRules, "/*");
  const pathRules = headerRules.filter((rule) => rule.path !== "/*");
  const setHeaders = (reply: FastifyReply, pathname: string) => {
    for (const { key, value } of headersFromRules(pathRules, pathname)) reply.header(key, value);
    if (!reply.hasHeader("cache-control")) reply.header("Cache-Control", REVALIDATE_CACHE);
  };
  const clientOf = (req: IncomingMessage) => {
    const forwarded = req.headers["x-forwarded-for"];
    return rateLimitKey(
      clientAddressFor(
        Array.isArray(forwarded) ? forwarded.join(", ") : forwarded,
        req.socket.remoteAddress,
        hops,
      ),
    );
  };

  // Every request passes here first: Function calls are answered before any body is read.
  app.addHook("onRequest", (request, reply, done) => {
    const req = request.raw;
    // The site-wide headers (the `/*` rule) go with every answer, a Function's included.
    for (const { key, value } of siteWideHeaders) reply.raw.setHeader(key, value);
    const route = functionRouteOf(req.url);
    const run = route === undefined ? undefined : options.functions.get(route);
    if (route !== undefined && run !== undefined) {
      reply.hijack();
      const refusal = functionRequestRefusal(req);
      if (refusal !== undefined) answerUnread(req, reply.raw, refusal, limits.lingerMs);
      else
        runFunction(req, reply.raw, run, {
          route,
          client: clientOf(req),
          calls,
          limits,
          logError: log,
        });
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      void reply
        .code(405)
        .header("Allow", PAGE_METHODS)
        .type("text/plain; charset=utf-8")
        .send("Method not allowed\n");
      return;
    }
    done();
  });

  const serveSite = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? "/";
    const pathname = decodeRequestPath(url);
    if (pathname === undefined) return badRequest(reply);
    const queryAt = url.indexOf("?");
    const search = queryAt === -1 ? "" : url.slice(queryAt);
    const redirect = redirectFor(redirects, pathname, search);
    if (redirect) return reply.redirect(redirect.location, redirect.status);
    const match = matchSiteFile(files, pathname, search);
    if (match.kind === "redirect") return reply.redirect(match.location, 301);
    if (match.kind === "file") {
      setHeaders(reply, pathname);
      return reply.sendFile(match.file);
    }
    setHeaders(reply, `/${NOT_FOUND_PAGE}`);
    if (!files.has(NOT_FOUND_PAGE)) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
    }
    return reply.code(404).sendFile(NOT_FOUND_PAGE);
  };

  app.get("/*", serveSite);
  app.setNotFoundHandler(serveSite);
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) log(`${request.method} ${request.url} failed: ${String(error.message)}`);
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    void reply
      .code(status >= 400 && status < 600 ? status : 500)
      .type("text/plain; charset=utf-8")
      .send(status >= 500 ? "Internal server error\n" : "Bad request\n");
  });
  return app;
}
