/**
 * The addresses of the pages made from content records. gatsby-node creates the pages and
 * resolves each record's `path` with these, so a record's link and its page always agree.
 */
export const servicePath = (slug: string): string => `/services/${slug}`;
export const caseStudyPath = (slug: string): string => `/case-studies/${slug}`;
export const blogPostPath = (slug: string): string => `/blogs/${slug}`;
