/**
 * What the build's post-build steps read in Gatsby's output, checked on one built site. The
 * page-script list, the chunk-mapping file and the CSP hashes rely on details of how Gatsby 5.16
 * writes a page; a Gatsby release that changes one of them must fail here, by name, rather than
 * leave pages whose scripts never start.
 */
import fs from "node:fs";
import path from "node:path";
import {
  BuiltPage,
  attributesOf,
  withoutNullCharacters,
} from "../../plugins/site-build/built-html/built-html";
import {
  inlineChunkMapping,
  pageScriptList,
  withScriptsAfterFirstPaint,
} from "../../plugins/site-build/hydration/page-scripts";
import { inlineScripts } from "../../plugins/site-build/built-html/inline-scripts";
import {
  pageDataFile,
  readPageData,
  readWebpackStats,
  type PageData,
} from "../../plugins/site-build/built-html/build-files";
import { builtPagePath } from "../../plugins/site-build/hydration/page-chunk-scripts";
import { publicHtmlFiles } from "../../plugins/site-build/built-html/public-html-files";

/** Gatsby's fragment holding a page's script tags, which it rewrites in place on a later build. */
export const SCRIPTS_SLICE = "_gatsby/slices/_gatsby-scripts-1.html";

/** The bundles every page starts: the webpack runtime first, the app among them. */
const RUNTIME_BUNDLE = /^\/webpack-runtime-[0-9a-f]{20}\.js$/;
const APP_BUNDLE = /^\/app-[0-9a-f]{20}\.js$/;

/** Problems with one built page's markers, each a sentence naming the marker. */
export function pageMarkerProblems(html: string, pageData: PageData | null): string[] {
  const problems: string[] = [];
  const pagePath = builtPagePath(html);
  if (pagePath === null) problems.push("no inline script sets window.pagePath");
  if (inlineChunkMapping(html) === null) {
    problems.push('no inline <script id="gatsby-chunk-mapping"> (window.___chunkMapping)');
  }
  const tagged = new BuiltPage(html)
    .named("script")
    .filter((script) => "src" in attributesOf(script));
  const bundleTags = tagged.filter((script) => "async" in attributesOf(script));
  if (bundleTags.length === 0) problems.push('<script src="/…js" async> bundle tags are missing');
  const rewritten = withScriptsAfterFirstPaint(html, []);
  const list = pageScriptList(rewritten);
  if (!RUNTIME_BUNDLE.test(list[0] ?? "")) {
    problems.push(`the page's first script is not the webpack runtime (${list.join(", ")})`);
  }
  if (!list.some((src) => APP_BUNDLE.test(src))) {
    problems.push(`no app bundle among the page's scripts (${list.join(", ")})`);
  }
  const left = new BuiltPage(rewritten)
    .named("script")
    .filter((script) => "async" in attributesOf(script));
  if (left.length > 0) {
    problems.push(
      `${left.length} async script tag(s) carry other attributes than src and async, so the list would not take them`,
    );
  }
  if (!inlineScripts(html).some((text) => text.includes("window.pagePath"))) {
    problems.push("the page-path script is not among the inline scripts the policy hashes");
  }
  const chunkName = pageData?.componentChunkName;
  if (typeof chunkName !== "string")
    problems.push("its page-data.json names no componentChunkName");
  return problems;
}

/** Problems with a built site's output (`public/`), each naming the file and the marker. */
export function gatsbyOutputProblems(publicDir: string): string[] {
  const problems: string[] = [];
  const stats = readWebpackStats(publicDir);
  if (!stats?.namedChunkGroups) problems.push("webpack.stats.json has no namedChunkGroups");
  if (!fs.existsSync(path.join(publicDir, SCRIPTS_SLICE))) {
    problems.push(`${SCRIPTS_SLICE} is missing (Gatsby's scripts slice)`);
  }
  const pages = publicHtmlFiles(publicDir);
  if (pages.length === 0) problems.push("no page was built");
  for (const file of pages) {
    const html = withoutNullCharacters(fs.readFileSync(path.join(publicDir, file), "utf8"));
    const pagePath = builtPagePath(html);
    const pageData = pagePath === null ? null : readPageData(publicDir, pagePath);
    if (pagePath !== null && pageData === null)
      problems.push(`${file}: ${pageDataFile(pagePath)} is missing`);
    const chunkName = pageData?.componentChunkName;
    if (
      typeof chunkName === "string" &&
      stats?.namedChunkGroups &&
      !stats.namedChunkGroups[chunkName]
    ) {
      problems.push(`${file}: webpack.stats.json has no chunk group ${chunkName}`);
    }
    problems.push(...pageMarkerProblems(html, pageData).map((problem) => `${file}: ${problem}`));
  }
  return problems;
}
