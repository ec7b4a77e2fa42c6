/**
 * The build's report step (onPostBuild, after the pages are finished): reads the built site,
 * and writes the SEO report into public/admin/seo/: index.html, its stylesheet and its one
 * script, compiled here from browser/report-controls.ts. No page of the site links or loads
 * either file, and the site's own steps (search index, page checks, compression) skip
 * public/admin/ (built-html/public-html-files.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { SEO_REPORT_FILES, SEO_REPORT_FOLDER } from "../../../src/lib/seo-report-page";
import { PLUGIN_DIR } from "../site-paths";
import { readSiteFiles } from "./read-site-files";
import { reportHtml } from "./report-html";
import { seoReport, type SeoReport } from "./seo-report";

/** Found from the site's root: in the build this module runs from Gatsby's compiled copy. */
const BROWSER_DIR = path.join(PLUGIN_DIR, "seo-report", "browser");

/**
 * The script, bundled and minified. It runs in the reviewers' current browsers, so ES2017 is
 * ample; "</script" cannot occur as it is a file of its own.
 */
export function compileReportScript(): string {
  const result = buildSync({
    entryPoints: [path.join(BROWSER_DIR, "report-controls.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2017",
    platform: "browser",
    write: false,
    legalComments: "none",
    charset: "utf8",
    logLevel: "silent",
    tsconfigRaw: {},
  });
  return result.outputFiles[0].text;
}

export interface WrittenReport {
  report: SeoReport;
  /** The folder written, under public/. */
  folder: string;
  seconds: number;
}

export function writeSeoReport(
  publicDir: string,
  {
    siteOrigin,
    redirects = null,
    builtAt = new Date(),
  }: { siteOrigin: string; redirects?: string | null; builtAt?: Date },
): WrittenReport {
  const started = process.hrtime.bigint();
  const report = seoReport(readSiteFiles(publicDir, siteOrigin, redirects));
  const folder = path.join(publicDir, SEO_REPORT_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, "index.html"), reportHtml(report, { builtAt }));
  fs.writeFileSync(path.join(folder, SEO_REPORT_FILES.script), compileReportScript());
  fs.copyFileSync(path.join(BROWSER_DIR, "report.css"), path.join(folder, SEO_REPORT_FILES.styles));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { report, folder, seconds };
}
