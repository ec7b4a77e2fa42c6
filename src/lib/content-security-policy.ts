/**
 * The Content-Security-Policy. Scripts run only from this site, from the Google hosts the
 * contact form's reCAPTCHA and the consent-gated Google tag need, or as an inline script whose
 * SHA-256 hash the policy lists (the theme and early-interaction scripts, Gatsby's page loader
 * scripts). Each page's inline scripts are only final once the build has written its HTML, so
 * the build's last step hashes them and writes each page's policy
 * (plugins/site-build/post-build/finish-pages.ts). Styles keep 'unsafe-inline': Emotion
 * inlines the critical CSS of every page.
 *
 * The Google tag's hosts are those Google documents for GA4 without Google Signals (which is
 * switched off): the tag script, its hits (fetch/beacon, image as a fallback), regional hosts.
 * reCAPTCHA's are those Google documents for reCAPTCHA v2, limited to its /recaptcha/ paths.
 * Every page allows them, not only /contact: a visitor who arrives on another page reaches the
 * contact form by client-side navigation, under the first page's policy.
 *
 * Site search (Pagefind) compiles its WebAssembly in the page, which needs 'wasm-unsafe-eval':
 * it lets the page compile WebAssembly and nothing else. 'unsafe-eval', which would also let any
 * script turn text into code, is never allowed.
 */

/** Where a policy is delivered: a `<meta http-equiv>` ignores `frame-ancestors`. */
export type PolicyDelivery = "meta" | "header";

/** What search's WebAssembly needs (WebAssembly compilation only, never eval). */
export const WEBASSEMBLY_SOURCE = "'wasm-unsafe-eval'";

/** External script sources besides this site. */
export const SCRIPT_HOSTS: readonly string[] = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
  "https://www.googletagmanager.com",
];

/** A CSP hash source for a SHA-256 digest: 'sha256-<44 base64 characters>'. */
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

export function isScriptHashSource(value: string): boolean {
  return HASH_SOURCE.test(value);
}

export interface PolicyOptions {
  /** Hash sources of the page's inline scripts, e.g. "'sha256-…='". */
  scriptHashes: readonly string[];
  delivery: PolicyDelivery;
}

/** The policy for one page. Throws on anything that is not a SHA-256 hash source. */
export function contentSecurityPolicy({ scriptHashes, delivery }: PolicyOptions): string {
  const invalid = scriptHashes.filter((hash) => !isScriptHashSource(hash));
  if (invalid.length > 0) throw new Error(`Not a script hash source: ${invalid.join(", ")}`);
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    ["script-src 'self'", WEBASSEMBLY_SOURCE, ...hashes, ...SCRIPT_HOSTS].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://*.google-analytics.com https://www.googletagmanager.com",
    "font-src 'self' data:",
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    "frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only a header can forbid framing; browsers ignore (and warn about) it in a meta tag.
    ...(delivery === "header" ? ["frame-ancestors 'none'"] : []),
  ].join("; ");
}
