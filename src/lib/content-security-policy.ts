/**
 * The Content-Security-Policy, delivered as <meta http-equiv> because
 * `gatsby serve` ignores configured headers. Only two third parties are allowed:
 * Google's reCAPTCHA (contact page) and the Google tag, which the site itself
 * loads only after the visitor accepts analytics cookies. The Google hosts are
 * those Google documents for GA4 without Google Signals (which is switched off):
 * the tag script, its hits (fetch/beacon, image as a fallback), regional hosts.
 * 'unsafe-inline' stays for scripts because Gatsby inlines its page data loader
 * and our theme script; styles because Emotion inlines critical CSS.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://www.google.com https://www.gstatic.com https://www.googletagmanager.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://*.google-analytics.com https://www.googletagmanager.com",
  "font-src 'self' data:",
  "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
  "frame-src https://www.google.com https://recaptcha.google.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");
