/**
 * The addresses of the pages made from content records. gatsby-node creates the pages and
 * resolves each record's `path` with these, so a record's link and its page always agree.
 */
export const servicePath = (slug: string): string => `/services/${slug}`;
export const caseStudyPath = (slug: string): string => `/case-studies/${slug}`;
export const blogPostPath = (slug: string): string => `/blogs/${slug}`;

/** The blog's own listing pages under /blogs/: more pages of the index, categories, authors. */
export const BLOG_LISTING_SEGMENTS: readonly string[] = ["page", "category", "author"];
export const blogCategoryPath = (slug: string): string => `/blogs/category/${slug}`;
export const blogAuthorPath = (slug: string): string => `/blogs/author/${slug}`;
/** Page 1 of a listing is its own address; later pages add /page/N ("/blogs/page/2"). */
export const listingPagePath = (base: string, page: number): string =>
  page <= 1 ? base : `${base}/page/${page}`;
/** Every case study, linked from the footer and the home page's Success Stories. */
export const CASE_STUDIES_PATH = "/case-studies";
/** The plans page: prices, and what each plan includes. */
export const SERVICE_PLANS_PATH = "/ServicePlans";

/** The compliance checklists tool: its first list at the tool's own address, each other below it. */
export const COMPLIANCE_CHECKLISTS_PATH = "/tools/compliance-checklists";
export const complianceChecklistPath = (
  checklists: readonly { id: string }[],
  checklistId: string,
): string =>
  checklists[0]?.id === checklistId
    ? COMPLIANCE_CHECKLISTS_PATH
    : `${COMPLIANCE_CHECKLISTS_PATH}/${checklistId}`;
