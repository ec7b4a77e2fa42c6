/**
 * npm run seo: the SEO report's findings on the last build (public/), as the build's report at
 * /admin/seo/ lists them: the same module reads the same files. Exits 1 when there is an error
 * (a warning or a notice alone passes), 2 when there is no build to read.
 *
 *   npm run seo                     one line per finding
 *   npm run seo -- --json           the findings and every page's row, as JSON, for a pipeline
 *   npm run seo -- --public DIR     another build (a copy's public/ folder)
 *
 * The site's address is SITE_URL (as for the build; default http://localhost:9000).
 */
import fs from "node:fs";
import path from "node:path";
import { readSiteFiles } from "../plugins/site-build/seo-report/read-site-files";
import { reportJson, reportText } from "../plugins/site-build/seo-report/report-text";
import { seoReport } from "../plugins/site-build/seo-report/seo-report";

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const publicDir = path.resolve(argument("--public") ?? path.join(__dirname, "..", "public"));
const siteOrigin = new URL(process.env.SITE_URL || "http://localhost:9000").origin;

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`${publicDir}/index.html is missing: build the site first (npm run build).`);
  process.exit(2);
}

const report = seoReport(readSiteFiles(publicDir, siteOrigin));
process.stdout.write(process.argv.includes("--json") ? reportJson(report) : reportText(report));
process.exitCode = report.counts.error > 0 ? 1 : 0;
