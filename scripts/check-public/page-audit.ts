import { parse } from "node-html-parser";
import { pageScriptList } from "../../plugins/site-build/hydration/page-scripts";
import {
  builtFileCandidates,
  cssUrls,
  internalPath,
  srcsetUrls,
} from "../../plugins/site-build/built-html/internal-links";
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "../../src/lib/seo";
import {
  missingStructuredDataTypes,
  structuredDataProblems,
} from "../../plugins/site-build/seo-report/structured-data-rules";

/** The language every page declares on <html>. */
export const SITE_LANGUAGE = "en-GB";
/** Open Graph properties every page has once, so a shared link shows a proper card. */
export const OPEN_GRAPH_PROPERTIES = [
  "og:title",
  "og:description",
  "og:url",
  "og:image",
  "og:type",
];

/** What one built page says about itself, and what is wrong with it on its own. */
export interface PageAudit {
  path: string;
  title: string;
  description: string;
  problems: string[];
  /** The site paths its links (<a href>) lead to, other than itself. */
  links: string[];
}

export interface PageAuditOptions {
  /** The site path of the page, e.g. "/about". */
  path: string;
  /** The deployed origin the build was made for, e.g. "https://www.example.co.uk". */
  siteOrigin: string;
  /** Whether a file exists under public/ (relative path). */
  fileExists: (relativePath: string) => boolean;
}

/** Whether a reference names something the built site serves. */
function resolves(sitePath: string, fileExists: (relativePath: string) => boolean): boolean {
  return builtFileCandidates(sitePath).some(fileExists);
}

/**
 * The references one page makes: links, scripts (tags and the loader's list), images and video
 * posters (with their srcsets), fonts and images in inline CSS, share images.
 */
function referencesOf(root: ReturnType<typeof parse>, html: string): string[] {
  const refs: string[] = [];
  for (const element of root.querySelectorAll("[href]")) {
    if (element.tagName === "BASE") continue;
    refs.push(element.getAttribute("href") ?? "");
  }
  for (const element of root.querySelectorAll("[src]"))
    refs.push(element.getAttribute("src") ?? "");
  refs.push(...pageScriptList(html));
  for (const element of root.querySelectorAll("[srcset]")) {
    refs.push(...srcsetUrls(element.getAttribute("srcset") ?? ""));
  }
  for (const element of root.querySelectorAll("[poster]"))
    refs.push(element.getAttribute("poster") ?? "");
  for (const element of root.querySelectorAll("link[imagesrcset]")) {
    refs.push(...srcsetUrls(element.getAttribute("imagesrcset") ?? ""));
  }
  for (const element of root.querySelectorAll("style")) refs.push(...cssUrls(element.rawText));
  for (const element of root.querySelectorAll("[style]"))
    refs.push(...cssUrls(element.getAttribute("style") ?? ""));
  for (const element of root.querySelectorAll(
    'meta[property="og:image"], meta[name="twitter:image"]',
  )) {
    refs.push(element.getAttribute("content") ?? "");
  }
  return refs;
}

/**
 * The page's script list must start exactly one webpack runtime and one app bundle: two of
 * either (say, one left from an earlier build) would run the site twice over one page.
 */
export function scriptListProblems(scripts: readonly string[]): string[] {
  const problems: string[] = [];
  for (const bundle of ["webpack-runtime", "app"]) {
    const bundleFile = new RegExp(`^/${bundle}-[0-9a-f]+\\.js$`);
    const count = scripts.filter((src) => bundleFile.test(src)).length;
    if (count !== 1) problems.push(`its script list has ${count} ${bundle} bundles (expected one)`);
  }
  return problems;
}

/** Checks one built HTML page on its own (uniqueness across pages is checked by the site audit). */
export function auditPage(html: string, options: PageAuditOptions): PageAudit {
  const root = parse(html, { comment: false });
  const problems: string[] = [];

  const h1Count = root.querySelectorAll("h1").length;
  if (h1Count !== 1) problems.push(`has ${h1Count} <h1> elements (expected exactly one)`);

  const titles = root.querySelectorAll("head title");
  const title = titles[0]?.text.trim() ?? "";
  if (titles.length !== 1) problems.push(`has ${titles.length} <title> elements`);
  if (title === "") problems.push("has an empty <title>");

  const descriptions = root.querySelectorAll('meta[name="description"]');
  const description = descriptions[0]?.getAttribute("content")?.trim() ?? "";
  if (descriptions.length !== 1) problems.push(`has ${descriptions.length} meta descriptions`);
  if (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX) {
    problems.push(
      `meta description is ${description.length} characters (${DESCRIPTION_MIN}-${DESCRIPTION_MAX}): "${description}"`,
    );
  }

  const lang = root.querySelector("html")?.getAttribute("lang") ?? "";
  if (lang !== SITE_LANGUAGE) problems.push(`<html lang> is "${lang}", expected ${SITE_LANGUAGE}`);
  for (const property of OPEN_GRAPH_PROPERTIES) {
    const count = root.querySelectorAll(`meta[property="${property}"]`).length;
    if (count !== 1) problems.push(`has ${count} ${property} meta tags (expected one)`);
  }
  const twitterCard = root.querySelector('meta[name="twitter:card"]')?.getAttribute("content");
  if (twitterCard !== "summary_large_image") {
    problems.push(`twitter:card is "${twitterCard ?? ""}", expected summary_large_image`);
  }

  const canonicals = root.querySelectorAll('link[rel="canonical"]');
  const canonical = canonicals[0]?.getAttribute("href") ?? "";
  if (canonicals.length !== 1) problems.push(`has ${canonicals.length} canonical links`);
  else if (!/^https?:\/\/[^/]+/.test(canonical))
    problems.push(`canonical is not absolute: "${canonical}"`);

  // The icons: the SVG favicon inline (see plugins/site-build/ssr/favicon.ts), and a touch
  // icon file (what search engines and home screens take); the files are checked below.
  const svgIcons = root.querySelectorAll('link[rel="icon"][type="image/svg+xml"]');
  if (svgIcons.length !== 1) problems.push(`has ${svgIcons.length} SVG favicons (expected one)`);
  else if (!(svgIcons[0].getAttribute("href") ?? "").startsWith("data:image/svg+xml,"))
    problems.push("its SVG favicon is not inline (a data:image/svg+xml URL)");
  if (root.querySelectorAll('link[rel="apple-touch-icon"]').length !== 1)
    problems.push("has no apple-touch-icon");

  const jsonLd = root.querySelectorAll('script[type="application/ld+json"]').map((s) => s.rawText);
  for (const block of jsonLd) problems.push(...structuredDataProblems(block));
  problems.push(...missingStructuredDataTypes(options.path, jsonLd));

  // A styled component used as a selector becomes `.undefined` in production, as the build
  // drops Emotion's target classes (plugins/site-build/babel/drop-emotion-target.cjs).
  if (root.querySelectorAll("style").some((style) => /\.undefined\b/.test(style.rawText))) {
    problems.push("its CSS has an `.undefined` selector: a styled component used as a selector");
  }

  const scripts = pageScriptList(html);
  if (scripts.length > 0) problems.push(...scriptListProblems(scripts));

  const pageUrl = `${options.siteOrigin}${options.path}`;
  const broken = new Set<string>();
  for (const reference of referencesOf(root, html)) {
    const sitePath = internalPath(reference, pageUrl, options.siteOrigin);
    if (sitePath !== null && !resolves(sitePath, options.fileExists)) broken.add(reference);
  }
  for (const reference of broken)
    problems.push(`internal reference does not resolve: ${reference}`);

  const links = new Set<string>();
  for (const anchor of root.querySelectorAll("a[href]")) {
    const sitePath = internalPath(anchor.getAttribute("href") ?? "", pageUrl, options.siteOrigin);
    if (sitePath !== null && sitePath !== options.path) links.add(sitePath);
  }

  return { path: options.path, title, description, problems, links: [...links] };
}

/** Titles and descriptions shared by more than one page, one problem per repeat. */
export function duplicateProblems(audits: readonly PageAudit[]): string[] {
  const problems: string[] = [];
  for (const field of ["title", "description"] as const) {
    const pagesByValue = new Map<string, string[]>();
    for (const audit of audits) {
      if (audit[field] === "") continue;
      pagesByValue.set(audit[field], [...(pagesByValue.get(audit[field]) ?? []), audit.path]);
    }
    for (const [value, paths] of pagesByValue) {
      if (paths.length > 1) problems.push(`${field} "${value}" is shared by ${paths.join(", ")}`);
    }
  }
  return problems;
}
