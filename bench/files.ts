import fs from "node:fs";
import path from "node:path";

/** Bytes of every file under a directory. */
export function directorySize(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? directorySize(full) : fs.statSync(full).size;
  }
  return total;
}

/** The paths of a sitemap's <loc> entries, decoded, in the sitemap's order. */
export function listSitemapRoutes(xml: string): string[] {
  const routes: string[] = [];
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = new URL(match[1].replace(/&amp;/g, "&"));
    routes.push(decodeURIComponent(url.pathname) || "/");
  }
  return routes;
}
