/**
 * Reads what the SEO report needs from a built public/ folder: every page's HTML (the pages the
 * build's other steps read, built-html/public-html-files.ts), the sitemap files, robots.txt,
 * the feed and _redirects. Used by the build's report step and by `npm run seo`.
 */
import fs from "node:fs";
import path from "node:path";
import { publicHtmlFiles } from "../built-html/public-html-files";
import { builtFileCandidates } from "../built-html/internal-links";
import { sitePathOf } from "../deploy/page-files";
import type { SiteFiles } from "./seo-report";

const readIfPresent = (file: string): string | null =>
  fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;

export function readSiteFiles(
  publicDir: string,
  siteOrigin: string,
  /** _redirects' text when the build has not written it yet (Netlify's adapter writes it last). */
  redirects: string | null = null,
): SiteFiles {
  const pages = publicHtmlFiles(publicDir).flatMap((file) => {
    const sitePath = sitePathOf(file);
    return sitePath === null
      ? []
      : [{ path: sitePath, html: fs.readFileSync(path.join(publicDir, file), "utf8") }];
  });
  const sitemaps = fs
    .readdirSync(publicDir)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .sort()
    .map((name) => fs.readFileSync(path.join(publicDir, name), "utf8"));
  const fileExists = (sitePath: string) =>
    builtFileCandidates(sitePath).some((relative) => {
      const full = path.join(publicDir, relative);
      return full.startsWith(publicDir) && fs.existsSync(full) && fs.statSync(full).isFile();
    });
  return {
    siteOrigin,
    pages,
    sitemaps,
    robotsTxt: readIfPresent(path.join(publicDir, "robots.txt")),
    feed: readIfPresent(path.join(publicDir, "rss.xml")),
    redirects: readIfPresent(path.join(publicDir, "_redirects")) ?? redirects,
    fileExists,
  };
}
