/** Fixed parts of the site navigation (the services list comes from content). */
import { PAGES } from "./routes";
import { ASSESSMENT_MENU, ASSESSMENT_TOOL } from "./tools/registry";

export interface NavLink {
  label: string;
  to: string;
  /** The page that presents the whole submenu; shown first, across the full width. */
  overview?: boolean;
}

/** A part of a submenu: its links, under a heading where the submenu has several parts. */
export interface SubmenuSection {
  heading?: string;
  links: readonly NavLink[];
}

/** The Assessment menu, from the tool registry. */
export const ASSESSMENT_LINKS: readonly NavLink[] = ASSESSMENT_MENU.map((tool) => ({
  label: tool.name,
  to: tool.route,
}));

export const ALL_SERVICES_LINK: NavLink = {
  label: "All Services",
  to: PAGES.services.path,
  overview: true,
};

/** The footer's shortcuts to the main pages, led by the services index. */
export const FOOTER_EXPLORE_LINKS: readonly NavLink[] = [
  { label: PAGES.services.name, to: PAGES.services.path },
  { label: PAGES.servicePlans.name, to: PAGES.servicePlans.path },
  { label: ASSESSMENT_TOOL.name, to: ASSESSMENT_TOOL.route },
  { label: PAGES.caseStudies.name, to: PAGES.caseStudies.path },
  { label: "Latest Insights", to: PAGES.blogs.path },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  PAGES.privacyPolicy,
  PAGES.termsOfService,
  PAGES.cookiePolicy,
].map((page) => ({ label: page.name, to: page.path }));

export type TopLevelItem =
  | { kind: "link"; label: string; to: string }
  | { kind: "menu"; id: "services" | "assessment"; label: string; to: string };

export const TOP_LEVEL_ITEMS: readonly TopLevelItem[] = [
  { kind: "link", label: PAGES.blogs.name, to: PAGES.blogs.path },
  { kind: "menu", id: "services", label: "Services", to: PAGES.services.path },
  { kind: "link", label: PAGES.servicePlans.name, to: PAGES.servicePlans.path },
  { kind: "menu", id: "assessment", label: "Assessment", to: PAGES.assessment.path },
  { kind: "link", label: PAGES.about.name, to: PAGES.about.path },
  { kind: "link", label: "Contact", to: PAGES.contact.path },
];
