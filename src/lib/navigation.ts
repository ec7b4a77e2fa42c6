/** Fixed parts of the site navigation (the services list comes from content). */
import { CASE_STUDIES_PATH } from "./routes";
import { ASSESSMENT_MENU } from "./tools/registry";

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
  to: "/services",
  overview: true,
};

/** The footer's shortcuts to the main pages, led by the services index. */
export const FOOTER_EXPLORE_LINKS: readonly NavLink[] = [
  { label: "Our Services", to: "/services" },
  { label: "Service Plans", to: "/ServicePlans" },
  { label: "Free IT Assessment", to: "/assessment" },
  { label: "Case Studies", to: CASE_STUDIES_PATH },
  { label: "Latest Insights", to: "/blogs" },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: "Privacy Policy", to: "/PrivacyPolicy" },
  { label: "Terms of Service", to: "/TermsOfService" },
  { label: "Cookie Policy", to: "/CookiePolicy" },
];

export type TopLevelItem =
  | { kind: "link"; label: string; to: string }
  | { kind: "menu"; id: "services" | "assessment"; label: string; to: string };

export const TOP_LEVEL_ITEMS: readonly TopLevelItem[] = [
  { kind: "link", label: "Blogs", to: "/blogs" },
  { kind: "menu", id: "services", label: "Services", to: "/services" },
  { kind: "link", label: "Service Plans", to: "/ServicePlans" },
  { kind: "menu", id: "assessment", label: "Assessment", to: "/assessment" },
  { kind: "link", label: "About Us", to: "/about" },
  { kind: "link", label: "Contact", to: "/contact" },
];
