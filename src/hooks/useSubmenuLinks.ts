import { graphql, useStaticQuery } from "gatsby";
import { ALL_SERVICES_LINK, ASSESSMENT_LINKS, type SubmenuSection } from "../lib/navigation";

/**
 * The sections of each submenu: the services grouped as the services page groups them
 * (content/services-page.json), after the link to that page; the assessment tools fixed.
 */
export function useSubmenuLinks(): Record<"services" | "assessment", readonly SubmenuSection[]> {
  const data = useStaticQuery<Queries.ServiceMenuQuery>(graphql`
    query ServiceMenu {
      servicesPageContent {
        groups {
          heading
          services {
            title
            path
          }
        }
      }
    }
  `);
  const groups = data.servicesPageContent?.groups ?? [];
  return {
    services: [
      { links: [ALL_SERVICES_LINK] },
      ...groups.map((group) => ({
        heading: group.heading,
        links: group.services.map((service) => ({ label: service.title, to: service.path })),
      })),
    ],
    assessment: [{ links: ASSESSMENT_LINKS }],
  };
}
