/**
 * Every fixed page's address, and its name as its heading and title show it (a menu may say
 * less). Not here: the tools (tools/registry.ts) and the no-scripts page, whose address is the
 * contact call's (contact/request-limits.ts: the edge function runs it on Deno, so it imports
 * nothing, and it stays out of the pages' bundles).
 */
export const PAGES = {
  home: { path: "/", name: "Home" },
  about: { path: "/about", name: "About Us" },
  contact: { path: "/contact", name: "Contact Us" },
  services: { path: "/services", name: "Our Services" },
  /** The plans page: prices, and what each plan includes. */
  servicePlans: { path: "/ServicePlans", name: "Service Plans" },
  assessment: { path: "/assessment", name: "IT Assessment Tools" },
  /** Made by gatsby-node with the blog's other listings. */
  blogs: { path: "/blogs", name: "Blogs" },
  /** Every case study, linked from the footer and the home page's Success Stories. */
  caseStudies: { path: "/case-studies", name: "Case Studies" },
  search: { path: "/search", name: "Search" },
  privacyPolicy: { path: "/PrivacyPolicy", name: "Privacy Policy" },
  termsOfService: { path: "/TermsOfService", name: "Terms of Service" },
  cookiePolicy: { path: "/CookiePolicy", name: "Cookie Policy" },
  notFound: { path: "/404", name: "Page not found" },
} as const satisfies Record<string, { path: string; name: string }>;

/**
 * The addresses of the pages made from content records. gatsby-node creates the pages and
 * resolves each record's `path` with these, so a record's link and its page always agree.
 */
export const servicePath = (slug: string): string => `${PAGES.services.path}/${slug}`;
export const caseStudyPath = (slug: string): string => `${PAGES.caseStudies.path}/${slug}`;
export const blogPostPath = (slug: string): string => `${PAGES.blogs.path}/${slug}`;

/**
 * Old addresses that lead to a page: a permanent redirect where the host answers one (Netlify
 * and the own server read public/_redirects), and a page at the old address that refreshes to
 * the new one on any other host.
 */
export const PAGE_ALIASES: readonly { from: string; to: string; title: string }[] = [
  { from: "/services/emergency-support", to: servicePath("lifebuoy"), title: "Emergency Support" },
];

/** The blog's own listing pages under /blogs/: more pages of the index, categories, authors. */
export const BLOG_LISTING_SEGMENTS: readonly string[] = ["page", "category", "author"];
export const blogCategoryPath = (slug: string): string => `${PAGES.blogs.path}/category/${slug}`;
export const blogAuthorPath = (slug: string): string => `${PAGES.blogs.path}/author/${slug}`;
/** Page 1 of a listing is its own address; later pages add /page/N ("/blogs/page/2"). */
export const listingPagePath = (base: string, page: number): string =>
  page <= 1 ? base : `${base}/page/${page}`;

/** The compliance checklists tool: its first list at the tool's own address, each other below it. */
export const COMPLIANCE_CHECKLISTS_PATH = "/tools/compliance-checklists";
export const complianceChecklistPath = (
  checklists: readonly { id: string }[],
  checklistId: string,
): string =>
  checklists[0]?.id === checklistId
    ? COMPLIANCE_CHECKLISTS_PATH
    : `${COMPLIANCE_CHECKLISTS_PATH}/${checklistId}`;
