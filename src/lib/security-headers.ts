/**
 * The HTTP response headers of the deployed site, in one place for the two ways a host learns
 * them: the `headers` option of gatsby-config (read by Gatsby adapters) and the `_headers`
 * file the build writes into public/ (Netlify's format), which the own server (scripts/serve/)
 * sends as Netlify does.
 *
 * A page's Content-Security-Policy lists its inline scripts' hashes, known only after the
 * build, and is in the page itself (a meta tag, so it holds on any host); framing is forbidden
 * by X-Frame-Options on every answer. Only the admin page has its policy as a header. No header
 * is set by two rules that match the same path: hosts that merge such values into one
 * comma-separated header would otherwise enforce two policies or send a malformed one.
 */

import { adminContentSecurityPolicy, CMS_ADMIN_PATH } from "./admin-page";
import { SEO_REPORT_PATH, seoReportContentSecurityPolicy } from "./seo-report-page";

export interface HttpHeader {
  key: string;
  value: string;
}

export interface HeaderRule {
  path: string;
  headers: HttpHeader[];
}

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "public, max-age=0, must-revalidate";

/** Browser features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()", // Not interest-cohort: FLoC is gone and Chrome logs an error for a feature it does not know.
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Sent with every response. */
export const SITE_HEADERS: readonly HttpHeader[] = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  // Forbids framing any answer, in every browser. A page's policy is in its meta tag, where
  // frame-ancestors does not count; repeating the policy as a header would cost every page
  // about 700 bytes of its first round trip (scripts/check-html-size.ts).
  { key: "X-Frame-Options", value: "DENY" },
];

/** Files whose name changes with their content: cached for a year and never revalidated. */
export const IMMUTABLE_PATHS: readonly string[] = ["/static/*"];
/** Data a page loads on every visit and that changes with each build. */
export const REVALIDATE_PATHS: readonly string[] = ["/page-data/*"];

const cache = (value: string): HttpHeader[] => [{ key: "Cache-Control", value }];

/**
 * Pagefind writes its index (metadata, chunks, filters, fragments) and its WebAssembly as gzip
 * data. Sent as `Content-Encoding: gzip`, they are inflated by the browser off the main thread,
 * and Pagefind, finding its signature in what arrives, skips inflating them in JavaScript.
 */
const GZIP_DATA: readonly HttpHeader[] = [{ key: "Content-Encoding", value: "gzip" }];

/** Whether a file of Pagefind's output folder (a name in it, or in its sub-folders) is gzip data. */
export function isPagefindGzipFile(name: string): boolean {
  return /\.pf_(?:meta|index|filter|fragment)$/.test(name) || /^wasm\.[\w-]+\.pagefind$/.test(name);
}

/** The `_headers` rules for Pagefind's gzip data, at `folder` ("/pagefind"), given its files. */
export function pagefindHeaderRules(folder: string, rootFiles: readonly string[]): HeaderRule[] {
  return [
    ...["index", "filter", "fragment"].map((sub) => ({
      path: `${folder}/${sub}/*`,
      headers: [...GZIP_DATA],
    })),
    ...rootFiles
      .filter(isPagefindGzipFile)
      .sort()
      .map((name) => ({ path: `${folder}/${name}`, headers: [...GZIP_DATA] })),
  ];
}

const noindexRules = (paths: readonly string[], policy: string): HeaderRule[] =>
  paths.map((path) => ({
    path,
    headers: [
      ...cache(REVALIDATE_CACHE),
      { key: "Content-Security-Policy", value: policy },
      { key: "X-Robots-Tag", value: "noindex, nofollow" },
    ],
  }));

/**
 * The admin page (/admin, Decap CMS) and its files (`adminFiles`: the names the build wrote into
 * public/admin/): its own policy, never indexed, always revalidated (its file names carry no
 * hash). Each file is named rather than matched by "/admin/*", which would also match the SEO
 * report below it and give the report's requests two policies.
 */
export function adminRules(adminFiles: readonly string[]): HeaderRule[] {
  return noindexRules(
    [
      CMS_ADMIN_PATH,
      `${CMS_ADMIN_PATH}/`,
      ...[...adminFiles].sort().map((f) => `${CMS_ADMIN_PATH}/${f}`),
    ],
    adminContentSecurityPolicy("header"),
  );
}

/** The SEO report (/admin/seo/) and its files: its own policy, never indexed, revalidated. */
export const SEO_REPORT_RULES: readonly HeaderRule[] = noindexRules(
  // "/admin/seo/*" also matches "/admin/seo/" itself.
  [SEO_REPORT_PATH, `${SEO_REPORT_PATH}/*`],
  seoReportContentSecurityPolicy("header"),
);

export interface GatsbyHeaderEntry {
  source: string;
  headers: HttpHeader[];
}

/**
 * The gatsby-config `headers` option: every header except the per-page policy. Keys are in
 * lower case because Gatsby's own defaults (e.g. `referrer-policy: same-origin`) are, and
 * Gatsby replaces a default only by a key spelt the same way. Gatsby's defaults already mark
 * its hashed JavaScript and CSS immutable and pages and page data as revalidated.
 */
export function gatsbyConfigHeaders(): GatsbyHeaderEntry[] {
  const lower = (headers: readonly HttpHeader[]) =>
    headers.map(({ key, value }) => ({ key: key.toLowerCase(), value }));
  return [
    { source: "/*", headers: lower(SITE_HEADERS) },
    ...IMMUTABLE_PATHS.map((source) => ({ source, headers: lower(cache(IMMUTABLE_CACHE)) })),
    ...REVALIDATE_PATHS.map((source) => ({ source, headers: lower(cache(REVALIDATE_CACHE)) })),
  ];
}

/** Webpack's output names carry a 20-character content hash: app-0123456789abcdef0123.js. */
export function isHashedAsset(fileName: string): boolean {
  return /[.-][0-9a-f]{20}\.(?:js|css)$/.test(fileName);
}

export interface HeadersFileInput {
  /** Site paths of the pages, e.g. "/" or "/about". */
  pages: readonly string[];
  /** Site paths of hashed files, e.g. "/app-0123456789abcdef0123.js". */
  hashedAssets: readonly string[];
  /** The admin page's files in public/admin/ ("cms.js"), each given the admin's headers. */
  adminFiles?: readonly string[];
}

/** The request paths a page answers: "/about" also as "/about/" (hosts serve both). */
function requestPathsOf(pagePath: string): string[] {
  if (pagePath === "/" || pagePath.endsWith(".html")) return [pagePath];
  return [pagePath, `${pagePath}/`];
}

function rule(path: string, headers: readonly HttpHeader[]): string {
  return [path, ...headers.map(({ key, value }) => `  ${key}: ${value}`)].join("\n");
}

/** Rules in `_headers` form, to add to the file after the build wrote it. */
export function headerRulesText(rules: readonly HeaderRule[]): string {
  return rules.map(({ path, headers }) => `\n${rule(path, headers)}\n`).join("");
}

/** The `_headers` file (Netlify's format: a path, then its headers indented). */
export function headersFile({ pages, hashedAssets, adminFiles = [] }: HeadersFileInput): string {
  const rules = [
    rule("/*", SITE_HEADERS),
    ...IMMUTABLE_PATHS.map((path) => rule(path, cache(IMMUTABLE_CACHE))),
    ...[...hashedAssets].sort().map((path) => rule(path, cache(IMMUTABLE_CACHE))),
    ...REVALIDATE_PATHS.map((path) => rule(path, cache(REVALIDATE_CACHE))),
    ...adminRules(adminFiles).map(({ path, headers }) => rule(path, headers)),
    ...SEO_REPORT_RULES.map(({ path, headers }) => rule(path, headers)),
    ...[...pages]
      .sort((a, b) => a.localeCompare(b))
      .flatMap((path) =>
        requestPathsOf(path).map((requestPath) => rule(requestPath, cache(REVALIDATE_CACHE))),
      ),
  ];
  return `# Written by the build (gatsby-node onPostBuild); do not edit.\n${rules.join("\n\n")}\n`;
}

/** Reads a `_headers` file back into its rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(":");
    const current = rules.at(-1);
    if (!current || separator === -1) throw new Error(`Unexpected line in _headers: ${line}`);
    current.headers.push({
      key: line.slice(0, separator).trim(),
      value: line.slice(separator + 1).trim(),
    });
  }
  return rules;
}

/** Whether a `_headers` path ("/about", "/static/*") matches a request path. */
function matches(rulePath: string, requestPath: string): boolean {
  if (rulePath.endsWith("/*")) return requestPath.startsWith(rulePath.slice(0, -1));
  return rulePath === requestPath;
}

/** Every header the rules give a request path, in file order (as a host would send them). */
export function headersFromRules(rules: readonly HeaderRule[], requestPath: string): HttpHeader[] {
  return rules.filter((r) => matches(r.path, requestPath)).flatMap((r) => r.headers);
}

/** Every header a `_headers` file gives a request path, in file order. */
export function headersForPath(text: string, requestPath: string): HttpHeader[] {
  return headersFromRules(parseHeadersFile(text), requestPath);
}
