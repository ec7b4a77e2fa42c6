/** Pure helpers of the services index (src/pages/services.tsx). */
import { slugify } from "./slug";

/** The in-page anchor of a group, from its heading: "Cyber Security & Risk" -> "cyber-security-and-risk". */
export function groupAnchorId(heading: string): string {
  return slugify(heading);
}

/** Every service once, in the order the page shows them (group by group). */
export function servicesInPageOrder<T>(groups: readonly { services: readonly T[] }[]): T[] {
  return groups.flatMap((group) => group.services);
}

/**
 * Cards per row on wide screens: a group's cards fill one row when there are up to three;
 * four make two even rows rather than three and an orphan.
 */
export function cardColumns(count: number): number {
  if (count === 4) return 2;
  return Math.max(1, Math.min(count, 3));
}
