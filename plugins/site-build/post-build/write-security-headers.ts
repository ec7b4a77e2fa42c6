/**
 * The build's last step (gatsby-node's onPostBuild): hashes the inline scripts of every built
 * page, writes the page's Content-Security-Policy into its HTML as a meta tag, and writes
 * public/_headers with the same policy as a header (plus frame-ancestors) and the site's other
 * headers. Gatsby's own inline scripts (window.pagePath, the chunk mapping, the compilation
 * hash) differ from page to page and build to build, so this can only run on the final HTML.
 */
import fs from "node:fs";
import path from "node:path";
import { withoutNullCharacters } from "../built-html/built-html";
import { contentSecurityPolicy } from "../../../src/lib/content-security-policy";
import { inlineScriptHashes, withContentSecurityPolicyMeta } from "../built-html/inline-scripts";
import { sitePathOf } from "../deploy/page-files";
import { headersFile, isHashedAsset, type PagePolicy } from "../../../src/lib/security-headers";
import { publicHtmlFiles } from "../built-html/public-html-files";

export interface SecurityHeadersSummary {
  pages: number;
  hashedAssets: number;
}

export function writeSecurityHeaders(publicDir: string): SecurityHeadersSummary {
  const pages: PagePolicy[] = [];
  for (const file of publicHtmlFiles(publicDir)) {
    const sitePath = sitePathOf(file);
    if (sitePath === null) continue;
    const full = path.join(publicDir, file);
    const built = fs.readFileSync(full, "utf8");
    // Before hashing: the padding could fall inside an inline script too.
    const html = withoutNullCharacters(built);
    const scriptHashes = inlineScriptHashes(html);
    const page = withContentSecurityPolicyMeta(
      html,
      contentSecurityPolicy({ scriptHashes, delivery: "meta" }),
    );
    if (page !== built) fs.writeFileSync(full, page);
    pages.push({
      path: sitePath,
      policy: contentSecurityPolicy({ scriptHashes, delivery: "header" }),
    });
  }
  const hashedAssets = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isHashedAsset(entry.name))
    .map((entry) => `/${entry.name}`);
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile({ pages, hashedAssets }));
  return { pages: pages.length, hashedAssets: hashedAssets.length };
}
