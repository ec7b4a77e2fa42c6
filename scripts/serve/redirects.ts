/**
 * The site's redirects on the own server, as Netlify answers them: each rule of
 * public/_redirects that sends one path to another with a 301, 302, 307 or 308 (a blog
 * category merged into another: src/lib/blog/category-redirects.ts). The build writes those
 * rules on every target (Netlify's adapter, or onPostBuild for a plain build). Rules that
 * rewrite (200), send to a Function or use wildcards are Netlify's own.
 */
import fs from "node:fs";

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
    let path: string;
    try {
      path = decodeURI(from);
    } catch {
      continue;
    }
    // The first rule for a path wins, as on Netlify.
    if (!rules.has(path)) rules.set(path, { to, status: status as Redirect["status"] });
  }
  return rules;
}

/** The rules of `redirectsFile` (public/_redirects); none when the build wrote none. */
export function readRedirects(redirectsFile: string): Map<string, Redirect> {
  return fs.existsSync(redirectsFile)
    ? parseRedirects(fs.readFileSync(redirectsFile, "utf8"))
    : new Map();
}

/**
 * Where a GET or HEAD of a decoded path is sent (with or without a final slash), the query
 * kept; undefined when no rule names it.
 */
export function redirectFor(
  rules: ReadonlyMap<string, Redirect>,
  pathname: string,
  search: string,
): { location: string; status: Redirect["status"] } | undefined {
  const rule = rules.get(pathname.replace(/(.)\/+$/, "$1"));
  return rule && { location: `${rule.to}${search}`, status: rule.status };
}
