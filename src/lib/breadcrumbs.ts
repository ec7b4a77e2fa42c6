/**
 * Breadcrumb trails: where a page sits in the site. The visible trail and its JSON-LD are
 * built from the same list, so search engines read exactly what visitors see.
 */
import { PAGES } from "./routes";

/** One step of a trail: what it is called and the site path it leads to. */
export interface Crumb {
  name: string;
  path: string;
}

export const HOME_CRUMB: Crumb = PAGES.home;
export const SERVICES_CRUMB: Crumb = { name: "Services", path: PAGES.services.path };
/** Named as the menu names it. */
export const BLOGS_CRUMB: Crumb = PAGES.blogs;
export const CASE_STUDIES_CRUMB: Crumb = PAGES.caseStudies;

/** Home > Services: the services index. */
export const SERVICES_INDEX_TRAIL: readonly Crumb[] = [HOME_CRUMB, SERVICES_CRUMB];

/** Home > Service Plans. */
export const SERVICE_PLANS_TRAIL: readonly Crumb[] = [HOME_CRUMB, PAGES.servicePlans];

/** Home > Services > {service}: a service page. */
export function serviceTrail(service: { title: string; path: string }): readonly Crumb[] {
  return [...SERVICES_INDEX_TRAIL, { name: service.title, path: service.path }];
}

/** Home > Case Studies > {case study}. */
export function caseStudyTrail(study: { title: string; path: string }): readonly Crumb[] {
  return [HOME_CRUMB, CASE_STUDIES_CRUMB, { name: study.title, path: study.path }];
}

/** Home > Blogs > {category or author}: a listing of the blog. */
export function blogListingTrail(listing: { name: string; path: string }): readonly Crumb[] {
  return [HOME_CRUMB, BLOGS_CRUMB, { name: listing.name, path: listing.path }];
}

/** Home > Blogs > {category} > {article}: an article, under its category. */
export function articleTrail(
  article: { title: string; path: string },
  category: { name: string; path: string },
): readonly Crumb[] {
  return [...blogListingTrail(category), { name: article.title, path: article.path }];
}
