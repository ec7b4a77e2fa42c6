/**
 * npm run validate:html: every built page in public/, and the SEO report (/admin/seo/), through
 * the Nu HTML Checker (the W3C validator, from the vnu-jar package) in one Java run. Exits 1
 * listing each error; the few messages that are wrong about valid markup are listed, with
 * reasons, in scripts/validate-html/vnu-report.ts.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describeMessage, parseVnuReport, realErrors } from "./validate-html/vnu-report";
import { publicHtmlFiles } from "../plugins/site-build/built-html/public-html-files";
import { SEO_REPORT_FOLDER } from "../src/lib/seo-report-page";

const publicDir = path.join(__dirname, "..", "public");
// vnu-jar's main export is the path of the jar.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const vnuJar = String(require("vnu-jar") as string);
const java = process.env.JAVA ?? "java";

function main(): void {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error("public/index.html is missing: build the site first (npm run build).");
    process.exit(1);
  }
  // The site's pages, and the SEO report the build writes beside the admin page.
  const seoReport = `${SEO_REPORT_FOLDER}/index.html`;
  const files = [
    ...publicHtmlFiles(publicDir).sort(),
    ...(fs.existsSync(path.join(publicDir, seoReport)) ? [seoReport] : []),
  ];
  const started = Date.now();
  const run = spawnSync(
    java,
    [
      // The checker's schema recursion needs a deep stack; the quick (C1) compiler is enough for
      // one short run and starts much faster on a small machine.
      "-Xss8m",
      "-XX:+UseSerialGC",
      "-XX:TieredStopAtLevel=1",
      "-jar",
      vnuJar,
      "--errors-only",
      "--format",
      "json",
      ...files.map((file) => path.join(publicDir, file)),
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) {
    console.error(
      `validate:html could not start ${java} (${run.error.message}). Install a Java runtime ` +
        "(Debian: apt-get install default-jre-headless) or set JAVA to its path.",
    );
    process.exit(1);
  }
  // The report is on stderr; with no messages at all the checker may write nothing.
  const report = run.stderr.trim() === "" ? '{"messages":[]}' : run.stderr;
  const errors = realErrors(parseVnuReport(report));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (errors.length > 0) {
    console.error(
      `validate:html: ${errors.length} error(s) in ${files.length} pages (${seconds} s):`,
    );
    for (const error of errors) console.error(`  ${describeMessage(error, publicDir)}`);
    process.exit(1);
  }
  console.log(`validate:html: ${files.length} pages are valid HTML (${seconds} s).`);
}

main();
