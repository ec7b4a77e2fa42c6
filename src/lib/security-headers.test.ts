import {
  gatsbyConfigHeaders,
  headersFile,
  headersForPath,
  IMMUTABLE_CACHE,
  isHashedAsset,
  parseHeadersFile,
  REVALIDATE_CACHE,
  SITE_HEADERS,
  headerRulesText,
  headersFromRules,
  isPagefindGzipFile,
  pagefindHeaderRules,
} from "./security-headers";
import { adminContentSecurityPolicy } from "./admin-page";
import { seoReportContentSecurityPolicy } from "./seo-report-page";

const valueOf = (headers: { key: string; value: string }[], key: string) =>
  headers.filter((h) => h.key.toLowerCase() === key.toLowerCase()).map((h) => h.value);

describe("SITE_HEADERS", () => {
  it("is the site's security header set", () => {
    expect(Object.fromEntries(SITE_HEADERS.map(({ key, value }) => [key, value]))).toEqual({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": expect.stringContaining("camera=()"),
      "X-Frame-Options": "DENY",
    });
  });

  it("switches off the device features the site never uses", () => {
    const policy = valueOf([...SITE_HEADERS], "Permissions-Policy")[0];
    for (const feature of ["camera", "microphone", "geolocation", "payment"]) {
      expect(policy).toContain(`${feature}=()`);
    }
  });
});

describe("gatsbyConfigHeaders", () => {
  it("carries the site headers for every path, in lower case to replace Gatsby's defaults", () => {
    const [all] = gatsbyConfigHeaders();
    expect(all.source).toBe("/*");
    expect(all.headers.map((h) => h.key)).toEqual(SITE_HEADERS.map((h) => h.key.toLowerCase()));
  });

  it("caches /static/* for good and revalidates page data; never a CSP", () => {
    const entries = gatsbyConfigHeaders();
    expect(entries.find((e) => e.source === "/static/*")?.headers).toEqual([
      { key: "cache-control", value: IMMUTABLE_CACHE },
    ]);
    expect(entries.find((e) => e.source === "/page-data/*")?.headers).toEqual([
      { key: "cache-control", value: REVALIDATE_CACHE },
    ]);
    const keys = entries.flatMap((e) => e.headers.map((h) => h.key));
    expect(keys).not.toContain("content-security-policy");
  });
});

describe("isHashedAsset", () => {
  it("recognises webpack's content-hashed files only", () => {
    expect(isHashedAsset("app-fcf5ddf84f6491627c17.js")).toBe(true);
    expect(isHashedAsset("styles.fdd3bbdc95c9b066d0b0.css")).toBe(true);
    expect(isHashedAsset("1452-2adf5ef0457d30ba3f1d.js")).toBe(true);
    expect(isHashedAsset("app-fcf5ddf84f6491627c17.js.map")).toBe(false);
    expect(isHashedAsset("sw.js")).toBe(false);
    expect(isHashedAsset("chunk-map.json")).toBe(false);
  });
});

describe("headersFile", () => {
  const text = headersFile({
    pages: ["/about", "/", "/404.html"],
    hashedAssets: ["/app-fcf5ddf84f6491627c17.js"],
    adminFiles: ["cms.js", "index.html"],
  });

  it("revalidates a page under both spellings of its path, its policy left to its meta tag", () => {
    for (const path of ["/about", "/about/", "/"]) {
      const headers = headersForPath(text, path);
      expect(valueOf(headers, "Content-Security-Policy")).toEqual([]);
      expect(valueOf(headers, "Cache-Control")).toEqual([REVALIDATE_CACHE]);
      expect(valueOf(headers, "Strict-Transport-Security")).toHaveLength(1);
      expect(valueOf(headers, "X-Frame-Options")).toEqual(["DENY"]);
    }
    expect(parseHeadersFile(text).map((r) => r.path)).not.toContain("/404.html/");
  });

  it("caches hashed files and /static/* for a year and revalidates page data", () => {
    expect(valueOf(headersForPath(text, "/app-fcf5ddf84f6491627c17.js"), "Cache-Control")).toEqual([
      IMMUTABLE_CACHE,
    ]);
    expect(valueOf(headersForPath(text, "/static/abc/logo.png"), "Cache-Control")).toEqual([
      IMMUTABLE_CACHE,
    ]);
    expect(
      valueOf(headersForPath(text, "/page-data/about/page-data.json"), "Cache-Control"),
    ).toEqual([REVALIDATE_CACHE]);
  });

  it("never gives one request the same header from two rules (hosts would merge them)", () => {
    const paths = [
      "/",
      "/about",
      "/about/",
      "/404.html",
      "/app-fcf5ddf84f6491627c17.js",
      "/static/a.png",
      "/page-data/app-data.json",
      "/unknown",
      "/admin",
      "/admin/cms.js",
      "/admin/seo",
      "/admin/seo/",
      "/admin/seo/report.js",
    ];
    for (const path of paths) {
      const keys = headersForPath(text, path).map((h) => h.key.toLowerCase());
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("sends no page policy to other paths, but still forbids framing there", () => {
    const headers = headersForPath(text, "/unknown");
    expect(valueOf(headers, "Content-Security-Policy")).toEqual([]);
    expect(valueOf(headers, "X-Frame-Options")).toEqual(["DENY"]);
  });

  it("gives the admin page (/admin) and its files their own policy, never indexed", () => {
    const admin = adminContentSecurityPolicy("header");
    for (const path of ["/admin", "/admin/", "/admin/cms.js"]) {
      const headers = headersForPath(text, path);
      expect(valueOf(headers, "Content-Security-Policy")).toEqual([admin]);
      expect(valueOf(headers, "X-Robots-Tag")).toEqual(["noindex, nofollow"]);
      expect(valueOf(headers, "Cache-Control")).toEqual([REVALIDATE_CACHE]);
      const keys = headers.map((h) => h.key.toLowerCase());
      expect(new Set(keys).size).toBe(keys.length);
    }
    // No admin allowance reaches the site's pages (their policy is their meta tag).
    expect(valueOf(headersForPath(text, "/about"), "Content-Security-Policy")).toEqual([]);
  });

  it("gives the SEO report (/admin/seo/) its own policy, not the admin page's, never indexed", () => {
    const report = seoReportContentSecurityPolicy("header");
    for (const path of ["/admin/seo", "/admin/seo/", "/admin/seo/report.js"]) {
      const headers = headersForPath(text, path);
      expect(valueOf(headers, "Content-Security-Policy")).toEqual([report]);
      expect(valueOf(headers, "X-Robots-Tag")).toEqual(["noindex, nofollow"]);
      expect(valueOf(headers, "Cache-Control")).toEqual([REVALIDATE_CACHE]);
    }
    expect(report).not.toContain("unsafe");
  });

  it("reads back as it was written", () => {
    const rules = parseHeadersFile(text);
    expect(rules[0]).toEqual({ path: "/*", headers: [...SITE_HEADERS] });
    expect(() => parseHeadersFile("  X-Orphan: 1")).toThrow(/Unexpected line/);
  });
});

describe("Pagefind's gzip data", () => {
  const rootFiles = [
    "pagefind.js",
    "pagefind-entry.json",
    "pagefind.en-gb_5edce8be7d1e6.pf_meta",
    "wasm.en-gb.pagefind",
    "wasm.unknown.pagefind",
    "fragment",
  ];

  it("is sent as gzip: the index's folders, its metadata and its WebAssembly, not its script", () => {
    const text = headerRulesText(pagefindHeaderRules("/pagefind", rootFiles));
    const rules = parseHeadersFile(text);
    const encodingOf = (requestPath: string) =>
      headersFromRules(rules, requestPath).find((h) => h.key === "Content-Encoding")?.value;
    expect(encodingOf("/pagefind/fragment/en-gb_8c3a1.pf_fragment")).toBe("gzip");
    expect(encodingOf("/pagefind/index/en-gb_6e14d43.pf_index")).toBe("gzip");
    expect(encodingOf("/pagefind/filter/en-gb_6b8aec2.pf_filter")).toBe("gzip");
    expect(encodingOf("/pagefind/pagefind.en-gb_5edce8be7d1e6.pf_meta")).toBe("gzip");
    expect(encodingOf("/pagefind/wasm.en-gb.pagefind")).toBe("gzip");
    expect(encodingOf("/pagefind/pagefind.js")).toBeUndefined();
    expect(encodingOf("/pagefind/pagefind-entry.json")).toBeUndefined();
  });

  it("holds what Pagefind wrote: every such file starts as gzip data", () => {
    expect(isPagefindGzipFile("pagefind.js")).toBe(false);
    expect(isPagefindGzipFile("wasm.en-gb.pagefind")).toBe(true);
    expect(isPagefindGzipFile("en-gb_1.pf_fragment")).toBe(true);
  });
});
