/**
 * The Content-Security-Policy, delivered as <meta http-equiv> because
 * `gatsby serve` ignores configured headers. Only the third parties the spec
 * names are allowed: Google's reCAPTCHA and Google tag (after consent).
 * 'unsafe-inline' stays for scripts because Gatsby inlines its page data loader
 * and our theme script; styles because Emotion inlines critical CSS.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://www.google.com https://www.gstatic.com https://www.googletagmanager.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://www.google-analytics.com https://www.googletagmanager.com",
  "font-src 'self' data:",
  "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
  "frame-src https://www.google.com https://recaptcha.google.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");
