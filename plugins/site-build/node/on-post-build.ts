import type { GatsbyNode } from "gatsby";
import fs from "node:fs";
import path from "node:path";
import { categoryRedirects } from "../../../src/lib/blog/category-redirects";
import { PUBLISH_DAYS_PATH, publishDaysText } from "../../../src/lib/blog/schedule";
import { PAGE_ALIASES } from "../../../src/lib/routes";
import { deployTarget } from "../deploy/deploy-target";
import { finishPages } from "../post-build/finish-pages";
import { precompressFiles } from "../post-build/precompress-files";
import { writeBelowFoldStyles } from "../hydration/write-below-fold-styles";
import { redirectsFileText, writeRedirectsFile } from "../post-build/write-redirects";
import { writeSeoReport } from "../seo-report/write-seo-report";
import { SEARCH_INDEX_FOLDER, writeSearchIndex } from "../search/write-search-index";
import { headerRulesText, pagefindHeaderRules } from "../../../src/lib/security-headers";
import { PUBLIC_DIR } from "../site-paths";

/**
 * The finished pages' last steps, in this order: robots.txt names the sitemap at the deployed
 * address; the days the scheduled articles are due (publish-days.json); a plain build's
 * public/_redirects (write-redirects.ts); the rules of each page's sections below the fold
 * move to a linked sheet (write-below-fold-styles.ts); then, page by page
 * (finish-pages.ts), its scripts become the list its loader starts after the first paint and its
 * Content-Security-Policy lists the hashes of its final inline scripts, `_headers` marking the
 * sheets immutable with the other hashed files; then the site's search index is made from the
 * finished pages; then the SEO report (/admin/seo/) is written from them
 * (seo-report/write-seo-report.ts); last, every text file is written compressed beside itself
 * for the own server (`npm run serve`).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const siteUrl = (process.env.SITE_URL || "http://localhost:9000").replace(/\/+$/, "");
  fs.writeFileSync(
    path.join(PUBLIC_DIR, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
  const result = await graphql<{
    allBlogCategory: { nodes: { slug: string; formerSlugs: string[] | null }[] };
    allBlogPost: { nodes: { datePublished: string; scheduled: boolean }[] };
  }>(`
    {
      allBlogCategory {
        nodes {
          slug
          formerSlugs
        }
      }
      allBlogPost {
        nodes {
          datePublished
          scheduled
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not read the blog categories and articles for public/_redirects and publish-days.json",
      result.errors,
    );
    return;
  }
  // Read by the daily scheduled build (functions/scheduled-rebuild.ts).
  const scheduledDays = result.data.allBlogPost.nodes
    .filter((post) => post.scheduled)
    .map((post) => post.datePublished);
  fs.writeFileSync(path.join(PUBLIC_DIR, PUBLISH_DAYS_PATH), publishDaysText(scheduledDays));
  const redirects = [...categoryRedirects(result.data.allBlogCategory.nodes), ...PAGE_ALIASES];
  // On Netlify the adapter adds Gatsby's redirects (the categories') under these lines; an old
  // address of a page is written here on every target, since Gatsby will not redirect a path
  // that also has a page (the page is kept for hosts that read no _redirects).
  writeRedirectsFile(
    PUBLIC_DIR,
    deployTarget(process.env) === "netlify" ? PAGE_ALIASES : redirects,
  );
  try {
    const pages = await writeBelowFoldStyles(PUBLIC_DIR);
    reporter.info(`Styles of the sections below the fold linked as a sheet in ${pages} pages`);
  } catch (error) {
    reporter.panicOnBuild(
      "Could not move the styles below the fold to their sheet",
      error as Error,
    );
  }
  try {
    const finished = finishPages(PUBLIC_DIR);
    reporter.info(`Scripts set to start after first paint in ${finished.pages} pages`);
    reporter.info(`Content-Security-Policy written into ${finished.policies} pages and _headers`);
  } catch (error) {
    reporter.panicOnBuild(
      "Could not write the pages' script lists and Content-Security-Policy",
      error as Error,
    );
  }
  try {
    const index = writeSearchIndex(PUBLIC_DIR);
    // The index's gzip files get their header here: _headers was written before the index was.
    const indexFolder = `/${SEARCH_INDEX_FOLDER}`;
    const indexFiles = fs.readdirSync(path.join(PUBLIC_DIR, SEARCH_INDEX_FOLDER));
    fs.appendFileSync(
      path.join(PUBLIC_DIR, "_headers"),
      headerRulesText(pagefindHeaderRules(indexFolder, indexFiles)),
    );
    reporter.info(`Search index of ${index.pages} pages written in ${index.seconds.toFixed(1)} s`);
  } catch (error) {
    reporter.panicOnBuild("Could not write the site's search index (Pagefind)", error as Error);
  }
  try {
    // On Netlify the adapter writes _redirects after this step: the report reads the same rules.
    const report = writeSeoReport(PUBLIC_DIR, {
      siteOrigin: new URL(siteUrl).origin,
      redirects: redirectsFileText(redirects),
    });
    const { error, warning, notice } = report.report.counts;
    reporter.info(
      `SEO report of ${report.report.pages.length} pages written to /admin/seo/ in ${report.seconds.toFixed(2)} s: ${error} errors, ${warning} warnings, ${notice} notices (npm run seo lists them)`,
    );
  } catch (error) {
    reporter.panicOnBuild("Could not write the SEO report (/admin/seo/)", error as Error);
  }
  try {
    const started = Date.now();
    const files = precompressFiles(PUBLIC_DIR);
    reporter.info(`Files compressed for serving: ${files} in ${(Date.now() - started) / 1000} s`);
  } catch (error) {
    reporter.panicOnBuild("Could not write the files' compressed copies", error as Error);
  }
};
