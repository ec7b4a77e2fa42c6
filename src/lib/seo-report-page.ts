/**
 * The SEO report's page (/admin/seo/): where the build writes it, and the policy it is served
 * with. Like the admin page it is not a page of the site: it is written after the site's pages
 * into public/admin/seo/, never listed in the sitemap or the site search, never indexed, and
 * its styles and script are files of its own that no page of the site links.
 */
import { CMS_ADMIN_FOLDER, CMS_ADMIN_PATH } from "./admin-page";
import type { PolicyDelivery } from "./content-security-policy";

/** Its folder under public/ and its address. */
export const SEO_REPORT_FOLDER = `${CMS_ADMIN_FOLDER}/seo`;
export const SEO_REPORT_PATH = `${CMS_ADMIN_PATH}/seo`;

/** Its files, beside its index.html. */
export const SEO_REPORT_FILES = {
  styles: "report.css",
  script: "report.js",
} as const;

/**
 * The report's policy: its own script and styles only, images from the site (the share cards it
 * previews), nothing else: no inline script or style, no connection, no form, no frame.
 */
export function seoReportContentSecurityPolicy(delivery: PolicyDelivery): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    ...(delivery === "header" ? ["frame-ancestors 'none'"] : []),
  ].join("; ");
}
