/**
 * What the own server may send: the files the build wrote into public/, listed once when the
 * server starts, and how a request path names one of them. A path that names no listed file is
 * a 404, whatever is on disk, so nothing outside the build (a dotfile, a file written later, a
 * path that climbs out with `..`) is ever read for a request.
 */
import fs from "node:fs";
import path from "node:path";
import { isCompressedCopy } from "../../plugins/site-build/post-build/precompress-files";

/** Files in public/ that configure the host and are never sent. */
const HOST_FILES = new Set(["_headers", "_redirects"]);

/** Every file the build wrote into `publicDir`, as paths relative to it with `/` separators. */
export function listSiteFiles(publicDir: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${relative}/`);
      else if (entry.isFile() && !HOST_FILES.has(relative) && !isCompressedCopy(relative)) {
        files.add(relative);
      }
    }
  };
  if (fs.existsSync(publicDir)) walk(publicDir, "");
  return files;
}

export type SiteFileMatch =
  /** Send this file (relative to public/). */
  | { kind: "file"; file: string }
  /** Pages have no final slash: send the browser to the page's one address. */
  | { kind: "redirect"; location: string }
  | { kind: "missing" };

/**
 * The decoded path of a request ("/about" for "/%61bout?x"), or undefined when it is not one a
 * browser would send: not starting with "/", badly percent-encoded, or holding a NUL, a
 * backslash or a `.`/`..` segment (the paths that reach a file other than the one named).
 */
export function decodeRequestPath(url: string): string | undefined {
  const raw = url.split(/[?#]/, 1)[0];
  if (!raw.startsWith("/") || raw.startsWith("//")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(decoded)) return undefined;
  if (decoded.split("/").some((segment) => segment === "." || segment === "..")) return undefined;
  return decoded;
}

/**
 * Which listed file a decoded request path names: a file by its own path ("/app-1a2b.js"), a
 * page by its folder ("/about" is about/index.html, "/" is index.html). "/about/" redirects to
 * "/about", keeping the query, as pages are served without a final slash.
 */
export function matchSiteFile(
  files: ReadonlySet<string>,
  pathname: string,
  search = "",
): SiteFileMatch {
  if (pathname === "/")
    return files.has("index.html") ? { kind: "file", file: "index.html" } : { kind: "missing" };
  const withoutSlash = pathname.replace(/\/+$/, "");
  const relative = withoutSlash.slice(1);
  if (withoutSlash !== pathname) {
    return withoutSlash !== "" && files.has(`${relative}/index.html`)
      ? { kind: "redirect", location: `${encodeURI(withoutSlash)}${search}` }
      : { kind: "missing" };
  }
  if (files.has(relative)) return { kind: "file", file: relative };
  if (files.has(`${relative}/index.html`)) return { kind: "file", file: `${relative}/index.html` };
  return { kind: "missing" };
}
