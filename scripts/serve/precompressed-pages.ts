/**
 * `npm run serve` sends a page's brotli copy written by the build (plugins/site-build/
 * post-build/precompress-pages.ts says why) to a browser that accepts brotli; everything else
 * (other clients, assets, redirects, 404s, the contact call) goes to `gatsby serve` as before.
 * Installed in its process by scripts/serve.cjs, like the limits.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import { PRECOMPRESSED_SUFFIX } from "../../plugins/site-build/post-build/precompress-pages";
import { patchCreateServer } from "./limits";

/** Whether an Accept-Encoding header takes brotli (and does not refuse it with q=0). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";");
    if (coding.trim().toLowerCase() !== "br") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The brotli copy of the page a request path names ("/" and "/about", the way `gatsby serve`
 * answers them: no trailing slash), or null. Never a file outside `publicDir`.
 */
export function precompressedPageFile(publicDir: string, urlPath: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(urlPath, "http://localhost").pathname);
  } catch {
    return null;
  }
  if (pathname !== "/" && pathname.endsWith("/")) return null;
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${pathname}`, "index.html");
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  const compressed = `${file}${PRECOMPRESSED_SUFFIX}`;
  return fs.existsSync(compressed) && fs.existsSync(file) ? compressed : null;
}

function sendPrecompressed(req: IncomingMessage, res: ServerResponse, file: string): void {
  const body = fs.readFileSync(file);
  const etag = `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;
  const headers = {
    "Content-Type": "text/html; charset=UTF-8",
    "Content-Encoding": "br",
    Vary: "Accept-Encoding",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: etag,
  };
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The listener, answering pages with their brotli copy where it can. */
export function servePrecompressedPages(
  listener: RequestListener,
  publicDir: string,
): RequestListener {
  return (req, res) => {
    const file =
      (req.method === "GET" || req.method === "HEAD") &&
      acceptsBrotli(req.headers["accept-encoding"])
        ? precompressedPageFile(publicDir, req.url ?? "/")
        : null;
    if (file) sendPrecompressed(req, res, file);
    else listener(req, res);
  };
}

/** Makes the HTTP server this process creates answer pages from `publicDir`'s brotli copies. */
export function installPrecompressedPages(publicDir: string): () => void {
  return patchCreateServer((options, listener) => [
    options,
    listener === undefined ? undefined : servePrecompressedPages(listener, publicDir),
  ]);
}
