import { LEGAL_DIRECTORY, LEGAL_TYPE } from "../legal/legal-documents";

/**
 * The content collections: which JSON file holds which GraphQL type, and
 * whether it is a list of records or one object. Read by gatsby-node (which
 * node type each file's records become) and the content validator.
 */
export const COLLECTIONS = {
  "site.json": { type: "SiteSettings", kind: "object" },
  "home.json": { type: "HomeContent", kind: "object" },
  "about.json": { type: "AboutContent", kind: "object" },
  "services.json": { type: "Service", kind: "list" },
  "services-page.json": { type: "ServicesPageContent", kind: "object" },
  "plans.json": { type: "Plan", kind: "list" },
  "partners.json": { type: "Partner", kind: "list" },
  "onboarding.json": { type: "OnboardingStep", kind: "list" },
  "testimonials.json": { type: "Testimonial", kind: "list" },
  "industries.json": { type: "Industry", kind: "list" },
  "expertise.json": { type: "Expertise", kind: "list" },
  "timeline.json": { type: "TimelineEntry", kind: "list" },
  "experience-logos.json": { type: "ExperienceLogo", kind: "list" },
  "assessment.json": { type: "AssessmentQuestion", kind: "list" },
  "infographics.json": { type: "Infographic", kind: "list" },
  "case-studies.json": { type: "CaseStudy", kind: "list" },
  "stats.json": { type: "Stats", kind: "object" },
  "faqs.json": { type: "Faq", kind: "list" },
  "blog-categories.json": { type: "BlogCategory", kind: "list" },
  "blog-authors.json": { type: "BlogAuthor", kind: "list" },
} as const;

export type CollectionFile = keyof typeof COLLECTIONS;

export const BLOG_DIRECTORY = "blog";
export const BLOG_TYPE = "BlogPost";
// The legal pages' texts, one file each (content/legal/privacy-policy.json ...).
export { LEGAL_DIRECTORY, LEGAL_TYPE };

/** The node type of a JSON file under content/ (by its path there), or null for files that are not content. */
export function contentNodeType(relativePath: string): string | null {
  if (relativePath.startsWith(`${BLOG_DIRECTORY}/`)) return BLOG_TYPE;
  if (relativePath.startsWith(`${LEGAL_DIRECTORY}/`)) return LEGAL_TYPE;
  const entry = COLLECTIONS[relativePath as CollectionFile];
  return entry ? entry.type : null;
}
