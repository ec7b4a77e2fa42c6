/**
 * Checks the output of a Netlify build (`DEPLOY_TARGET=netlify npm run build`) as Netlify would
 * deploy it, right after the build:
 * - every page's HTML is where Netlify serves it (about.html for /about);
 * - each page's meta Content-Security-Policy lists the inline scripts of the file served, and
 *   public/_headers gives it the site's security headers and revalidation; hashed assets and
 *   /static/ files are cached as immutable; the admin page's files and the SEO report's
 *   (/admin/seo/) each get their own policy and noindex; no header is given twice for a path;
 * - public/_redirects sends each /api/ path to its Netlify Function, whose handler and
 *   included files (the compiled Function and its chunks) exist, and each merged blog
 *   category's old page to the category's page (301);
 * - the contact call's edge function is declared for every path that reaches each Function
 *   (the rewrite's and the Function's own /.netlify/functions/ address), so none skips it;
 * - public/pagefind/ holds site search's runtime and an index of every searchable page;
 * - the contact Function, called through the adapter's handler the way Netlify calls it,
 *   answers a malformed body with 400, reads its settings at call time (a rate limit of 1 set
 *   only now) and counts callers by X-Forwarded-For with TRUSTED_PROXY_HOPS=1;
 * - the scheduled functions of netlify/functions (`leads retry`, `leads purge`, the daily build
 *   that publishes scheduled articles), which Netlify bundles beside the adapter's output: each
 *   has a schedule Netlify reads, bundles as Netlify bundles it, and its bundle, called as the
 *   scheduler calls it, runs with the settings of the call (the lead jobs: a database that is not
 *   there, which they say, failing no other way; the daily build: no build hook, so it skips).
 * Exits 1 with one line per problem.
 *
 *   npx tsx scripts/check-deploy-output.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUILD_HOOK_VARIABLE } from "../functions/scheduled-rebuild";
import { withoutNullCharacters } from "../plugins/site-build/built-html/built-html";
import { categoryRedirects } from "../src/lib/blog/category-redirects";
import { PAGE_ALIASES } from "../src/lib/routes";
import { CONTACT_MESSAGES } from "../src/lib/contact/schema";
import { FORM_NEEDS_SCRIPTS_PATH } from "../src/lib/contact/request-limits";
import {
  adminContentSecurityPolicy,
  CMS_ADMIN_FOLDER,
  CMS_ADMIN_PATH,
} from "../src/lib/admin-page";
import { contentSecurityPolicy } from "../src/lib/content-security-policy";
import {
  SEO_REPORT_FOLDER,
  SEO_REPORT_PATH,
  seoReportContentSecurityPolicy,
} from "../src/lib/seo-report-page";
import {
  edgePathsCover,
  headerProblems,
  netlifyFunctionPaths,
  redirectFor,
} from "../plugins/site-build/deploy/deploy-output";
import { config as contactEdge } from "../netlify/edge-functions/contact-request-limits";
import { deployedHtmlFiles } from "../plugins/site-build/deploy/page-files";
import { isCompressedCopy } from "../plugins/site-build/post-build/precompress-files";
import { inlineScriptHashes } from "../plugins/site-build/built-html/inline-scripts";
import {
  IMMUTABLE_CACHE,
  isHashedAsset,
  REVALIDATE_CACHE,
  SITE_HEADERS,
  type HttpHeader,
} from "../src/lib/security-headers";
import { builtPagePaths } from "../plugins/site-build/deploy/built-layout";
import { checkSearchIndex } from "../plugins/site-build/search/search-index-check";
import {
  bundleAsNetlify,
  callScheduled,
  scheduleProblem,
  USER_FUNCTIONS_DIR,
  userFunctions,
} from "./check-deploy/scheduled-functions";
import { closedPort } from "../test-support/temp";

const siteDir = path.join(__dirname, "..");
const publicDir = path.join(siteDir, "public");
const functionsDir = path.join(siteDir, ".netlify", "functions-internal");
const problems: string[] = [];

const readText = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
const cache = (value: string): HttpHeader[] => [{ key: "Cache-Control", value }];

function checkPages(headersText: string): number {
  const pages = deployedHtmlFiles(builtPagePaths(publicDir));
  if (pages.size === 0) problems.push("no pages in public/page-data: run the build first");
  for (const [pagePath, file] of pages) {
    const full = path.join(publicDir, file);
    if (!fs.existsSync(full)) {
      problems.push(
        `${pagePath}: public/${file} is missing (was the build made with DEPLOY_TARGET=netlify?)`,
      );
      continue;
    }
    // The page's policy is its meta tag: it must list the scripts of the file Netlify serves.
    const html = withoutNullCharacters(fs.readFileSync(full, "utf8"));
    const expected = contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(html),
      delivery: "meta",
    });
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    if (meta?.replace(/&amp;/g, "&") !== expected) {
      problems.push(
        `${pagePath}: its meta Content-Security-Policy does not list its inline scripts`,
      );
    }
    problems.push(
      ...headerProblems(headersText, pagePath, [...SITE_HEADERS, ...cache(REVALIDATE_CACHE)]),
    );
  }
  return pages.size;
}

function checkAssets(headersText: string): number {
  const hashed = fs
    .readdirSync(publicDir)
    .filter(isHashedAsset)
    .map((name) => `/${name}`);
  if (hashed.length === 0) problems.push("no hashed JavaScript or CSS in public/");
  const staticFiles = fs.existsSync(path.join(publicDir, "static"))
    ? fs
        .readdirSync(path.join(publicDir, "static"))
        .slice(0, 1)
        .map((name) => `/static/${name}`)
    : [];
  for (const asset of [...hashed, ...staticFiles]) {
    problems.push(
      ...headerProblems(headersText, asset, [...SITE_HEADERS, ...cache(IMMUTABLE_CACHE)]),
    );
  }
  problems.push(
    ...headerProblems(headersText, "/page-data/app-data.json", [
      ...SITE_HEADERS,
      ...cache(REVALIDATE_CACHE),
    ]),
  );
  return hashed.length;
}

/**
 * The admin page's files and the SEO report's each get their own policy, once: the admin's rules
 * name its files one by one (so that they leave the report alone), and a folder the admin build
 * starts writing would get none of them.
 */
function checkAdminAndReport(headersText: string): number {
  const adminDir = path.join(publicDir, CMS_ADMIN_FOLDER);
  const reportDir = path.join(publicDir, SEO_REPORT_FOLDER);
  const filesIn = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isFile() && !isCompressedCopy(entry.name))
      : [];
  const noindex = (policy: string): HttpHeader[] => [
    ...SITE_HEADERS,
    ...cache(REVALIDATE_CACHE),
    { key: "Content-Security-Policy", value: policy },
    { key: "X-Robots-Tag", value: "noindex, nofollow" },
  ];
  for (const entry of fs.existsSync(adminDir)
    ? fs.readdirSync(adminDir, { withFileTypes: true })
    : []) {
    if (entry.isDirectory() && path.join(adminDir, entry.name) !== reportDir) {
      problems.push(`public/${CMS_ADMIN_FOLDER}/${entry.name}/: a folder no header rule covers`);
    }
  }
  const admin = [
    CMS_ADMIN_PATH,
    `${CMS_ADMIN_PATH}/`,
    ...filesIn(adminDir).map((f) => `${CMS_ADMIN_PATH}/${f.name}`),
  ];
  for (const requestPath of admin) {
    problems.push(
      ...headerProblems(headersText, requestPath, noindex(adminContentSecurityPolicy("header"))),
    );
  }
  if (!fs.existsSync(path.join(reportDir, "index.html"))) {
    problems.push(
      `public/${SEO_REPORT_FOLDER}/index.html is missing: the build writes the SEO report`,
    );
  }
  const report = [
    SEO_REPORT_PATH,
    `${SEO_REPORT_PATH}/`,
    ...filesIn(reportDir).map((f) => `${SEO_REPORT_PATH}/${f.name}`),
  ];
  for (const requestPath of report) {
    problems.push(
      ...headerProblems(
        headersText,
        requestPath,
        noindex(seoReportContentSecurityPolicy("header")),
      ),
    );
  }
  return admin.length + report.length;
}

interface CompiledFunction {
  functionRoute: string;
  functionId: string;
}

interface NetlifyFunctionConfig {
  config?: { includedFiles?: string[] };
}

function checkFunctions(redirectsText: string): CompiledFunction[] {
  const compiledDir = path.join(siteDir, ".cache", "functions");
  const manifest = JSON.parse(
    readText(path.join(compiledDir, "manifest.json")) || "[]",
  ) as CompiledFunction[];
  if (!manifest.some((fn) => fn.functionRoute === "send-email")) {
    problems.push("no send-email Function in .cache/functions/manifest.json");
  }
  const compiled = fs
    .readdirSync(compiledDir)
    .filter((name) => name.endsWith(".js"))
    .map((name) => `.cache/functions/${name}`);
  for (const { functionRoute, functionId } of manifest) {
    const route = `/api/${functionRoute}`;
    const rewrite = redirectFor(redirectsText, route);
    if (rewrite?.to !== `/.netlify/functions/${functionId}` || rewrite.status !== "200") {
      problems.push(
        `${route}: public/_redirects does not rewrite it to /.netlify/functions/${functionId}`,
      );
    }
    for (const reaching of netlifyFunctionPaths(functionRoute, functionId)) {
      if (!edgePathsCover(contactEdge.path, reaching)) {
        problems.push(
          `${reaching}: reaches the Function ${functionId} without the edge function's body rule (add it to config.path in netlify/edge-functions/contact-request-limits.ts)`,
        );
      }
    }
    const dir = path.join(functionsDir, functionId);
    if (!fs.existsSync(path.join(dir, `${functionId}.js`))) {
      problems.push(
        `${route}: no handler .netlify/functions-internal/${functionId}/${functionId}.js`,
      );
      continue;
    }
    const { config } = JSON.parse(
      readText(path.join(dir, `${functionId}.json`)) || "{}",
    ) as NetlifyFunctionConfig;
    const included = config?.includedFiles ?? [];
    for (const file of compiled) {
      if (!included.includes(file))
        problems.push(`${route}: ${file} is not in the Function's includedFiles`);
    }
    for (const file of included) {
      if (!fs.existsSync(path.join(siteDir, file)))
        problems.push(`${route}: included ${file} is missing`);
    }
  }
  return manifest;
}

interface NetlifyResponse {
  statusCode: number;
  multiValueHeaders?: Record<string, string[]>;
  body?: string;
  isBase64Encoded?: boolean;
}

type NetlifyHandler = (event: unknown, context: unknown) => Promise<NetlifyResponse>;

/** A call as Netlify hands it to a Function (AWS Lambda's proxy event). */
function event(method: string, body: string, clientAddress: string, type = "application/json") {
  return {
    path: "/api/send-email",
    rawUrl: "https://example.netlify.app/api/send-email",
    httpMethod: method,
    multiValueHeaders: {
      host: ["example.netlify.app"],
      "content-type": [type],
      "content-length": [String(Buffer.byteLength(body))],
      "x-forwarded-for": [clientAddress],
    },
    queryStringParameters: {},
    multiValueQueryStringParameters: {},
    body,
    isBase64Encoded: false,
  };
}

async function checkSendEmailCall(functionId: string): Promise<void> {
  const handlerFile = path.join(functionsDir, functionId, `${functionId}.js`);
  if (!fs.existsSync(handlerFile)) return;
  // Settings given only now, after the build: the Function must read them at call time.
  // Whatever else the environment holds must not change the answers (no mail, no store).
  for (const name of ["SMTP_URL", "LEADS_DATABASE_URL", "ALLOWED_ORIGINS", "TRUST_PROXY"]) {
    delete process.env[name];
  }
  Object.assign(process.env, {
    SITE_URL: "http://localhost:9000",
    RATE_LIMIT_PER_MINUTE: "1",
    TRUSTED_PROXY_HOPS: "1",
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { handler } = require(handlerFile) as { handler: NetlifyHandler };
  const call = async (method: string, body: string, clientAddress: string, type?: string) => {
    const answer = await handler(event(method, body, clientAddress, type), {});
    const text = Buffer.from(
      answer.body ?? "",
      answer.isBase64Encoded ? "base64" : "utf8",
    ).toString();
    return { status: answer.statusCode, headers: answer.multiValueHeaders ?? {}, text };
  };
  const expectStatus = (what: string, status: number, expected: number) => {
    if (status !== expected)
      problems.push(`/api/send-email: ${what} answered ${status}, expected ${expected}`);
  };

  const malformed = await call("POST", '{"fullName":"Jo', "198.51.100.7");
  expectStatus("a malformed body", malformed.status, 400);
  if (!malformed.text.includes(CONTACT_MESSAGES.submissionInvalid)) {
    problems.push(`/api/send-email: a malformed body got ${malformed.text.slice(0, 200)}`);
  }
  if (!String(malformed.headers["content-type"]).startsWith("application/json")) {
    problems.push("/api/send-email: the answer is not JSON");
  }
  expectStatus("a GET", (await call("GET", "", "198.51.100.7")).status, 405);
  // The method is judged before the body, as at the edge: not 415 for a multipart PUT.
  const put = await call("PUT", "--x--", "198.51.100.11", "multipart/form-data; boundary=x");
  expectStatus("a PUT with a multipart body", put.status, 405);
  expectStatus("an empty form", (await call("POST", "{}", "198.51.100.7")).status, 400);
  expectStatus(
    "a second call within the minute (limit 1)",
    (await call("POST", "{}", "198.51.100.7")).status,
    429,
  );
  expectStatus("another client's call", (await call("POST", "{}", "198.51.100.8")).status, 400);
  // Gatsby's parsers are off: the handler refuses from the headers, and sends a browser that
  // posted the form without scripts to the page that says so.
  const multipart = await call("POST", "--x--", "198.51.100.9", "multipart/form-data; boundary=x");
  expectStatus("a multipart body", multipart.status, 415);
  const form = await call(
    "POST",
    "fullName=Jo",
    "198.51.100.10",
    "application/x-www-form-urlencoded",
  );
  expectStatus("a form posted without scripts", form.status, 303);
  if (String(form.headers.location) !== FORM_NEEDS_SCRIPTS_PATH) {
    problems.push(`/api/send-email: a form post was sent to ${String(form.headers.location)}`);
  }
  // The adapter's handler requires the compiled Function once, as the instance starts: more
  // calls load no other copy (Gatsby's own middleware loads one per call).
  const handlerModule = require.cache[require.resolve(handlerFile)];
  for (let n = 0; n < 50; n += 1) await call("POST", "{}", `198.51.100.${20 + n}`);
  const compiled = path.join(siteDir, ".cache", "functions", "send-email.js");
  const copies = compiledFunctionCopies(handlerModule, compiled);
  if (copies !== 1) {
    problems.push(
      `/api/send-email: ${copies} copies of the compiled Function loaded after 57 calls`,
    );
  }
}

/** How many modules of the compiled Function's file hang under `root`. */
function compiledFunctionCopies(root: NodeJS.Module | undefined, file: string): number {
  const seen = new Set<NodeJS.Module>();
  let copies = 0;
  const visit = (module: NodeJS.Module) => {
    if (seen.has(module)) return;
    seen.add(module);
    if (module.filename === file) copies += 1;
    module.children.forEach(visit);
  };
  if (root) visit(root);
  return copies;
}

/** The scheduled functions Netlify adds to the deploy: their schedules, bundles and one run each. */
async function checkScheduledFunctions(): Promise<string[]> {
  const functions = await userFunctions(siteDir);
  for (const [name, without] of [
    ["leads-retry", "leads would wait for a cron"],
    ["leads-purge", "leads would wait for a cron"],
    ["publish-scheduled", "a scheduled article would wait for the next commit"],
  ]) {
    if (!functions.some((fn) => fn.name === name)) {
      problems.push(`${USER_FUNCTIONS_DIR}/${name}.ts is missing: ${without}`);
    }
  }
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "scheduled-functions-"));
  // Settings given only now, as Netlify gives a function its own: a database nobody listens on.
  const names = [
    "NETLIFY",
    "LEADS_DATABASE_URL",
    "SMTP_URL",
    "LEADS_WEBHOOK_URL",
    BUILD_HOOK_VARIABLE,
  ] as const;
  const saved = names.map((name) => [name, process.env[name]] as const);
  const shown: string[] = [];
  try {
    Object.assign(process.env, {
      NETLIFY: "true",
      LEADS_DATABASE_URL: `postgresql://leads@127.0.0.1:${await closedPort()}/leads`,
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    });
    delete process.env.LEADS_WEBHOOK_URL;
    // No build hook: the daily build must say so and ask for nothing.
    delete process.env[BUILD_HOOK_VARIABLE];
    for (const fn of functions) {
      const where = `${USER_FUNCTIONS_DIR}/${path.basename(fn.file)}`;
      const problem = scheduleProblem(fn.schedule);
      if (problem !== undefined) {
        // Without one, Netlify would serve it to anyone at /.netlify/functions/<name>.
        problems.push(`${where} ${problem}; every function there must be a scheduled one`);
        continue;
      }
      const bundle = await bundleAsNetlify(fn, path.join(outDir, fn.name));
      const answer = await callScheduled(bundle.file, new Date());
      const expected =
        fn.name === "publish-scheduled"
          ? answer.status === 200 && answer.body.outcome === "skipped"
          : answer.status === 500 &&
            /unavailable \(ECONNREFUSED\)/.test(String(answer.body.problem));
      if (!expected) {
        problems.push(
          `${where}: with ${fn.name === "publish-scheduled" ? "no build hook" : "its database down"} it answered ${answer.status} ${JSON.stringify(answer.body)}`,
        );
      }
      shown.push(`${fn.name} (${fn.schedule}, bundle ${Math.round(bundle.bytes / 1024)} KiB)`);
    }
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  return shown;
}

/** Each rule's old address in _redirects, sent to its new one with `status`. */
function checkRedirectRules(
  redirectsText: string,
  redirects: readonly { from: string; to: string }[],
  status: string,
): number {
  for (const { from, to } of redirects) {
    const rule = redirectFor(redirectsText, from);
    if (rule?.to !== to || rule.status !== status) {
      problems.push(
        `${from}: _redirects should send it to ${to} with ${status}, found ${JSON.stringify(rule)}`,
      );
    }
  }
  return redirects.length;
}

/**
 * Each merged category's old page, read from the content, is a 301 to its category's page; each
 * old address of a page a forced 301 (its page must not shadow the rule).
 */
function checkRedirects(redirectsText: string): number {
  const categories = JSON.parse(
    readText(path.join(siteDir, "content", "blog-categories.json")),
  ) as unknown[];
  const merged = categoryRedirects(categories as { slug?: unknown }[]);
  return (
    checkRedirectRules(redirectsText, merged, "301") +
    checkRedirectRules(redirectsText, PAGE_ALIASES, "301!")
  );
}

async function main() {
  if (!fs.existsSync(functionsDir)) {
    console.error("No .netlify/functions-internal: build with DEPLOY_TARGET=netlify first.");
    process.exit(1);
  }
  const headersText = readText(path.join(publicDir, "_headers"));
  const redirectsText = readText(path.join(publicDir, "_redirects"));
  const pages = checkPages(headersText);
  const assets = checkAssets(headersText);
  const adminPaths = checkAdminAndReport(headersText);
  const functions = checkFunctions(redirectsText);
  const redirects = checkRedirects(redirectsText);
  const search = checkSearchIndex(publicDir);
  problems.push(...search.problems);
  const sendEmail = functions.find((fn) => fn.functionRoute === "send-email");
  if (sendEmail) await checkSendEmailCall(sendEmail.functionId);
  const scheduled = await checkScheduledFunctions();

  if (problems.length > 0) {
    for (const problem of problems.slice(0, 50)) console.error(problem);
    if (problems.length > 50) console.error(`... and ${problems.length - 50} more`);
    console.error(`Deploy output: ${problems.length} problems.`);
    process.exit(1);
  }
  console.log(
    `Deploy output: ${pages} pages, ${assets} hashed assets, ${redirects} redirect(s) and ` +
      `${functions.length} Function(s) ` +
      `(and ${adminPaths} addresses of the admin page and the SEO report) ` +
      "as Netlify serves them; the contact Function answers through the adapter's handler.\n" +
      `pagefind/: search index of ${search.indexedPages} pages (${search.files} files).\n` +
      `Scheduled functions (${USER_FUNCTIONS_DIR}, bundled by Netlify beside them; UTC): ` +
      `${scheduled.join(", ")}; each bundle runs the lead store's code.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
