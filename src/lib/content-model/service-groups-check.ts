/**
 * The services index shows every service in exactly one group. The groups live in
 * services-page.json and name services by slug, so a renamed, added or removed service
 * must be reflected there; this check says what to change, in an editor's words.
 */
const PAGE_FILE = "content/services-page.json";
const SERVICES_FILE = "content/services.json";

function slugsOf(services: unknown): string[] {
  if (!Array.isArray(services)) return [];
  return services.flatMap((record: unknown) => {
    const slug = (record as { slug?: unknown } | null)?.slug;
    return typeof slug === "string" ? [slug] : [];
  });
}

interface GroupShape {
  heading?: unknown;
  services?: unknown;
}

function groupsOf(page: unknown): GroupShape[] {
  const groups = (page as { groups?: unknown } | null)?.groups;
  return Array.isArray(groups)
    ? groups.filter((g): g is GroupShape => typeof g === "object" && g !== null)
    : [];
}

function groupLabel(group: GroupShape, index: number): string {
  return typeof group.heading === "string"
    ? `group ${index + 1} (${JSON.stringify(group.heading)})`
    : `group ${index + 1}`;
}

/** One line per problem; empty when every service is in exactly one group. */
export function serviceGroupProblems(page: unknown, services: unknown): string[] {
  const known = slugsOf(services);
  const problems: string[] = [];
  const placedIn = new Map<string, string[]>();
  groupsOf(page).forEach((group, index) => {
    if (!Array.isArray(group.services)) return;
    const label = groupLabel(group, index);
    for (const slug of group.services) {
      if (typeof slug !== "string") continue;
      if (!known.includes(slug)) {
        problems.push(
          `${PAGE_FILE}: ${label}: field "services": ${JSON.stringify(slug)} is not the slug of a service in ${SERVICES_FILE}`,
        );
        continue;
      }
      placedIn.set(slug, [...(placedIn.get(slug) ?? []), label]);
    }
  });
  for (const slug of known) {
    const groups = placedIn.get(slug) ?? [];
    if (groups.length === 0) {
      problems.push(
        `${PAGE_FILE}: service ${JSON.stringify(slug)} is in no group (add it to one group's "services")`,
      );
    } else if (groups.length > 1) {
      problems.push(
        `${PAGE_FILE}: service ${JSON.stringify(slug)} is in more than one group (${groups.join(", ")}); keep it in one`,
      );
    }
  }
  return problems;
}
