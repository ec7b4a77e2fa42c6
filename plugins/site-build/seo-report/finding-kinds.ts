/**
 * Every kind of problem the SEO report finds, with how serious it is and the words the report
 * and `npm run seo` name it by. An error fails `npm run seo`; a warning is worth a look; a
 * notice is something a reviewer should know (a canonical pointing elsewhere on purpose).
 */

export type Severity = "error" | "warning" | "notice";

export const SEVERITIES: readonly Severity[] = ["error", "warning", "notice"];

export const FINDING_KINDS = {
  "missing-title": { severity: "error", label: "Missing or repeated <title>" },
  "duplicate-title": { severity: "error", label: "Duplicate title" },
  "title-cut": { severity: "warning", label: "Title cut in search results" },
  "missing-description": { severity: "error", label: "Missing meta description" },
  "description-length": { severity: "error", label: "Description too short or too long" },
  "duplicate-description": { severity: "error", label: "Duplicate description" },
  "description-cut": { severity: "notice", label: "Description cut in search results" },
  h1: { severity: "error", label: "Not exactly one h1" },
  "image-alt": { severity: "error", label: "Images without alt text" },
  orphan: { severity: "error", label: "Orphan page (no links from other pages)" },
  "canonical-missing": { severity: "error", label: "No canonical" },
  "canonical-elsewhere": { severity: "notice", label: "Canonical points to another page" },
  "canonical-broken": { severity: "error", label: "Canonical leads to no indexable page" },
  "noindex-in-sitemap": { severity: "error", label: "In the sitemap but noindex" },
  "missing-from-sitemap": { severity: "error", label: "Indexable but missing from the sitemap" },
  "sitemap-not-built": { severity: "error", label: "Sitemap lists a page that was not built" },
  "open-graph": { severity: "error", label: "Open Graph card incomplete" },
  "structured-data": { severity: "error", label: "Structured data: required property missing" },
  "structured-data-type": { severity: "error", label: "Structured data: expected type missing" },
  "structured-data-recommended": {
    severity: "notice",
    label: "Structured data: recommended property missing",
  },
  redirect: { severity: "error", label: "Redirect leads nowhere" },
  "redirect-chain": { severity: "warning", label: "Redirect leads to another redirect" },
  robots: { severity: "error", label: "robots.txt" },
  feed: { severity: "error", label: "RSS feed" },
} as const satisfies Record<string, { severity: Severity; label: string }>;

export type FindingKind = keyof typeof FINDING_KINDS;

export interface Finding {
  kind: FindingKind;
  severity: Severity;
  message: string;
  /** The site paths it concerns (none for a site-wide file such as robots.txt). */
  pages: string[];
}

/** A finding of a kind, at the kind's severity. */
export function finding(kind: FindingKind, message: string, pages: string[] = []): Finding {
  return { kind, severity: FINDING_KINDS[kind].severity, message, pages };
}
