import { ALL_SERVICES_LINK, ASSESSMENT_LINKS, type NavLink } from "../lib/navigation";
import { useServices } from "./useServices";

/** The links of each submenu: services from content, assessment tools fixed. */
export function useSubmenuLinks(): Record<"services" | "assessment", readonly NavLink[]> {
  const services = useServices();
  return {
    services: [ALL_SERVICES_LINK, ...services.map((s) => ({ label: s.title, to: s.path }))],
    assessment: ASSESSMENT_LINKS,
  };
}
