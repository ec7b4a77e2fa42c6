/**
 * The one reader of the files `gatsby build` writes beside the pages in public/:
 * webpack.stats.json (which files each chunk group has) and each page's page-data.json (which
 * template renders it). The page-script step, the bundle-size check, the Gatsby-output check,
 * the restored layout and the early-taps sweep all read them here.
 */
import fs from "node:fs";
import path from "node:path";
import type { WebpackStats } from "../hydration/page-chunk-scripts";

/** The part of a page-data.json the build's steps read. */
export interface PageData {
  path?: unknown;
  componentChunkName?: unknown;
}

/** The build's webpack.stats.json, or null when there is none (no build yet). */
export function readWebpackStats(publicDir: string): WebpackStats | null {
  const file = path.join(publicDir, "webpack.stats.json");
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, "utf8")) as WebpackStats;
}

/** Where Gatsby keeps a page's data, relative to public/ ("/" is "index"). */
export function pageDataFile(pagePath: string): string {
  const fixed = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "");
  return `page-data/${fixed}/page-data.json`;
}

/** A page's page-data.json, or null when the build wrote none for it. */
export function readPageData(publicDir: string, pagePath: string): PageData | null {
  const file = path.join(publicDir, pageDataFile(pagePath));
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, "utf8")) as PageData;
}

/** Every page-data.json of the build (one per page Gatsby made), in no set order. */
export function allPageData(publicDir: string): PageData[] {
  const found: PageData[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "page-data.json") {
        found.push(JSON.parse(fs.readFileSync(full, "utf8")) as PageData);
      }
    }
  };
  const root = path.join(publicDir, "page-data");
  if (fs.existsSync(root)) walk(root);
  return found;
}
