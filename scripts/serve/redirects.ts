/**
 * The site's redirects on our own server, as Netlify answers them: `gatsby serve` has none, so
 * scripts/serve.cjs answers each rule of public/_redirects that sends one path to another with
 * a 301 or 302 (a blog category merged into another: src/lib/blog/category-redirects.ts). The
 * build writes those rules on every target (Netlify's adapter, or onPostBuild for a plain
 * build). Rules that rewrite (200), send to a Function or use wildcards are Netlify's own.
 */
import fs from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { patchCreateServer } from "./limits";

export interface Redirect {
  to: string;
  status: 301 | 302 | 307 | 308;
}

/** The path-to-path redirects of a `_redirects` file, by the path they answer. */
export function parseRedirects(text: string): Map<string, Redirect> {
  const rules = new Map<string, Redirect>();
  for (const line of text.split("\n")) {
    const [from, to, code] = line.trim().split(/\s+/);
    if (!from || from.startsWith("#") || !to || !code) continue;
    const status = Number(code.replace(/!$/, ""));
    if (![301, 302, 307, 308].includes(status) || from.includes("*") || from.includes(":")) {
      continue;
    }
    // The first rule for a path wins, as on Netlify.
    if (!rules.has(from)) rules.set(from, { to, status: status as Redirect["status"] });
  }
  return rules;
}

/** The listener, answering the redirects first (GET and HEAD, with or without a final slash). */
export function answerRedirects(
  listener: RequestListener,
  rules: ReadonlyMap<string, Redirect>,
): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = decodeURI(url.pathname).replace(/(.)\/+$/, "$1");
    const rule = ["GET", "HEAD"].includes(req.method ?? "") ? rules.get(path) : undefined;
    if (rule === undefined) {
      listener(req, res);
      return;
    }
    res.writeHead(rule.status, { Location: `${encodeURI(rule.to)}${url.search}` });
    res.end();
  };
}

/** Answers the redirects of `redirectsFile` (public/_redirects) in this process's server. */
export function installRedirects(redirectsFile: string): () => void {
  const rules = fs.existsSync(redirectsFile)
    ? parseRedirects(fs.readFileSync(redirectsFile, "utf8"))
    : new Map<string, Redirect>();
  return patchCreateServer((options, listener) => [
    options,
    listener === undefined ? undefined : answerRedirects(listener, rules),
  ]);
}
