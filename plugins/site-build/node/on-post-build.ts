import type { GatsbyNode } from "gatsby";
import fs from "node:fs";
import path from "node:path";
import { categoryRedirects } from "../../../src/lib/blog/category-redirects";
import { deployTarget } from "../deploy/deploy-target";
import { finishPages } from "../post-build/finish-pages";
import { writeRedirectsFile } from "../post-build/write-redirects";
import { writeSearchIndex } from "../search/write-search-index";
import { PUBLIC_DIR } from "../site-paths";

/**
 * The finished pages' last steps, in this order: robots.txt names the sitemap at the deployed
 * address; a plain build's public/_redirects (write-redirects.ts); then, page by page
 * (finish-pages.ts), its scripts become the list its loader starts after the first paint and its
 * Content-Security-Policy lists the hashes of its final inline scripts; last, the site's search
 * index is made from the finished pages.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const siteUrl = (process.env.SITE_URL || "http://localhost:9000").replace(/\/+$/, "");
  fs.writeFileSync(
    path.join(PUBLIC_DIR, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
  if (deployTarget(process.env) !== "netlify") {
    const result = await graphql<{
      allBlogCategory: { nodes: { slug: string; formerSlugs: string[] | null }[] };
    }>(`
      {
        allBlogCategory {
          nodes {
            slug
            formerSlugs
          }
        }
      }
    `);
    if (result.errors || !result.data) {
      reporter.panicOnBuild(
        "Could not read the blog categories for public/_redirects",
        result.errors,
      );
      return;
    }
    writeRedirectsFile(PUBLIC_DIR, categoryRedirects(result.data.allBlogCategory.nodes));
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
    reporter.info(`Search index of ${index.pages} pages written in ${index.seconds.toFixed(1)} s`);
  } catch (error) {
    reporter.panicOnBuild("Could not write the site's search index (Pagefind)", error as Error);
  }
};
