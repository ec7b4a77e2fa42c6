/**
 * Breadcrumb trails: where a page sits in the site. The visible trail and its JSON-LD are
 * built from the same list, so search engines read exactly what visitors see.
 */
import { ALL_SERVICES_LINK } from "./navigation";

/** One step of a trail: what it is called and the site path it leads to. */
export interface Crumb {
  name: string;
  path: string;
}

export const HOME_CRUMB: Crumb = { name: "Home", path: "/" };
export const SERVICES_CRUMB: Crumb = { name: "Services", path: ALL_SERVICES_LINK.to };

/** Home > Services: the services index. */
export const SERVICES_INDEX_TRAIL: readonly Crumb[] = [HOME_CRUMB, SERVICES_CRUMB];

/** Home > Services > {service}: a service page. */
export function serviceTrail(service: { title: string; path: string }): readonly Crumb[] {
  return [...SERVICES_INDEX_TRAIL, { name: service.title, path: service.path }];
}
